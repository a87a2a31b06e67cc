import type { GooglePhotoSet } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { deleteGooglePhotoSet, renameGooglePhotoSet, updateCachedSets, upsertCachedSets } from '../api/albums';

/** A card's changes: its title, and taking it off the page. */
export function useAlbumActions() {
  const queryClient = useQueryClient();

  const rename = useMutation({
    mutationFn: renameGooglePhotoSet,
    onSuccess: (saved) => upsertCachedSets(queryClient, [saved]),
  });

  const remove = useMutation({
    mutationFn: (set: GooglePhotoSet) => deleteGooglePhotoSet(set.id),
    onSuccess: (_answer, set) => updateCachedSets(queryClient, (albums) => albums.filter((album) => album.id !== set.id)),
    onError: (error) =>
      notify({ title: 'Remove Failed', description: serverMessage(error, 'The album could not be removed. Please try again.'), variant: 'destructive' }),
  });

  return { rename, remove };
}
