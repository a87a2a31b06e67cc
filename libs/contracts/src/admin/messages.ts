import { verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { contactMessageIdSchema } from '../portfolio/contact.rpc.js';
import { contactMessageSchema, emailLogEntrySchema, emailLogSummarySchema } from '../portfolio/contact.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { adminActorSchema } from './admin-audit.js';

/** The Messages tab (spec 02 §2): contact messages and the captured e-mails. */

export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail not found.';
export const MESSAGE_NOT_FOUND_MESSAGE = 'Message not found.';

/** An e-mail log id as a URL names it (`contact-…`, `account-…`). */
export const emailLogIdSchema = verbatimText().regex(/^[A-Za-z0-9_-]{1,100}$/, EMAIL_NOT_FOUND_MESSAGE);

export const adminMessagePageSchema = pageSchema(contactMessageSchema);
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;

export const adminEmailPageSchema = pageSchema(emailLogSummarySchema);
export type AdminEmailPage = z.infer<typeof adminEmailPageSchema>;

/** GET /api/messages: every contact message, newest first. */
export const pageAdminMessagesRpc = defineRpc('admin.messages.list.v1', pageRequestSchema, adminMessagePageSchema);

/** DELETE /api/messages/{id}: recorded in the audit log; 404 'Message not found.'. */
export const deleteAdminMessageRpc = defineRpc(
  'admin.messages.delete.v1',
  adminActorSchema.extend({ id: contactMessageIdSchema }).strict(),
  z.object({ success: z.literal(true) }),
);

/** GET /api/admin/emails: the e-mail log without bodies, newest first. */
export const pageAdminEmailsRpc = defineRpc('admin.emails.list.v1', pageRequestSchema, adminEmailPageSchema);

/** GET /api/admin/emails/{id}: one e-mail, its HTML body sanitised; 404 'E-mail not found.'. */
export const getAdminEmailRpc = defineRpc('admin.emails.get.v1', z.object({ id: emailLogIdSchema }).strict(), emailLogEntrySchema);
