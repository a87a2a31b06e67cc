import { z } from 'zod';
import { contactMessageSchema } from '../portfolio/contact.schema.js';

export const INTEGRATIONS_QUEUE = 'integrations';

export const integrationJobNames = ['email'] as const;
export type IntegrationJobName = (typeof integrationJobNames)[number];

/**
 * An e-mail to send. The payload carries everything the worker needs, so it never reads
 * another service's collections; recipients are resolved when the job runs.
 */
export const emailJobPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact-message'), message: contactMessageSchema }),
]);
export type EmailJobPayload = z.infer<typeof emailJobPayloadSchema>;

/** The e-mail log entry of a contact message's notification: one per message, however often the job runs. */
export function contactEmailLogId(messageId: string): string {
  return `contact-${messageId}`;
}

/** Deterministic: a retried or re-enqueued notification never sends twice. */
export function emailJobId(payload: EmailJobPayload): string {
  return `email-${contactEmailLogId(payload.message.id)}`;
}
