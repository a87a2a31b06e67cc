import { envInteger, pageViewInboxEnv } from '@lumafolio/server-common';

/** POST /api/page-views: where views wait for the portfolio service, and how many one client IP may send per window. */
export const pageViewsEnv = {
  ...pageViewInboxEnv,
  PAGE_VIEW_RATE_LIMIT: envInteger(1, 10_000_000).default(120),
  PAGE_VIEW_RATE_WINDOW_S: envInteger(1, 86_400).default(60),
};
