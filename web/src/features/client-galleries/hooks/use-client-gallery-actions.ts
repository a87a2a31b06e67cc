import type { CreateClientGalleryRequest, OwnClientGallery, UpdateClientGalleryRequest } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { clientGalleriesQueryOptions, createClientGallery, deleteClientGallery, galleryLink, updateClientGallery } from '../api/client-galleries';

/** The owner's changes to their galleries, each followed by a fresh list and a toast. */
export function useClientGalleryActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientGalleriesQueryOptions().queryKey });

  const create = useMutation({
    mutationFn: (gallery: CreateClientGalleryRequest) => createClientGallery(gallery),
    onSuccess: (gallery) => {
      void refresh();
      notify({ title: 'Gallery created', description: `'${gallery.name}' is ready to share.`, variant: 'success' });
    },
    onError: (error) => notify({ title: 'Could not create the gallery', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateClientGalleryRequest }) => updateClientGallery(id, change),
    onSuccess: (gallery) => {
      void refresh();
      notify({ title: 'Gallery saved', description: `'${gallery.name}' was updated.`, variant: 'success' });
    },
    onError: (error) => notify({ title: 'Could not save the gallery', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: (gallery: OwnClientGallery) => deleteClientGallery(gallery.id),
    onSuccess: (_answer, gallery) => {
      void refresh();
      notify({ title: 'Gallery deleted', description: `'${gallery.name}' and its link are gone.`, variant: 'success' });
    },
    onError: (error) => notify({ title: 'Delete failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const copyLink = async (gallery: OwnClientGallery) => {
    try {
      await navigator.clipboard.writeText(galleryLink(gallery.token));
      notify({ title: 'Link copied', description: 'Send it to your client.', variant: 'success' });
    } catch {
      notify({ title: 'Could not copy the link', description: galleryLink(gallery.token), variant: 'destructive' });
    }
  };

  return { create, update, remove, copyLink };
}
