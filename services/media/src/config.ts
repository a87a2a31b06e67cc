import { aiEnv } from '@lumafolio/ai';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '@lumafolio/contracts';
import {
  configClass,
  envInteger,
  imageUrlEnv,
  logEnv,
  metricsEnv,
  mediaQueuePrefixEnv,
  mongoEnv,
  natsEnv,
  redisEnv,
  rpcEnv,
  tracingEnv,
} from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

export const mediaConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...mongoEnv,
  ...redisEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  ...storageEnv,
  ...aiEnv,
  ...imageUrlEnv,
  /** Per-user storage quota (spec 01 §9: 250 MB when none is given). */
  STORAGE_QUOTA_BYTES: envInteger(1024 * 1024, 1024 ** 4).default(DEFAULT_STORAGE_QUOTA_BYTES),
  ...mediaQueuePrefixEnv,
  /** How often photos stored while the queue was unreachable get their jobs queued. */
  PHOTO_JOBS_SWEEP_INTERVAL_MS: envInteger(1_000, 3_600_000).default(60_000),
  /**
   * How often the photo read model is looked after (ADR 46): rebuilt when found missing or
   * of an older version, and changes whose projection did not run are projected again.
   */
  READ_MODEL_UPKEEP_INTERVAL_MS: envInteger(1_000, 3_600_000).default(15_000),
});
/** The media service's settings, injected by type. */
export class MediaConfig extends configClass(mediaConfigSchema) {}
