import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notify, type NotifyOptions } from '../toaster';
import { isEndingSession } from './sign-out';
import { useAuth, type AuthState } from './use-auth';

export type SignInRequiredToast = Pick<NotifyOptions, 'title' | 'description' | 'variant'>;

/**
 * For pages that need a signed-in user (account, my photos): once the user fetch says
 * "signed out", shows `toast` and redirects to / (spec 01 §2). Not while this page is
 * signing out itself, and not when the fetch failed for another reason (the page shows
 * that error instead).
 */
export function useRequireAuth(toast: SignInRequiredToast): AuthState {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedOut = !auth.isLoading && !auth.isError && auth.user === null && !isEndingSession();
  const { title, description, variant } = toast;

  useEffect(() => {
    if (!signedOut) return;
    notify({ title, description, variant });
    void navigate('/', { replace: true });
  }, [signedOut, navigate, title, description, variant]);

  return auth;
}
