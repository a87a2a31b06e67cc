import type { CurrentUser } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey, refreshCurrentUser } from '@/lib/auth/current-user';
import { markAuthChanged } from '@/lib/auth/auth-changed-marker';

export const PROFILE_IMAGE_UPLOAD_URL = '/api/user/profile-image/upload';
export const PROFILE_IMAGE_FROM_PHOTO_URL = '/api/user/profile-image/set-custom';

/** Both ways of setting the picture answer the updated user: it becomes the cached one. */
function useProfileImageMutation<T>(send: (input: T) => Promise<CurrentUser | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(currentUserQueryKey, user);
      markAuthChanged();
      await refreshCurrentUser(queryClient);
    },
  });
}

/** POST /api/user/profile-image/upload, multipart field `profileImage` (spec 01 §7). */
export function useUploadProfileImage() {
  return useProfileImageMutation((file: File) => {
    const form = new FormData();
    form.append('profileImage', file, file.name);
    return apiRequest<CurrentUser>('POST', PROFILE_IMAGE_UPLOAD_URL, form);
  });
}

/** POST /api/user/profile-image/set-custom {photoId}. */
export function useProfileImageFromPhoto() {
  return useProfileImageMutation((photoId: string) => apiRequest<CurrentUser>('POST', PROFILE_IMAGE_FROM_PHOTO_URL, { photoId }));
}
