import type { CurrentUser, UpdateProfileRequest } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryTransientFailure } from '@/lib/query-client';
import { currentUserQueryKey, refreshCurrentUser } from '@/lib/auth/current-user';
import { markAuthChanged } from '@/lib/auth/auth-changed-marker';

export const PROFILE_URL = '/api/profile';

/**
 * PUT /api/profile (spec 01 §4 "Profile edit"): on success the answer becomes the cached
 * user, the auth-changed marker is written for other tabs, and the user is refetched.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) => apiRequest<CurrentUser>('PUT', PROFILE_URL, request),
    retry: retryTransientFailure,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(currentUserQueryKey, user);
      markAuthChanged();
      await refreshCurrentUser(queryClient);
    },
  });
}
