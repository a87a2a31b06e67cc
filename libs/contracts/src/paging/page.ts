import { identifier } from '../text/clean-text.js';
import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-sizes.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/*
 * The cursor is opaque to clients: it names where the previous page ended, so pages stay
 * stable while photos are added.
 */

export const INVALID_CURSOR_MESSAGE = 'This page link is no longer valid. Please reload the list.';

/**
 * A cursor that names no position of its list (altered, or from another order). Thrown by the
 * repositories (libs/dal); every service and the gateway answer it with a 400,
 * INVALID_CURSOR_MESSAGE and the code INVALID_CURSOR (server-common's toFailure).
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('invalid cursor');
  }
}

export const cursorSchema = identifier(/^[A-Za-z0-9_-]{1,400}$/, INVALID_CURSOR_MESSAGE);

const pageSize = z.number().int().min(1).max(MAX_PAGE_SIZE);

/** The paging part of a list RPC's request. */
export const pageRequestSchema = z.object({ cursor: cursorSchema.nullable().default(null), limit: pageSize.default(DEFAULT_PAGE_SIZE) }).strict();
export type PageRequest = z.input<typeof pageRequestSchema>;

/** `?cursor=…&limit=…` of an HTTP list. */
export const pageQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce
    .number({ message: `limit must be a number from 1 to ${MAX_PAGE_SIZE}.` })
    .int(`limit must be a number from 1 to ${MAX_PAGE_SIZE}.`)
    .min(1, `limit must be a number from 1 to ${MAX_PAGE_SIZE}.`)
    .max(MAX_PAGE_SIZE, `limit must be a number from 1 to ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_PAGE_SIZE),
});

/** The HTTP query's paging as an RPC's page request. */
export function toPageRequest(query: z.output<typeof pageQuerySchema>): { cursor: string | null; limit: number } {
  return { cursor: query.cursor ?? null, limit: query.limit };
}

/**
 * One page: `nextCursor` is null on the last page; `total` (a count, not the list's length)
 * comes with the first page only.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item).max(MAX_PAGE_SIZE),
    nextCursor: cursorSchema.nullable(),
    total: z.number().int().nonnegative().nullable(),
  });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}
