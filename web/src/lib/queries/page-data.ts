import type { Page } from '@lumafolio/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** The data of a paged list's infinite query (see paged.ts). */
export type Pages<P> = InfiniteData<P, string | null>;

/** A page answer: `{ items, nextCursor, total }`. */
export function isPage(body: unknown): body is Page<unknown> {
  return typeof body === 'object' && body !== null && Array.isArray((body as Page<unknown>).items) && 'nextCursor' in body;
}

/** A first page as the infinite query's data. */
export function firstPageData<P>(page: P): Pages<P> {
  return { pages: [page], pageParams: [null] };
}
