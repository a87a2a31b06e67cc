import type { MyPhotosPage, Photo } from '@lumafolio/contracts';
import { MY_PHOTOS_PATH, myPhotosPath, nextPagePath } from '@lumafolio/contracts/paths';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../api-client';
import type { Pages } from './page-data';
import { pagedQueryOptions, usePagedList } from './paged';

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

/** While a photo is being processed, its variants and placeholder are polled for. */
const PROCESSING_POLL_MS = 3000;

/** One My Photos list, with the processing photos of its loaded pages polled for. */
export function useMyPhotos(filter: MyPhotosFilter, enabled: boolean, { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  const options = myPhotosQueryOptions(filter, { enabled });
  // keepPrevious: a new filter's list replaces the last one when it comes, without a spinner between.
  const query = useInfiniteQuery({ ...options, ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
  const list = usePagedList(query);
  useProcessingPoll(options.queryKey, query.data);
  return { query, list, counts: query.data?.pages[0]?.counts ?? null };
}

/**
 * Every 3 s while a loaded photo is processing: asks again for only the pages that hold one
 * (not every loaded page, as refetching an infinite query would) and updates those photos
 * where they are. Server-Sent Events will replace this.
 */
function useProcessingPoll(queryKey: readonly [string], data: MyPhotosData | undefined): void {
  const queryClient = useQueryClient();
  const path = queryKey[0];
  const waiting = data ? data.pages.flatMap((page, index) => (page.items.some((photo) => photo.status === 'processing') ? [index] : [])) : [];
  const waitingKey = waiting.join(',');
  useEffect(() => {
    if (waitingKey === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const current = queryClient.getQueryData<MyPhotosData>([path]);
      if (!current) return;
      for (const index of waitingKey.split(',').map(Number)) {
        const cursor = current.pageParams[index] ?? null;
        getJson<MyPhotosPage>(cursor === null ? path : nextPagePath(path, cursor), controller.signal)
          .then((fresh) => {
            if (fresh) updatePhotosIn(queryClient, [path], new Map(fresh.items.map((photo) => [photo.id, photo])));
          })
          .catch(() => undefined);
      }
    }, PROCESSING_POLL_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // A new timer each time the cache changes while photos are still processing.
  }, [queryClient, path, waitingKey, data]);
}

/** Replaces, where they are, the photos of one list that `fresh` has newer copies of. */
function updatePhotosIn(queryClient: QueryClient, queryKey: readonly [string], fresh: ReadonlyMap<string, Photo>): void {
  queryClient.setQueryData<MyPhotosData>(queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => (page.items.some((photo) => fresh.has(photo.id)) ? { ...page, items: page.items.map((photo) => fresh.get(photo.id) ?? photo) } : page)) } : data,
  );
}
