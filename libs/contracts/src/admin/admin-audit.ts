import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';

/** Every admin action the audit log records (issue 14). */
export const adminActionSchema = z.enum([
  'user.role.change',
  'photo.feature',
  'photo.unfeature',
  'photo.bulk-upload',
  'hero.create',
  'hero.set-default',
  'hero.delete',
  'message.delete',
  'job.retry',
  'job.remove',
  'queue.pause',
  'queue.resume',
  'storage.restore',
  'storage.delete',
  'storage.regenerate',
  'storage.audit',
]);
export type AdminAction = z.infer<typeof adminActionSchema>;

/** The admin who acted, as the gateway's session names them. */
export const adminActorSchema = z.object({ actorId: serverText().min(1).max(100) });

/** What an action concerned: its kind, its id and a readable label at the time. */
export const auditTargetSchema = z.object({
  kind: z.enum(['user', 'photo', 'hero', 'message', 'job', 'queue', 'file']),
  id: serverText().max(200),
  label: serverText().max(300).nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEntrySchema = z.object({
  id: serverText(),
  actorId: serverText(),
  /** The admin's username when the action was taken (it survives the account). */
  actorName: serverText(),
  action: adminActionSchema,
  target: auditTargetSchema,
  /** A short sentence: "role user → admin", "featured", "attempt 3 retried"… */
  summary: serverText().max(500),
  at: serverText(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first. */
export const listAdminAuditRpc = defineRpc('admin.audit.list.v1', pageRequestSchema, pageSchema(auditEntrySchema));
