import type { MyPhotosPage, Photo } from '@lumafolio/contracts';
import { MY_PHOTOS_PATH, PHOTO_EVENTS_PATH, PHOTO_PROCESSED_EVENT, myPhotosPath, nextPagePath } from '@lumafolio/contracts/paths';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../api-client';
import type { Pages } from './page-data';
import { pagedListKey, pagedQueryOptions, usePagedList } from './paged';

/**
 * GET /api/user/photos: the signed-in user's photos, a page at a time, filtered by the
 * server (category, visibility, search). Shared by My Photos and the profile-picture and
 * hero pickers (which read every photo: no filter), so it lives outside any one feature.
 */
export interface MyPhotosFilter {
  category?: string | null;
  visibility?: 'public' | 'private' | null;
  q?: string | null;
}

export type MyPhotosData = Pages<MyPhotosPage>;

export function myPhotosQueryOptions(filter: MyPhotosFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return pagedQueryOptions<MyPhotosPage>(myPhotosPath(filter), { failure: 'Failed to fetch user photos', enabled });
}

/** Every My Photos list in the cache (one per filter), for updates that concern them all. */
export const isMyPhotosKey = (queryKey: QueryKey): boolean => {
  const path = queryKey[0];
  return typeof path === 'string' && (path === MY_PHOTOS_PATH || path.startsWith(`${MY_PHOTOS_PATH}?`));
};

/** The query filter matching every My Photos list (invalidate, cancel, read or write them all). */
export const everyMyPhotosList = { predicate: (query) => isMyPhotosKey(query.queryKey) } satisfies QueryFilters;

/** The filter a My Photos list's key (its first page's path) stands for. */
export function filterOfKey(queryKey: QueryKey): MyPhotosFilter {
  const path = String(queryKey[0]);
  const params = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  const visibility = params.get('visibility');
  return {
    category: params.get('category'),
    visibility: visibility === 'public' || visibility === 'private' ? visibility : null,
    q: params.get('q'),
  };
}

/** One My Photos list; a processing photo of its loaded pages is replaced when the server says it is ready. */
export function useMyPhotos(filter: MyPhotosFilter, enabled: boolean, { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  const options = myPhotosQueryOptions(filter, { enabled });
  // keepPrevious: a new filter's list replaces the last one when it comes, without a spinner between.
  const query = useInfiniteQuery({ ...options, ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
  const list = usePagedList(query);
  useProcessedPhotoEvents(options.queryKey[0], query.data);
  return { query, list, counts: query.data?.pages[0]?.counts ?? null };
}

/**
 * The first look again at the photos still processing when no push came, then twice as long
 * each time up to the last: a lost push (the server missed the media service's event) leaves
 * a card processing seconds, not for ever, at one page request now and then.
 */
export const PROCESSING_RECHECK_MS = { first: 15_000, max: 120_000 } as const;

/**
 * While a loaded photo is processing, the server pushes each of the user's photos that
 * finishes (Server-Sent Events, fed by the media service's events), and it replaces the old
 * copy in every My Photos list. The pages holding a processing photo are asked for again
 * when the stream opens (and reopens), so a photo that finished before is not missed, and
 * after a while without a push (PROCESSING_RECHECK_MS), so a lost push is caught up.
 */
function useProcessedPhotoEvents(path: string, data: MyPhotosData | undefined): void {
  const queryClient = useQueryClient();
  const processing = data?.pages.some((page) => page.items.some((photo) => photo.status === 'processing')) ?? false;
  useEffect(() => {
    if (!processing || typeof EventSource === 'undefined') return;
    const controller = new AbortController();
    const refreshProcessingPages = () => {
      const current = queryClient.getQueryData<MyPhotosData>(pagedListKey(path));
      current?.pages.forEach((page, index) => {
        if (!page.items.some((photo) => photo.status === 'processing')) return;
        const cursor = current.pageParams[index] ?? null;
        getJson<MyPhotosPage>(cursor === null ? path : nextPagePath(path, cursor), controller.signal)
          .then((fresh) => {
            if (fresh) updatePhotosIn(queryClient, pagedListKey(path), new Map(fresh.items.map((photo) => [photo.id, photo])));
          })
          .catch(() => undefined);
      });
    };
    let recheckMs: number = PROCESSING_RECHECK_MS.first;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const recheckLater = () => {
      clearTimeout(recheck);
      recheck = setTimeout(() => {
        refreshProcessingPages();
        recheckMs = Math.min(recheckMs * 2, PROCESSING_RECHECK_MS.max);
        recheckLater();
      }, recheckMs);
    };
    const stream = new EventSource(PHOTO_EVENTS_PATH, { withCredentials: true });
    stream.addEventListener(PHOTO_PROCESSED_EVENT, (event) => {
      const photo = JSON.parse((event as MessageEvent<string>).data) as Photo;
      for (const [key] of queryClient.getQueriesData<MyPhotosData>(everyMyPhotosList)) {
        updatePhotosIn(queryClient, key, new Map([[photo.id, photo]]));
      }
      // Pushes arrive: the next look is a while away again.
      recheckMs = PROCESSING_RECHECK_MS.first;
      recheckLater();
    });
    stream.addEventListener('open', refreshProcessingPages);
    recheckLater();
    return () => {
      clearTimeout(recheck);
      stream.close();
      controller.abort();
    };
  }, [queryClient, path, processing]);
}

/** Replaces, where they are, the photos of one list that `fresh` has newer copies of. */
function updatePhotosIn(queryClient: QueryClient, queryKey: QueryKey, fresh: ReadonlyMap<string, Photo>): void {
  queryClient.setQueryData<MyPhotosData>(queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.items.some((photo) => fresh.has(photo.id)) ? { ...page, items: page.items.map((photo) => fresh.get(photo.id) ?? photo) } : page,
          ),
        }
      : data,
  );
}
