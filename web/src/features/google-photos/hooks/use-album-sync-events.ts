import { GOOGLE_PHOTOS_EVENTS_PATH, GOOGLE_PHOTOS_SYNC_EVENT, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { everyMyPhotosList } from '@/lib/queries/my-photos';
import { cachedSets, invalidateCachedSets, updateCachedSets } from '../api/albums';

/**
 * While the album page shows sets, the server pushes each syncing set's new progress
 * (Server-Sent Events fed by the album-sync queue) and it replaces the set's progress in the
 * cached list; EventSource reconnects by itself. When the stream (re)opens while a set is
 * syncing, the list is asked for again, so progress made while it was closed is not missed.
 */
export function useAlbumSyncEvents(active: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    const stream = new EventSource(GOOGLE_PHOTOS_EVENTS_PATH, { withCredentials: true });
    stream.addEventListener(GOOGLE_PHOTOS_SYNC_EVENT, (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as GooglePhotoSetProgress;
      updateCachedSets(queryClient, (albums) => albums.map((set) => (set.id === progress.albumId ? { ...set, progress } : set)));
      // The imported photos are in My Photos now: its lists, if loaded earlier, are out of date.
      if (progress.state === 'done') void queryClient.invalidateQueries(everyMyPhotosList);
    });
    stream.addEventListener('open', () => {
      if (cachedSets(queryClient).some((set) => set.progress.state === 'syncing')) void invalidateCachedSets(queryClient);
    });
    return () => stream.close();
  }, [queryClient, active]);
}
