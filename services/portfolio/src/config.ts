import { configClass, envInteger, logEnv, metricsEnv, mongoEnv, natsEnv, rpcEnv, tracingEnv } from '@lumafolio/server-common';
import { z } from 'zod';
import { contactEnv } from './contact/contact-config.js';
import { heroEnv } from './heroes/hero-config.js';
import { pageViewsEnv } from './page-views/page-views-config.js';

export const portfolioConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...mongoEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  ...heroEnv,
  ...contactEnv,
  ...pageViewsEnv,
  TEMPLATES_CACHE_TTL_MS: envInteger(0, 3_600_000).default(30_000),
});
/** The portfolio service's settings, injected by type. */
export class PortfolioConfig extends configClass(portfolioConfigSchema) {}
