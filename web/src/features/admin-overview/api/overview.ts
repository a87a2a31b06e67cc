import type { AdminOverview } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from '@/lib/queries/query-fns';

export const ADMIN_OVERVIEW_URL = '/api/admin/overview';

/** GET /api/admin/overview: the user counts and the platform status, checked again every 30 s. */
export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_OVERVIEW_URL] as const,
    queryFn: jsonQueryFn<AdminOverview>(),
    refetchInterval: 30_000,
  });
}
