import { logEnv, redisEnv } from '@lumafolio/server-common';
import { z } from 'zod';

export const mediaWorkerConfigSchema = z.object({
  ...redisEnv,
  ...logEnv,
  MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
});
export type MediaWorkerConfig = z.output<typeof mediaWorkerConfigSchema>;
