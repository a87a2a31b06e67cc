import type { ChangePasswordRequest, DeleteAccountRequest } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { currentUserQueryKey } from '../../../lib/auth/current-user';
import { clearSession } from '../../../lib/auth/sign-out';

export const CHANGE_PASSWORD_URL = '/api/auth/password';
export const ACCOUNT_URL = '/api/auth/user';

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

/**
 * DELETE /api/auth/user { confirmUsername }: deletes the account and its data; the session
 * ends with it. On success every cached query is dropped, the user becomes null and the
 * app goes to / (here rather than in the dialog, which unmounts with the account page).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => apiRequest<null>('DELETE', ACCOUNT_URL, request),
    retry: false,
    onSuccess: () => {
      clearSession(queryClient);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      void navigate('/', { replace: true });
      notify({ title: 'Account deleted', description: 'Your account and its data have been deleted.' });
    },
  });
}
