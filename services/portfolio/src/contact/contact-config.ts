import { configClass, envInteger, redisEnv } from '@lumafolio/server-common';
import { z } from 'zod';

/** What contact messages need: the integrations queue for their notification e-mails. */
export const contactEnv = {
  ...redisEnv,
  /** BullMQ key prefix of the integrations queue: the worker's default unless a deployment (or a test) isolates it. */
  INTEGRATIONS_QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, { error: 'must be letters, digits, ":", "_" or "-"' })
    .default('bull'),
  /** How often notifications that could not be queued (Redis down) are queued again. */
  CONTACT_EMAIL_SWEEP_INTERVAL_MS: envInteger(1_000, 3_600_000).default(60_000),
};
export const contactConfigSchema = z.object(contactEnv);
/** What the contact module needs of the service's settings, injected by type. */
export class ContactConfig extends configClass(contactConfigSchema) {}
