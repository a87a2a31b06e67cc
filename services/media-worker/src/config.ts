import { envInteger, logEnv, redisEnv } from '@lumafolio/server-common';
import { z } from 'zod';

export const mediaWorkerConfigSchema = z.object({
  ...redisEnv,
  ...logEnv,
  MEDIA_WORKER_CONCURRENCY: envInteger(1, 64).default(2),
});
export type MediaWorkerConfig = z.output<typeof mediaWorkerConfigSchema>;
