import type { CurrentUser } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { currentUserQueryOptions } from './current-user';
import { isPublicPortfolioPath } from './public-portfolio-path';

export interface AuthState {
  /** The signed-in user, or null (signed out, not fetched on this path, or not loaded yet). */
  user: CurrentUser | null;
  /** true while the first fetch of the user is under way. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** The user fetch failed for another reason than 401 (server down, 5xx). */
  isError: boolean;
  /** Fetches the user again (the Profile Summary's Refresh). */
  refetch: () => Promise<unknown>;
  isRefetching: boolean;
}

/** The session state (spec 01 §4): signed in means GET /api/auth/user returned a user. */
export function useAuth(): AuthState {
  const { pathname } = useLocation();
  const query = useQuery(currentUserQueryOptions({ enabled: !isPublicPortfolioPath(pathname) }));
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    isError: query.isError,
    refetch: query.refetch,
    isRefetching: query.isRefetching,
  };
}
