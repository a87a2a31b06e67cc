import { mediaQueuePrefixEnv, redisEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

/** What the hero banners need: storage for the seeded sources and the media queue. */
export const heroEnv = {
  ...redisEnv,
  ...storageEnv,
  ...mediaQueuePrefixEnv,
};
export const heroConfigSchema = z.object(heroEnv);
export type HeroConfig = z.output<typeof heroConfigSchema>;
