import { lineText, serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { cursorSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import {
  storeAuditReportSchema,
  storeAuditRunSchema,
  typeCountSchema,
  userAuditResultSchema,
  userStorageListingSchema,
  MAX_STORAGE_PAGE_SIZE,
  STORAGE_PAGE_SIZE,
} from '../media/storage.rpc.js';
import { adminActorSchema } from './admin-audit.js';

export const USER_AUDIT_REQUIRED = 'Enter a user ID or username.';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Spec 02 §9: B, KB, MB and GB, base 1024, one decimal ("1.5MB"); bytes are whole ("512B"). */
export function formatStorageSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)}B` : `${value.toFixed(1)}${UNITS[unit]}`;
}

/** The Total Size card before any audit answered (spec 02 §2). */
export const EMPTY_STORAGE_SIZE = '0KB';

/** POST /api/admin/storage/user-audit (spec 02 §5: a trimmed, non-empty user ID or username). */
export const userAuditRequestSchema = z
  .object({ userId: verbatimText({ error: USER_AUDIT_REQUIRED }).trim().min(1, USER_AUDIT_REQUIRED).max(100, 'That user ID or username is too long.') })
  .strict();

const userIdField = verbatimText({ error: 'Say whose file it is.' }).trim().min(1, 'Say whose file it is.').max(100);
const fileKeyField = verbatimText({ error: 'Say which file.' }).min(1, 'Say which file.').max(1024, 'That file key is too long.');
const fileNameField = lineText().max(300).default('');

/** POST /api/admin/object-storage/restore-file (spec 02 §7). */
export const restoreFileRequestSchema = z.object({
  userId: userIdField,
  fileKey: fileKeyField,
  fileName: fileNameField,
  fileSize: z.number().int().nonnegative().nullable().optional(),
  fileType: verbatimText().max(200).nullable().optional(),
});
export type RestoreFileRequest = z.input<typeof restoreFileRequestSchema>;

/** DELETE /api/admin/object-storage/delete-file (spec 02 §7). */
export const deleteFileRequestSchema = z.object({ userId: userIdField, fileKey: fileKeyField, fileName: fileNameField });
export type DeleteFileRequest = z.input<typeof deleteFileRequestSchema>;

/** POST /api/admin/storage/regenerate: a photo's missing files made again from its original. */
export const regenerateFilesRequestSchema = z.object({
  userId: userIdField,
  photoId: verbatimText({ error: 'Say which photo.' }).trim().min(1, 'Say which photo.').max(100, 'That photo ID is too long.'),
});
export type RegenerateFilesRequest = z.input<typeof regenerateFilesRequestSchema>;

/** GET /api/admin/object-storage/user/{id}?cursor=&limit= */
export const storageListingQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce
    .number({ message: `limit must be a number from 1 to ${MAX_STORAGE_PAGE_SIZE}.` })
    .int()
    .min(1, `limit must be a number from 1 to ${MAX_STORAGE_PAGE_SIZE}.`)
    .max(MAX_STORAGE_PAGE_SIZE, `limit must be a number from 1 to ${MAX_STORAGE_PAGE_SIZE}.`)
    .default(STORAGE_PAGE_SIZE),
});

const sizedTypeSchema = typeCountSchema.extend({ size: serverText() });

/**
 * GET /api/admin/storage/audit (spec 02 §3 "Storage audit": totalFiles, totalSize as text,
 * breakdown), from the latest whole-store audit, with the run under way if any.
 */
export const storageAuditSchema = z.object({
  totalFiles: z.number().int().nonnegative(),
  totalSize: serverText(),
  totalBytes: z.number().int().nonnegative(),
  breakdown: z.array(sizedTypeSchema),
  orphanedFiles: z.number().int().nonnegative(),
  missingFiles: z.number().int().nonnegative(),
  /** Null until an audit has finished. */
  healthy: z.boolean().nullable(),
  checkedAt: serverText().nullable(),
  run: storeAuditRunSchema.nullable(),
});
export type StorageAudit = z.infer<typeof storageAuditSchema>;

/** GET /api/admin/storage/analytics: the latest report in full, users named. */
export const storageAnalyticsSchema = storageAuditSchema.extend({
  report: storeAuditReportSchema
    .extend({ usersWithProblems: z.array(z.object({ userId: serverText(), username: serverText().nullable(), orphaned: z.number(), missing: z.number() })) })
    .nullable(),
});
export type StorageAnalytics = z.infer<typeof storageAnalyticsSchema>;

/** The user audit as the dashboard shows it: whose folder it was. */
export const adminUserAuditSchema = userAuditResultSchema.extend({ username: serverText().nullable() });
export type AdminUserAudit = z.infer<typeof adminUserAuditSchema>;

export const getStorageAuditRpc = defineRpc('admin.storage.audit.get.v1', z.object({}).strict(), storageAuditSchema);
export const runStorageAuditRpc = defineRpc('admin.storage.audit.run.v1', adminActorSchema.strict(), storageAuditSchema);
export const getStorageAnalyticsRpc = defineRpc('admin.storage.analytics.v1', z.object({}).strict(), storageAnalyticsSchema);
export const adminUserAuditRpc = defineRpc('admin.storage.user-audit.v1', userAuditRequestSchema, adminUserAuditSchema);

export const adminListUserStorageRpc = defineRpc(
  'admin.object-storage.files.list.v1',
  z.object({ userId: serverText().min(1).max(100), cursor: cursorSchema.nullable(), limit: z.number().int().min(1).max(MAX_STORAGE_PAGE_SIZE) }).strict(),
  userStorageListingSchema,
);
export const adminRestoreFileRpc = defineRpc(
  'admin.object-storage.restore.v1',
  adminActorSchema.extend(restoreFileRequestSchema.shape).strict(),
  z.object({ photoId: serverText(), key: serverText(), title: serverText() }),
);
export const adminRegenerateFilesRpc = defineRpc(
  'admin.storage.regenerate.v1',
  adminActorSchema.extend(regenerateFilesRequestSchema.shape).strict(),
  z.object({ photoId: serverText(), queued: z.literal(true) }),
);
export const adminDeleteFileRpc = defineRpc(
  'admin.object-storage.delete.v1',
  adminActorSchema.extend(deleteFileRequestSchema.shape).strict(),
  z.object({ key: serverText(), bytes: z.number().int().nonnegative() }),
);
