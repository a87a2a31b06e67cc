import { googlePhotosEnv } from '@lumafolio/google-photos';
import { albumSyncQueuePrefixEnv, envInteger, logEnv, metricsEnv, mongoEnv, natsEnv, redisEnv, rpcEnv, tracingEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

export const albumSyncWorkerConfigSchema = z.object({
  ...redisEnv,
  ...mongoEnv,
  /** Media (the intake, imported items) and auth (the photographer's name), over NATS; its sets' progress is announced there. */
  ...natsEnv,
  ...rpcEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  /** The originals are streamed straight into object storage, as the gateway does with uploads. */
  ...storageEnv,
  ...googlePhotosEnv,
  /** Items imported at once: each is mostly waiting on Google and storage, not on a core. */
  ALBUM_SYNC_WORKER_CONCURRENCY: envInteger(1, 64).default(2),
  ...albumSyncQueuePrefixEnv,
});
export type AlbumSyncWorkerConfig = z.output<typeof albumSyncWorkerConfigSchema>;
