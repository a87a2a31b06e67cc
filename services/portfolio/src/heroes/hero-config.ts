import { configClass, envInteger, portfolioQueuePrefixEnv, redisEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

/** What the hero banners need: storage for the seeded sources, and the portfolio queue of their results. */
export const heroEnv = {
  ...redisEnv,
  ...storageEnv,
  ...portfolioQueuePrefixEnv,
  /** How often banners still without their renditions or palette are asked for again (a lost announcement's backstop). */
  HERO_RESULTS_SWEEP_MS: envInteger(1_000, 86_400_000).default(600_000),
};
export const heroConfigSchema = z.object(heroEnv);
/** What the heroes module needs of the service's settings, injected by type. */
export class HeroConfig extends configClass(heroConfigSchema) {}
