import { aiEnv } from '@lumafolio/ai';
import { envInteger, logEnv, mongoEnv, natsEnv, redisEnv, rpcEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const mediaWorkerConfigSchema = z.object({
  ...redisEnv,
  ...mongoEnv,
  ...storageEnv,
  ...aiEnv,
  ...logEnv,
  /** Hero jobs report their results to the portfolio service over RPC. */
  ...natsEnv,
  ...rpcEnv,
  /**
   * Photos processed at once. One more than the cores: while one job reads, stores or
   * writes its document, the others keep every core encoding (bench:media: 2 cores, 3 jobs
   * → 318 ms/photo against 380 with 2).
   */
  MEDIA_WORKER_CONCURRENCY: envInteger(1, 64).default(availableParallelism() + 1),
  /** BullMQ key prefix: the producers' default unless a deployment (or a test) isolates its queue. */
  MEDIA_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]+$/, { error: 'must be letters, digits, ":", "_" or "-"' }).default('bull'),
});
export type MediaWorkerConfig = z.output<typeof mediaWorkerConfigSchema>;
