import { httpUrl, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { emailSchema, usernameSchema } from '../auth/user.schema.js';
import { contactMessageSchema } from '../portfolio/contact.schema.js';

export const INTEGRATIONS_QUEUE = 'integrations';

/** Random per e-mail (the identity provider makes it): names the log entry and the job. */
const accountEmailId = verbatimText().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * An e-mail to send. The payload carries everything the worker needs, so it never reads
 * another service's collections; recipients of contact messages are resolved when the job
 * runs. The account e-mails answer a sign-up form: a new address gets the link that
 * creates the account, a registered one is told it already has an account.
 */
export const emailJobPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact-message'), message: contactMessageSchema }),
  z.object({
    kind: z.literal('sign-up-confirmation'),
    id: accountEmailId,
    to: emailSchema,
    username: usernameSchema,
    confirmUrl: httpUrl(),
    validForHours: z.number().int().min(1).max(168),
  }),
  z.object({ kind: z.literal('account-exists'), id: accountEmailId, to: emailSchema, signInUrl: httpUrl() }),
]);
export type EmailJobPayload = z.infer<typeof emailJobPayloadSchema>;
export type ContactEmailPayload = Extract<EmailJobPayload, { kind: 'contact-message' }>;
export type AccountEmailPayload = Exclude<EmailJobPayload, ContactEmailPayload>;

/** The e-mail log entry of a contact message's notification: one per message, however often the job runs. */
export function contactEmailLogId(messageId: string): string {
  return `contact-${messageId}`;
}

/** The e-mail log entry of any e-mail job. */
export function emailLogId(payload: EmailJobPayload): string {
  return payload.kind === 'contact-message' ? contactEmailLogId(payload.message.id) : `account-${payload.id}`;
}

/** Deterministic: a retried or re-enqueued e-mail never sends twice. */
export function emailJobId(payload: EmailJobPayload): string {
  return `email-${emailLogId(payload)}`;
}
