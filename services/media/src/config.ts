import { aiEnv } from '@lumafolio/ai';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '@lumafolio/contracts';
import { envInteger, logEnv, mongoEnv, natsEnv, redisEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

export const mediaConfigSchema = z.object({
  ...natsEnv,
  ...mongoEnv,
  ...redisEnv,
  ...logEnv,
  ...storageEnv,
  ...aiEnv,
  /** Per-user storage quota (spec 01 §9: 250 MB when none is given). */
  STORAGE_QUOTA_BYTES: envInteger(1024 * 1024, 1024 ** 4).default(DEFAULT_STORAGE_QUOTA_BYTES),
});
export type MediaConfig = z.output<typeof mediaConfigSchema>;
