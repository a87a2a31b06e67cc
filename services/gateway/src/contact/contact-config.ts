import { envInteger } from '@lumafolio/server-common';

/** POST /api/contact: messages accepted per client IP and window. */
export const contactEnv = {
  CONTACT_RATE_LIMIT: envInteger(1, 1_000_000).default(5),
  CONTACT_RATE_WINDOW_S: envInteger(1, 86_400).default(600),
};
