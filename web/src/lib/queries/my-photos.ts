import type { Photo } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/user/photos: the signed-in user's photos. Shared by My Photos and the
 * profile-picture and hero pickers, so it lives outside any one feature.
 */
export const MY_PHOTOS_KEY = ['/api/user/photos'] as const;

/** While a photo is being processed, its variants and placeholder are polled for. */
const PROCESSING_POLL_MS = 3000;

export function useMyPhotos(enabled: boolean) {
  return useQuery<Photo[] | null>({
    queryKey: MY_PHOTOS_KEY,
    enabled,
    refetchInterval: (query) => (query.state.data?.some((photo) => photo.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
}
