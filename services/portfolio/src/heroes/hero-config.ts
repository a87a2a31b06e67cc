import { configClass, mediaQueuePrefixEnv, portfolioQueuePrefixEnv, redisEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

/** What the hero banners need: storage for the seeded sources, the media queue, and the portfolio queue of their results. */
export const heroEnv = {
  ...redisEnv,
  ...storageEnv,
  ...mediaQueuePrefixEnv,
  ...portfolioQueuePrefixEnv,
};
export const heroConfigSchema = z.object(heroEnv);
/** What the heroes module needs of the service's settings, injected by type. */
export class HeroConfig extends configClass(heroConfigSchema) {}
