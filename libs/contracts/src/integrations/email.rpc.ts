import { z } from 'zod';
import { emailJobPayloadSchema } from '../jobs/integration-jobs.js';
import { defineRpc } from '../rpc/define-rpc.js';

/**
 * Auth (sign-up e-mails) and portfolio (contact notifications) → integrations: send an
 * e-mail. The answer comes once the integrations service has queued it on its own queue;
 * the same e-mail asked for again is queued once (the job id comes from the payload).
 */
export const sendEmailRpc = defineRpc('integrations.email.send.v1', emailJobPayloadSchema, z.object({ queued: z.literal(true) }).strict());
