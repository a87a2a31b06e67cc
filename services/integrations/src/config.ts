import { logEnv, mongoEnv, natsEnv } from '@lumafolio/server-common';
import { z } from 'zod';

export const integrationsConfigSchema = z.object({
  ...natsEnv,
  ...mongoEnv,
  ...logEnv,
});
export type IntegrationsConfig = z.output<typeof integrationsConfigSchema>;
