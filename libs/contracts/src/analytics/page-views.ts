import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { RESERVED_USERNAMES } from '../auth/reserved-usernames.js';
import { portfolioSegmentSchema } from '../portfolio/portfolio-profile.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';

/** How many days the charts cover (today included). */
export const PAGE_VIEW_DAYS = 30;
/** How many portfolios the admin's "top portfolios" chart names. */
export const TOP_PORTFOLIOS = 10;
export const PAGE_VIEW_PATH_MAX = 300;

/** POST /api/page-views (sent with `navigator.sendBeacon`): the path the visitor opened, nothing else. */
export const pageViewBeaconSchema = z.object({ path: verbatimText().min(1).max(PAGE_VIEW_PATH_MAX) }).strict();
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;

/** The app's own screens, counted under one name each (/admin/dashboard is /admin). */
const SCREENS: Readonly<Record<string, string>> = {
  '/': '/',
  '/landing': '/landing',
  '/account': '/account',
  '/my-photos': '/my-photos',
  '/admin': '/admin',
  '/admin/dashboard': '/admin',
  '/account/google-photos/albums': '/account/google-photos/albums',
};

export const PORTFOLIO_PAGE_PREFIX = '/portfolio/';

/**
 * What a page view counts: a screen of the app ("/account"), or a portfolio as
 * "/portfolio/{segment}" (lowercased; "/jane" and "/portfolio/jane" are one page). The
 * query and fragment are dropped (they may hold what a visitor typed). Anything else
 * (API paths, files, unknown screens) is not a page and counts as nothing: null.
 */
export function countedPageOf(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';
  const screen = SCREENS[pathname.toLowerCase()];
  if (screen) return screen;
  const parts = pathname.split('/').slice(1);
  const segment = parts.length === 1 ? parts[0] : parts.length === 2 && parts[0] === 'portfolio' ? parts[1] : undefined;
  if (!segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parsed = portfolioSegmentSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const normalized = parsed.data.toLowerCase();
  if (parts.length === 1 && RESERVED_USERNAMES.has(normalized)) return null;
  return `${PORTFOLIO_PAGE_PREFIX}${normalized}`;
}

/** The portfolio segment of a counted page, or null for a screen of the app. */
export const portfolioSegmentOfPage = (page: string): string | null =>
  page.startsWith(PORTFOLIO_PAGE_PREFIX) ? page.slice(PORTFOLIO_PAGE_PREFIX.length) : null;

/** A UTC calendar day, "2026-11-25". */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
export const daySchema = verbatimText().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The last `count` UTC days, oldest first, ending with the day of `now`. */
export function lastDays(count: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => dayOf(new Date(today - (count - 1 - index) * 86_400_000)));
}

export const dailyViewsSchema = z.object({ day: daySchema, views: z.number().int().nonnegative() });
export type DailyViews = z.infer<typeof dailyViewsSchema>;

/** GET /api/user/page-views: the signed-in photographer's portfolio, per day (every day of the period, zeros included). */
export const portfolioViewsSchema = z.object({
  days: z.array(dailyViewsSchema),
  totalViews: z.number().int().nonnegative(),
});
export type PortfolioViews = z.infer<typeof portfolioViewsSchema>;

/** GET /api/admin/page-views: every page per day, and the most viewed portfolios of the period. */
export const adminPageViewsSchema = z.object({
  days: z.array(dailyViewsSchema),
  totalViews: z.number().int().nonnegative(),
  topPortfolios: z.array(
    z.object({
      userId: serverText(),
      /** Null once the account is gone. */
      username: serverText().nullable(),
      views: z.number().int().nonnegative(),
    }),
  ),
});
export type AdminPageViews = z.infer<typeof adminPageViewsSchema>;

const periodRequest = z.object({ days: z.number().int().min(1).max(366) }).strict();

/** Portfolio owns the counts: every page's views per day and the top portfolios (by user id). */
export const getPageViewSummaryRpc = defineRpc(
  'portfolio.page-views.summary.v1',
  periodRequest.extend({ top: z.number().int().min(1).max(100) }).strict(),
  adminPageViewsSchema.extend({ topPortfolios: z.array(z.object({ userId: serverText(), views: z.number().int().nonnegative() })) }),
);

export const getPortfolioViewsRpc = defineRpc(
  'portfolio.page-views.portfolio.v1',
  periodRequest.extend({ userId: serverText().min(1) }).strict(),
  portfolioViewsSchema,
);

/** The admin service names the top portfolios' owners. */
export const getAdminPageViewsRpc = defineRpc('admin.page-views.get.v1', z.object({}).strict(), adminPageViewsSchema);
