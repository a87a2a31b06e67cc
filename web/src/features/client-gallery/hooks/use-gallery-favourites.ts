import type { ClientGalleryView } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { clientGalleryQueryOptions, setGalleryFavourite } from '../api/client-gallery';

/** Marks or unmarks a favourite; the page shows the server's list as soon as it answers. */
export function useGalleryFavourites(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = clientGalleryQueryOptions(token);
  return useMutation({
    mutationFn: ({ photoId, favourite, visitorName }: { photoId: string; favourite: boolean; visitorName: string }) =>
      setGalleryFavourite(token, photoId, favourite, visitorName),
    onSuccess: ({ favourites }) => queryClient.setQueryData<ClientGalleryView>(queryKey, (view) => (view?.status === 'open' ? { ...view, favourites } : view)),
    onError: (error) => notify({ title: 'Favourite not saved', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
