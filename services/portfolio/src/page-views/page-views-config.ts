import { configClass, envInteger, pageViewInboxEnv, redisEnv } from '@lumafolio/server-common';
import { z } from 'zod';

/** What page views need: the Redis inbox the gateway fills, and how often it is collected. */
export const pageViewsEnv = {
  ...redisEnv,
  ...pageViewInboxEnv,
  PAGE_VIEWS_COLLECT_INTERVAL_MS: envInteger(100, 3_600_000).default(5_000),
};
export const pageViewsConfigSchema = z.object(pageViewsEnv);
/** What the page-views module needs of the service's settings, injected by type. */
export class PageViewsConfig extends configClass(pageViewsConfigSchema) {}
