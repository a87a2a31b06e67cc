import { envInteger, logEnv, mongoEnv, natsEnv } from '@lumafolio/server-common';
import { z } from 'zod';

export const portfolioConfigSchema = z.object({
  ...natsEnv,
  ...mongoEnv,
  ...logEnv,
  TEMPLATES_CACHE_TTL_MS: envInteger(0, 3_600_000).default(30_000),
});
export type PortfolioConfig = z.output<typeof portfolioConfigSchema>;
