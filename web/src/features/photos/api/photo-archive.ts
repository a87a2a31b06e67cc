import type { PhotoArchiveLink, PhotoArchiveRequest } from '@lumafolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PHOTO_ARCHIVE_PATH = '/api/user/photos/archive';

/**
 * POST /api/user/photos/archive: a link that downloads a ZIP of the selected photos'
 * originals (for a few minutes, this session only), and how many photos and bytes it holds.
 * Nothing changes, so nothing is fetched again.
 */
export function useCreatePhotoArchive() {
  return useMutation<PhotoArchiveLink, unknown, PhotoArchiveRequest>({
    mutationFn: (request) => apiRequest<PhotoArchiveLink>('POST', PHOTO_ARCHIVE_PATH, request),
    retry: false,
  });
}
