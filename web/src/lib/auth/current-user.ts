import type { CurrentUser } from '@lumafolio/contracts';
import { CURRENT_USER_PATH } from '@lumafolio/contracts/paths';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { jsonQueryFn } from '../queries/query-fns';

/**
 * GET /api/auth/user: a 401 yields `null` (signed out). Fetched once and kept (spec 01 §4):
 * never stale, never dropped, not retried. `enabled` is false on public portfolio paths,
 * where it is not fetched. Keyed by its path, as the gateway seeds it in a rendered page.
 */
export function currentUserQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [CURRENT_USER_PATH] as const,
    queryFn: jsonQueryFn<CurrentUser>(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
}

/** The current user's query key (typed with its data, for reads and writes of the cache). */
export const currentUserQueryKey = currentUserQueryOptions().queryKey;

/** Refetches the current user (after a profile save, the Refresh button, another tab's change). */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
