import { verbatimText } from '../text/clean-text.js';
import { z } from 'zod';

/**
 * `storage-audit` (media queue, run by a media worker): every file under `photo/` against
 * every photo document, reporting progress as it walks (ADR 31).
 */
export const storageAuditJobPayloadSchema = z.object({ runId: verbatimText().regex(/^[a-z0-9-]{8,64}$/) }).strict();
export type StorageAuditJobPayload = z.infer<typeof storageAuditJobPayloadSchema>;

export function storageAuditJobId(runId: string): string {
  return `storage-audit-${runId}`;
}
