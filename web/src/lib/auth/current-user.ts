import type { CurrentUser } from '@lumafolio/contracts';
import { CURRENT_USER_PATH } from '@lumafolio/contracts/paths';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

/**
 * GET /api/auth/user through the app's default query function: a 401 yields `null`
 * (signed out). Fetched once and kept (spec 01 §4): never stale, never dropped, not
 * retried. `enabled` is false on public portfolio paths, where it is not fetched.
 */
export function currentUserQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions<CurrentUser | null, Error, CurrentUser | null, typeof currentUserQueryKey>({
    queryKey: currentUserQueryKey,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
}

/** Refetches the current user (after a profile save, the Refresh button, another tab's change). */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
