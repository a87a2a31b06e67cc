import type { CurrentUser, UploadSettingsRequest } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markAuthChanged } from '@/lib/auth/auth-changed-marker';
import { currentUserQueryKey } from '@/lib/auth/current-user';

export const UPLOAD_SETTINGS_URL = '/api/user/upload-settings';

/** PUT /api/user/upload-settings: the answer becomes the cached user (the upload queue reads it), other tabs are told. */
export function useSetUploadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UploadSettingsRequest) => apiRequest<CurrentUser>('PUT', UPLOAD_SETTINGS_URL, settings),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(currentUserQueryKey, user);
      markAuthChanged();
    },
  });
}
