import { configClass, envInteger, integrationsQueuePrefixEnv, redisEnv } from '@lumafolio/server-common';
import { z } from 'zod';

/** What contact messages need: the integrations queue for their notification e-mails. */
export const contactEnv = {
  ...redisEnv,
  ...integrationsQueuePrefixEnv,
  /** How often notifications that could not be queued (Redis down) are queued again. */
  CONTACT_EMAIL_SWEEP_INTERVAL_MS: envInteger(1_000, 3_600_000).default(60_000),
};
export const contactConfigSchema = z.object(contactEnv);
/** What the contact module needs of the service's settings, injected by type. */
export class ContactConfig extends configClass(contactConfigSchema) {}
