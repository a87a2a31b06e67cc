import type { QueryClient } from '@tanstack/react-query';
import { authPaths } from '../config';
import { markAuthChanged } from './auth-changed-marker';
import { currentUserQueryKey, refreshCurrentUser } from './current-user';

let endingSession = false;

/**
 * true once this page has started to sign out (or deleted the account). Pages that
 * require a user read it so that the cleared user does not look like a signed-out
 * visit (which would redirect with 'Authentication required' while the page unloads).
 */
export function isEndingSession(): boolean {
  return endingSession;
}

/** Forgets the signed-in user on this page: pending user fetches stop, the cached user becomes null. */
export function clearSession(queryClient: QueryClient): void {
  endingSession = true;
  void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
  queryClient.setQueryData(currentUserQueryKey, null);
  markAuthChanged();
}

export interface SignOutOptions {
  /** Called when signing out fails (the error is always logged). */
  onError?: (error: unknown) => void;
  /** Navigation, replaceable in tests. */
  assign?: (url: string) => void;
}

/**
 * Sign-out (spec 01 §4/§7): clears the cached user, then a full-page navigation to
 * /api/logout, where the gateway ends the session, signs out at the identity provider and
 * lands on /. A failure is logged and handed to `onError`; the user is then refetched so
 * the page shows the real state again.
 */
export function signOut(queryClient: QueryClient, options: SignOutOptions = {}): void {
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  try {
    clearSession(queryClient);
    assign(authPaths.logout);
  } catch (error) {
    console.error('Logout failed', error);
    endingSession = false;
    void refreshCurrentUser(queryClient);
    options.onError?.(error);
  }
}
