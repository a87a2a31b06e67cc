import {
  accountsQueuePrefixEnv,
  envInteger,
  integrationsQueuePrefixEnv,
  logEnv,
  metricsEnv,
  tracingEnv,
  mongoEnv,
  natsEnv,
  redisEnv,
  rpcEnv,
} from '@lumafolio/server-common';
import { z } from 'zod';

export const integrationsWorkerConfigSchema = z.object({
  ...redisEnv,
  ...mongoEnv,
  ...natsEnv,
  ...rpcEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  INTEGRATIONS_WORKER_CONCURRENCY: envInteger(1, 64).default(2),
  ...integrationsQueuePrefixEnv,
  ...accountsQueuePrefixEnv,
  /** smtp(s)://user:pass@host:port: e-mails are sent. Unset: they are only captured in the e-mail log. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of every e-mail: "Name <address>" or an address. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>@\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address or "Name <address>"')
    .default('Lumafolio <no-reply@lumafolio.local>'),
  BRAND_NAME: z.string().min(1).default('Lumafolio'),
});
export type IntegrationsWorkerConfig = z.output<typeof integrationsWorkerConfigSchema>;
