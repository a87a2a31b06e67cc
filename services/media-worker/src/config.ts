import { aiEnv } from '@lumafolio/ai';
import { envInteger, logEnv, metricsEnv, mediaQueuePrefixEnv, mongoEnv, natsEnv, redisEnv, tracingEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const mediaWorkerConfigSchema = z.object({
  ...redisEnv,
  ...mongoEnv,
  ...storageEnv,
  ...aiEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  /** Changes visitors see, and the photo and hero jobs' results, are announced over NATS. */
  ...natsEnv,
  /**
   * Photos processed at once. One more than the cores: while one job reads, stores or
   * writes its document, the others keep every core encoding (bench:media: 2 cores, 3 jobs
   * → 318 ms/photo against 380 with 2).
   */
  MEDIA_WORKER_CONCURRENCY: envInteger(1, 64).default(availableParallelism() + 1),
  ...mediaQueuePrefixEnv,
});
export type MediaWorkerConfig = z.output<typeof mediaWorkerConfigSchema>;
