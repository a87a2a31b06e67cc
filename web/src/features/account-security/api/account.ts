import type { ChangePasswordRequest, DeleteAccountRequest } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toaster';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { clearSession } from '@/lib/auth/sign-out';

export const CHANGE_PASSWORD_URL = '/api/auth/password';
export const ACCOUNT_URL = '/api/auth/user';
export const SIGN_OUT_EVERYWHERE_URL = '/api/auth/sessions/revoke';

/**
 * POST /api/auth/password. Not retried: a repeated wrong password would count twice
 * towards the sign-in throttle.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => apiRequest<{ changed: true }>('POST', CHANGE_PASSWORD_URL, request),
    retry: false,
  });
}

/** After the session ended here: every cached query is dropped, the user becomes null and the app goes to /. */
function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession(queryClient);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    void navigate('/', { replace: true });
  };
}

/**
 * POST /api/auth/sessions/revoke: ends every session of the user (this one too) and their
 * sign-ins at the identity provider, so every device has to enter the password again.
 */
export function useSignOutEverywhere() {
  const leave = useLeaveSignedOut();
  return useMutation({
    mutationFn: () => apiRequest<null>('POST', SIGN_OUT_EVERYWHERE_URL),
    retry: false,
    onSuccess: () => {
      leave();
      notify({ title: 'Signed out everywhere', description: 'You have been signed out on every device. Sign in again with your password.' });
    },
  });
}

/**
 * DELETE /api/auth/user { confirmUsername }: deletes the account and its data; the session
 * ends with it. On success every cached query is dropped, the user becomes null and the
 * app goes to / (here rather than in the dialog, which unmounts with the account page).
 */
export function useDeleteAccount() {
  const leave = useLeaveSignedOut();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => apiRequest<null>('DELETE', ACCOUNT_URL, request),
    retry: false,
    onSuccess: () => {
      leave();
      notify({ title: 'Account deleted', description: 'Your account and its data have been deleted.' });
    },
  });
}
