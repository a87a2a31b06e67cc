import type { AdminPhoto, AdminPhotoPage } from '@lumafolio/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mapPages, pagedListKey, type Pages } from '@/lib/queries/paged';
import { notify } from '@/lib/toaster';
import { ADMIN_PHOTOS_PATH, setAdminPhotoFeatured } from '../api/admin-photos';

/** Spec 02 §8. */
export const FEATURED_UPDATE_FAILED = 'Failed to update featured status';

function changeCard(queryClient: QueryClient, photoId: string, change: (photo: AdminPhoto) => AdminPhoto): AdminPhoto | undefined {
  let before: AdminPhoto | undefined;
  queryClient.setQueryData<Pages<AdminPhotoPage>>(pagedListKey(ADMIN_PHOTOS_PATH), (data) =>
    mapPages(data, (items) =>
      items.map((photo) => {
        if (photo.id !== photoId) return photo;
        before = photo;
        return change(photo);
      }),
    ),
  );
  return before;
}

/** Feature / Unfeature: the card changes at once and goes back, with the spec's toast, if the server says no. */
export function useAdminFeatured() {
  const queryClient = useQueryClient();
  return useMutation<AdminPhoto, unknown, { photoId: string; featured: boolean }, { previous: AdminPhoto | undefined }>({
    mutationFn: ({ photoId, featured }) => setAdminPhotoFeatured(photoId, featured),
    retry: false,
    onMutate: async ({ photoId, featured }) => {
      await queryClient.cancelQueries({ queryKey: pagedListKey(ADMIN_PHOTOS_PATH) });
      return { previous: changeCard(queryClient, photoId, (photo) => ({ ...photo, featured })) };
    },
    onError: (error, { photoId }, context) => {
      const previous = context?.previous;
      if (previous) changeCard(queryClient, photoId, () => previous);
      notify({ title: FEATURED_UPDATE_FAILED, ...(error instanceof Error && error.message ? { description: error.message } : {}), variant: 'destructive' });
    },
    onSuccess: (photo) => {
      changeCard(queryClient, photo.id, () => photo);
    },
  });
}
