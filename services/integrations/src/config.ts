import { googlePhotosEnv } from '@lumafolio/google-photos';
import { albumSyncQueuePrefixEnv, logEnv, metricsEnv, mongoEnv, natsEnv, redisEnv, tracingEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

export const integrationsConfigSchema = z.object({
  ...natsEnv,
  ...mongoEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  ...redisEnv,
  ...storageEnv,
  ...googlePhotosEnv,
  ...albumSyncQueuePrefixEnv,
});
export type IntegrationsConfig = z.output<typeof integrationsConfigSchema>;
