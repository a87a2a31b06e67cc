import type { Page } from '@lumafolio/contracts';
import { nextPagePath } from '@lumafolio/contracts/paths';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getJson } from '../api-client';
import type { Pages } from './page-data';

/**
 * Paged lists (every photo list is cursor-paged): one infinite query per list, keyed by the
 * path of its first page, exactly as the gateway keys that page in a rendered page's boot
 * data (see boot-data.ts), which seeds it as `{ pages: [page], pageParams: [null] }`.
 * Later pages ask the same path with `cursor=`.
 */
export { firstPageData, isPage, type Pages } from './page-data';

const EMPTY_PAGE: Page<never> = { items: [], nextCursor: null, total: 0 };

/** A paged list's query key: the path of its first page. */
export const pagedListKey = (path: string) => [path] as const;

/**
 * The options of a paged list whose first page is GET `path`. `failure` is the message a
 * failed fetch throws (spec 01 §8). A 401 (signed out) reads as an empty list.
 */
export function pagedQueryOptions<P extends Page<unknown>>(path: string, { failure, enabled = true }: { failure?: string; enabled?: boolean } = {}) {
  return infiniteQueryOptions<P, Error, Pages<P>, readonly [string], string | null>({
    queryKey: pagedListKey(path),
    initialPageParam: null,
    queryFn: async ({ pageParam, signal }): Promise<P> => {
      try {
        return (await getJson<P>(pageParam === null ? path : nextPagePath(path, pageParam), signal)) ?? (EMPTY_PAGE as unknown as P);
      } catch (cause) {
        if (failure === undefined) throw cause;
        throw new Error(failure, { cause });
      }
    },
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Every item of the loaded pages, in order (an item met twice, e.g. moved between pages, once). */
export function pageItems<T extends { id: string }>(data: { pages: ReadonlyArray<Page<T>> } | undefined): T[] {
  if (!data) return [];
  if (data.pages.length === 1) return data.pages[0]?.items ?? [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Changes every loaded page's items (optimistic updates, server answers, deletions). */
export function mapPages<P extends Page<unknown>>(data: Pages<P> | undefined, change: (items: P['items'], page: P) => P['items']): Pages<P> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items, page) })) };
}

/** A paged list as the screens use it. */
export interface PagedList<T> {
  /** The loaded items, in order. */
  items: readonly T[];
  /** How many there are in all (the first page's count), at least as many as are loaded. */
  total: number;
  /** More pages after the loaded ones. */
  hasMore: boolean;
  /** Asks for the next page (once at a time; nothing when there is none). */
  loadMore: () => void;
  isLoadingMore: boolean;
  /** The first page has not come yet. */
  isPending: boolean;
}

interface InfiniteResult<T> {
  data: { pages: ReadonlyArray<Page<T>> } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPending: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/** The loaded items of an infinite query, its total and a `loadMore` that can be called freely. */
export function usePagedList<T extends { id: string }>(query: InfiniteResult<T>): PagedList<T> {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending } = query;
  const items = useMemo(() => pageItems(data), [data]);
  // Set at once by loadMore (before the query says it is fetching); after each render, what the query says.
  const busy = useRef(false);
  useEffect(() => {
    busy.current = isFetchingNextPage;
  });
  const loadMore = useCallback(() => {
    if (!hasNextPage || busy.current) return;
    busy.current = true;
    void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, fetchNextPage]);
  const total = Math.max(data?.pages[0]?.total ?? 0, items.length);
  return useMemo(
    () => ({ items, total, hasMore: hasNextPage, loadMore, isLoadingMore: isFetchingNextPage, isPending }),
    [items, total, hasNextPage, loadMore, isFetchingNextPage, isPending],
  );
}
