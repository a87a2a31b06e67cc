import { GOOGLE_PHOTOS_EVENTS_PATH, GOOGLE_PHOTOS_SYNC_EVENT, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { everyMyPhotosList } from '@/lib/queries/my-photos';
import { cachedSets, invalidateCachedSets, updateCachedSets } from '../api/albums';

/** Without a push this long while a set syncs, the list is asked for again (a lost push is caught up). */
export const SYNC_RECHECK_MS = 30_000;

/**
 * While the album page shows sets, the server pushes each syncing set's new progress
 * (Server-Sent Events, fed by the integrations service's events) and it replaces the set's
 * progress in the cached list; EventSource reconnects by itself. When the stream (re)opens
 * while a set is syncing, the list is asked for again, so progress made while it was closed
 * is not missed, and again after SYNC_RECHECK_MS without a push, so a lost one is caught up.
 */
export function useAlbumSyncEvents(active: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    const refreshWhileSyncing = () => {
      if (cachedSets(queryClient).some((set) => set.progress.state === 'syncing')) void invalidateCachedSets(queryClient);
    };
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const recheckLater = () => {
      clearTimeout(recheck);
      recheck = setTimeout(() => {
        refreshWhileSyncing();
        recheckLater();
      }, SYNC_RECHECK_MS);
    };
    const stream = new EventSource(GOOGLE_PHOTOS_EVENTS_PATH, { withCredentials: true });
    stream.addEventListener(GOOGLE_PHOTOS_SYNC_EVENT, (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as GooglePhotoSetProgress;
      updateCachedSets(queryClient, (albums) => albums.map((set) => (set.id === progress.albumId ? { ...set, progress } : set)));
      // The imported photos are in My Photos now: its lists, if loaded earlier, are out of date.
      if (progress.state === 'done') void queryClient.invalidateQueries(everyMyPhotosList);
      recheckLater();
    });
    stream.addEventListener('open', refreshWhileSyncing);
    recheckLater();
    return () => {
      clearTimeout(recheck);
      stream.close();
    };
  }, [queryClient, active]);
}
