import type { AdminPageViews } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from '@/lib/queries/query-fns';

export const ADMIN_PAGE_VIEWS_URL = '/api/admin/page-views';

/** GET /api/admin/page-views: views per day and the top portfolios, refreshed every minute. */
export function adminPageViewsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_PAGE_VIEWS_URL] as const,
    queryFn: jsonQueryFn<AdminPageViews>(),
    refetchInterval: 60_000,
  });
}
