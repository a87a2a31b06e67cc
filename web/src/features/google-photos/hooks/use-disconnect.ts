import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { googlePhotoSetsQueryOptions } from '../api/albums';
import { disconnectGooglePhotos, googlePhotosConnectionQueryOptions } from '../api/connection';

const CONNECTION_KEY = googlePhotosConnectionQueryOptions().queryKey;

/** Disconnect: the connection reads "not connected" at once, and the sets are asked for again when shown. */
export function useDisconnectGooglePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGooglePhotos,
    onSuccess: () => {
      queryClient.setQueryData(CONNECTION_KEY, (connection) =>
        connection ? { ...connection, connected: false, needsReconnect: false, connectedAt: null } : connection,
      );
      queryClient.removeQueries({ queryKey: googlePhotoSetsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: CONNECTION_KEY });
      notify({ title: 'Google Photos disconnected', description: 'Photos you already imported stay in My Photos.', variant: 'success' });
    },
    onError: (error) =>
      notify({
        title: 'Disconnect Failed',
        description: serverMessage(error, 'Google Photos could not be disconnected. Please try again.'),
        variant: 'destructive',
      }),
  });
}
