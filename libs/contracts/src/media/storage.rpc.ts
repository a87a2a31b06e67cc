import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { cursorSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';

/** Where the dashboard opens (and shows) any file of the photo store. */
export const adminStorageFileUrl = (key: string) => `/api/admin/object-storage/file?key=${encodeURIComponent(key)}`;

const storageUserId = verbatimText({ error: 'Enter a user ID or username.' })
  .trim()
  .min(1, 'Enter a user ID or username.')
  .max(100, 'That user ID is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'That is not a user ID.');

/** A key the dashboard names; checked against the user's folder by the media service. */
const fileKeySchema = verbatimText({ error: 'Say which file.' }).min(1, 'Say which file.').max(1024, 'That file key is too long.');

/** One file of a user's storage folder (spec 02 §3 "Storage file"). */
export const storageFileSchema = z.object({
  key: serverText(),
  /** Bytes; null while unknown ("Size calculating..."). */
  size: z.number().int().nonnegative().nullable(),
  /** MIME type; null when storage does not say. */
  type: serverText().nullable(),
  url: serverText(),
  lastModified: serverText().nullable(),
  hasDbEntry: z.boolean(),
  dbInfo: z.object({ id: serverText(), isPublic: z.boolean(), isFeatured: z.boolean() }).nullable(),
  /** An orphaned original whose photo can be made again (a resized copy cannot). */
  restorable: z.boolean(),
});
export type StorageFile = z.infer<typeof storageFileSchema>;

/** The Object Storage browser's summary cards, over the whole folder. */
export const storageSummarySchema = z.object({
  totalFiles: z.number().int().nonnegative(),
  totalSize: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  inDatabase: z.number().int().nonnegative(),
  orphaned: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
});
export type StorageSummary = z.infer<typeof storageSummarySchema>;

/** A page of a user's folder (spec 02 §3 "User storage listing"); the totals come with the first page. */
export const userStorageListingSchema = z.object({
  userId: serverText(),
  folder: serverText(),
  totalFiles: z.number().int().nonnegative().nullable(),
  summary: storageSummarySchema.nullable(),
  files: z.array(storageFileSchema),
  nextCursor: cursorSchema.nullable(),
});
export type UserStorageListing = z.infer<typeof userStorageListingSchema>;

export const STORAGE_PAGE_SIZE = 50;
export const MAX_STORAGE_PAGE_SIZE = 200;

export const listUserStorageRpc = defineRpc(
  'media.storage.files.list.v1',
  z
    .object({
      userId: storageUserId,
      cursor: cursorSchema.nullable().default(null),
      limit: z.number().int().min(1).max(MAX_STORAGE_PAGE_SIZE).default(STORAGE_PAGE_SIZE),
    })
    .strict(),
  userStorageListingSchema,
);

/** Spec 02 §3 "User audit result": a user's folder against their photo documents. */
export const userAuditResultSchema = z.object({
  userId: serverText(),
  databasePhotos: z.number().int().nonnegative(),
  storageFiles: z.number().int().nonnegative(),
  status: z.enum(['match', 'mismatch']),
  /** Up to 200 keys of each; the counts are whole. */
  missingFiles: z.array(serverText()),
  orphanedFiles: z.array(serverText()),
  missingCount: z.number().int().nonnegative(),
  orphanedCount: z.number().int().nonnegative(),
});
export type UserAuditResult = z.infer<typeof userAuditResultSchema>;

export const auditUserStorageRpc = defineRpc('media.storage.user-audit.v1', z.object({ userId: storageUserId }).strict(), userAuditResultSchema);

/** An orphaned original made a photo again: its document created, its processing queued. */
export const restoreStorageFileRpc = defineRpc(
  'media.storage.restore.v1',
  z.object({ userId: storageUserId, fileKey: fileKeySchema, title: serverText().max(200) }).strict(),
  z.object({ photoId: serverText(), key: serverText(), title: serverText() }),
);

/**
 * A photo whose resized copies (or placeholder files) are missing is processed again from
 * its original, which writes them anew; refused when the original is missing too.
 */
export const regenerateStorageFilesRpc = defineRpc(
  'media.storage.regenerate.v1',
  z.object({ userId: storageUserId, photoId: serverText().min(1).max(100) }).strict(),
  z.object({ photoId: serverText(), queued: z.literal(true) }),
);

/** Removes an orphaned file (never one a photo document points at). */
export const deleteStorageFileRpc = defineRpc(
  'media.storage.delete.v1',
  z.object({ userId: storageUserId, fileKey: fileKeySchema }).strict(),
  z.object({ key: serverText(), bytes: z.number().int().nonnegative() }),
);

export const storeAuditProgressSchema = z.object({
  filesScanned: z.number().int().nonnegative(),
  usersChecked: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100),
});

export const typeCountSchema = z.object({ type: serverText(), count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() });

/** A whole-store audit's findings (ADR 31). */
export const storeAuditReportSchema = z.object({
  totalFiles: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
  databasePhotos: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  inDatabase: z.number().int().nonnegative(),
  orphaned: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
  breakdown: z.array(typeCountSchema),
  usersWithProblems: z.array(z.object({ userId: serverText(), orphaned: z.number().int(), missing: z.number().int() })),
  orphanedFiles: z.array(serverText()),
  missingFiles: z.array(serverText()),
});
export type StoreAuditReport = z.infer<typeof storeAuditReportSchema>;

export const storeAuditRunSchema = z.object({
  id: serverText(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  requestedAt: serverText(),
  finishedAt: serverText().nullable(),
  progress: storeAuditProgressSchema.nullable(),
  error: serverText().nullable(),
});
export type StoreAuditRun = z.infer<typeof storeAuditRunSchema>;

/** The latest run (maybe under way) and the latest finished report. */
export const storeAuditStateSchema = z.object({
  run: storeAuditRunSchema.nullable(),
  report: storeAuditReportSchema.nullable(),
  checkedAt: serverText().nullable(),
});
export type StoreAuditState = z.infer<typeof storeAuditStateSchema>;

export const storeAuditStateRpc = defineRpc('media.storage.audit.state.v1', z.object({}).strict(), storeAuditStateSchema);

/** Queues a whole-store audit unless one is queued or running (then that one is answered). */
export const startStoreAuditRpc = defineRpc(
  'media.storage.audit.start.v1',
  z.object({ requestedBy: serverText().min(1).max(100) }).strict(),
  storeAuditStateSchema,
);
