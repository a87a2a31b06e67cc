import { z } from 'zod';
import { emailLogEntrySchema } from '../portfolio/contact.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';

/** Newest first (admin dashboard "Local Email Service"). */
export const listEmailLogRpc = defineRpc(
  'integrations.email-log.list.v1',
  z.object({ limit: z.number().int().min(1).max(500).default(100) }).strict(),
  z.array(emailLogEntrySchema),
);

/** One entry; 404 'E-mail not found.' when there is none. */
export const getEmailLogEntryRpc = defineRpc('integrations.email-log.get.v1', z.object({ id: z.string().min(1).max(100) }).strict(), emailLogEntrySchema);
