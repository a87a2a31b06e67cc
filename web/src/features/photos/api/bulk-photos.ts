import type { BulkPhotoRequest, BulkPhotoResult } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientGalleriesQueryOptions } from '@/lib/queries/client-galleries';
import { everyMyPhotosList } from '@/lib/queries/my-photos';
import { invalidateAccountFigures } from './account-figures';

export const BULK_PHOTOS_PATH = '/api/user/photos/bulk';

/**
 * POST /api/user/photos/bulk: one action on many photos. Which loaded photos it changed
 * (a "matching" selection reaches unloaded ones) is the server's to say: every list, the
 * counters and the stats are fetched again; after photos were added to a gallery, the galleries.
 */
export function useBulkUpdatePhotos() {
  const queryClient = useQueryClient();
  return useMutation<BulkPhotoResult, unknown, BulkPhotoRequest>({
    mutationFn: (request) => apiRequest<BulkPhotoResult>('POST', BULK_PHOTOS_PATH, request),
    retry: false,
    onSuccess: (_result, { action }) => {
      if (action.kind === 'add-to-gallery') {
        void queryClient.invalidateQueries({ queryKey: clientGalleriesQueryOptions().queryKey });
        return;
      }
      void Promise.all([queryClient.invalidateQueries(everyMyPhotosList), invalidateAccountFigures(queryClient)]);
    },
  });
}
