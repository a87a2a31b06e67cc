import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type MouseEvent } from 'react';
import { signOut, type SignOutOptions } from './sign-out';

/**
 * Click handler for a Sign Out link to /api/logout: clears the cached user, then navigates.
 * The navigation bar passes no `onError` (failures are only logged); the account page
 * shows 'Logout failed'.
 */
export function useSignOut(onError?: SignOutOptions['onError']): (event?: MouseEvent) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (event?: MouseEvent) => {
      // Modified clicks (new tab / window) keep the browser's own behaviour.
      if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)) return;
      event?.preventDefault();
      signOut(queryClient, { onError });
    },
    [queryClient, onError],
  );
}
