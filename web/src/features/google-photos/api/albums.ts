import {
  GOOGLE_PHOTOS_ALBUMS_PATH,
  GOOGLE_PHOTOS_PICKER_SESSIONS_PATH,
  GOOGLE_PHOTOS_SELECT_PATH,
  googlePhotoSetPath,
  type GooglePhotoSet,
  type GooglePhotoSetList,
  type GooglePickerSession,
  type SelectGooglePhotoSetsResponse,
} from '@lumafolio/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jsonQueryFn } from '@/lib/queries/query-fns';
import { retryAlbumLoad } from '../utils/album-load-retry';

/** GET /api/google-photos/albums: the picked sets (409 "…connect…" when Google Photos is not connected). */
export function googlePhotoSetsQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [GOOGLE_PHOTOS_ALBUMS_PATH] as const,
    queryFn: jsonQueryFn<GooglePhotoSetList>(),
    retry: retryAlbumLoad,
    enabled,
  });
}

/** A picking session is given up on after this long (Google's sessions expire well before). */
export const MAX_PICKING_MS = 30 * 60 * 1000;

/**
 * GET /api/google-photos/albums/{id}, asked every `pollIntervalMs` while the set is being
 * picked (the server checks with Google; the set becomes 'ready' once the user pressed Done),
 * for at most MAX_PICKING_MS. The set as the list has it is the starting value, so the first
 * ask waits one interval.
 */
export function pickingSetQueryOptions(set: GooglePhotoSet, pollIntervalMs: number) {
  const givenUpAt = Date.parse(set.createdAt) + MAX_PICKING_MS;
  return queryOptions({
    queryKey: [googlePhotoSetPath(set.id)] as const,
    queryFn: jsonQueryFn<GooglePhotoSet>(),
    initialData: set,
    refetchInterval: (query) => (query.state.data?.state === 'picking' && Date.now() < givenUpAt ? pollIntervalMs : false),
    // The user is in Google's window meanwhile: this page is in the background.
    refetchIntervalInBackground: true,
  });
}

/** POST /api/google-photos/picker-sessions: a new set in state 'picking' and Google's picker URL. */
export const createPickerSession = () => apiRequest<GooglePickerSession>('POST', GOOGLE_PHOTOS_PICKER_SESSIONS_PATH);

/** PATCH /api/google-photos/albums/{id} */
export const renameGooglePhotoSet = ({ id, title }: { id: string; title: string }) => apiRequest<GooglePhotoSet>('PATCH', googlePhotoSetPath(id), { title });

/** DELETE /api/google-photos/albums/{id}: photos already imported stay in My Photos. */
export const deleteGooglePhotoSet = (id: string) => apiRequest<{ deleted: true }>('DELETE', googlePhotoSetPath(id));

/** POST /api/google-photos/albums/select: saves the selection and queues what is not imported yet. */
export const selectGooglePhotoSets = (albumIds: string[]) => apiRequest<SelectGooglePhotoSetsResponse>('POST', GOOGLE_PHOTOS_SELECT_PATH, { albumIds });

const SETS_KEY = googlePhotoSetsQueryOptions().queryKey;

/** Changes the cached list of sets (nothing when it is not loaded). */
export function updateCachedSets(queryClient: QueryClient, change: (albums: GooglePhotoSet[]) => GooglePhotoSet[]): void {
  queryClient.setQueryData(SETS_KEY, (data) => (data ? { ...data, albums: change(data.albums) } : data));
}

/** Puts newer copies of sets in the cached list, adding the ones it does not have first. */
export function upsertCachedSets(queryClient: QueryClient, fresh: readonly GooglePhotoSet[]): void {
  updateCachedSets(queryClient, (albums) => {
    const byId = new Map(fresh.map((set) => [set.id, set]));
    const known = new Set(albums.map((set) => set.id));
    return [...fresh.filter((set) => !known.has(set.id)), ...albums.map((set) => byId.get(set.id) ?? set)];
  });
}

export const invalidateCachedSets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: SETS_KEY });

/** The sets the cached list holds (none when it is not loaded). */
export const cachedSets = (queryClient: QueryClient): GooglePhotoSet[] => queryClient.getQueryData(SETS_KEY)?.albums ?? [];
