import { configClass, mediaQueuePrefixEnv, portfolioQueuePrefixEnv, redisEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

/** What the hero banners need: storage for the seeded sources, the media queue, and the portfolio queue of their results. */
export const heroEnv = {
  ...redisEnv,
  ...storageEnv,
  ...mediaQueuePrefixEnv,
  ...portfolioQueuePrefixEnv,
  /**
   * Tests only: a hero banner added by URL may come from a private or loopback address. Off,
   * every address that is not public is refused (ADR 26).
   */
  HERO_URL_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
};
export const heroConfigSchema = z.object(heroEnv);
/** What the heroes module needs of the service's settings, injected by type. */
export class HeroConfig extends configClass(heroConfigSchema) {}
