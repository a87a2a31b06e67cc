import type { PortfolioViews } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from '@/lib/queries/query-fns';

export const PORTFOLIO_VIEWS_URL = '/api/user/page-views';

/** GET /api/user/page-views: the signed-in photographer's portfolio views per day. */
export function portfolioViewsQueryOptions() {
  return queryOptions({
    queryKey: [PORTFOLIO_VIEWS_URL] as const,
    queryFn: jsonQueryFn<PortfolioViews>(),
    staleTime: 60_000,
  });
}
