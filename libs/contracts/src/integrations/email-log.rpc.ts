import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { emailLogEntrySchema, emailLogSummarySchema } from '../portfolio/contact.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';

/** Newest first, with their bodies (the test inbox). */
export const listEmailLogRpc = defineRpc(
  'integrations.email-log.list.v1',
  z.object({ limit: z.number().int().min(1).max(500).default(100) }).strict(),
  z.array(emailLogEntrySchema),
);

/** One entry; 404 'E-mail not found.' when there is none. */
export const getEmailLogEntryRpc = defineRpc('integrations.email-log.get.v1', z.object({ id: serverText().min(1).max(100) }).strict(), emailLogEntrySchema);

/** Newest first without the bodies, a keyset page at a time (admin dashboard "Local Email Service"). */
export const pageEmailLogRpc = defineRpc('integrations.email-log.page.v1', pageRequestSchema, pageSchema(emailLogSummarySchema));
