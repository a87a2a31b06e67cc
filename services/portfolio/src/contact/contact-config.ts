import { configClass, envInteger } from '@lumafolio/server-common';
import { z } from 'zod';

/** What contact messages need of the service's settings. */
export const contactEnv = {
  /** How often notifications the integrations service could not queue (it or its Redis was down) are asked for again. */
  CONTACT_EMAIL_SWEEP_INTERVAL_MS: envInteger(1_000, 3_600_000).default(60_000),
};
export const contactConfigSchema = z.object(contactEnv);
/** What the contact module needs of the service's settings, injected by type. */
export class ContactConfig extends configClass(contactConfigSchema) {}
