import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshCurrentUser } from './current-user';
import { isAuthChangedEvent } from './auth-changed-marker';

/**
 * Refetches the current user when another tab writes the auth-changed marker (a profile
 * save, a sign-out, an account deletion there). Mounted once, in the root layout.
 */
export function useAuthSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isAuthChangedEvent(event)) void refreshCurrentUser(queryClient);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
