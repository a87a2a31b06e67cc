import { configClass, envInteger, portfolioQueuePrefixEnv, redisEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

/** What the hero banners need: storage for the seeded sources, and the portfolio queue of their results. */
export const heroEnv = {
  ...redisEnv,
  ...storageEnv,
  ...portfolioQueuePrefixEnv,
  /**
   * Tests only: a hero banner added by URL may come from a private or loopback address. Off,
   * every address that is not public is refused (ADR 26).
   */
  HERO_URL_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** How often banners still without their renditions or palette are asked for again (a lost announcement's backstop). */
  HERO_RESULTS_SWEEP_MS: envInteger(1_000, 86_400_000).default(600_000),
};
export const heroConfigSchema = z.object(heroEnv);
/** What the heroes module needs of the service's settings, injected by type. */
export class HeroConfig extends configClass(heroConfigSchema) {}
