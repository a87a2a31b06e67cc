import { googlePhotosEnv } from '@lumafolio/google-photos';
import {
  accountsQueuePrefixEnv,
  albumSyncQueuePrefixEnv,
  integrationsQueuePrefixEnv,
  logEnv,
  metricsEnv,
  mongoEnv,
  natsEnv,
  redisEnv,
  tracingEnv,
} from '@lumafolio/server-common';
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
  ...integrationsQueuePrefixEnv,
  // The accounts queue is the integrations domain's too: its worker runs it, the operators' views ask here.
  ...accountsQueuePrefixEnv,
});
export type IntegrationsConfig = z.output<typeof integrationsConfigSchema>;
