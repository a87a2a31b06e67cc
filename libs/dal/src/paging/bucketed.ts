import type { Model } from 'mongoose';
import {
  afterPosition,
  decodeToken,
  encodeToken,
  InvalidCursorError,
  parsePositionValues,
  positionValues,
  withPosition,
  type KeysetPage,
  type SortField,
} from './keyset.js';

/**
 * A part of a list read in order: an equality narrowing it (e.g. featured ones first, then
 * the rest), and the buckets that hold matches, highest first.
 */
export interface BucketedPart {
  equality: Record<string, unknown>;
  buckets: readonly number[];
}

interface Position {
  part: number;
  bucket: number;
  /** The sort values of the last item within its bucket. */
  within: unknown[];
}

function decodePosition(within: readonly SortField[], cursor: string): Position {
  const [part, bucket, ...rest] = decodeToken(cursor);
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(bucket)) throw new InvalidCursorError();
  return { part: part as number, bucket: bucket as number, within: parsePositionValues(within, rest) };
}

/**
 * One page of a list kept in numbered buckets (field `listBucket`), in the order: part,
 * bucket (highest first), then `within` inside the bucket. Each query names one bucket
 * by equality, so the database reads at most a bucket's documents per query, however long
 * the list is; buckets without matches are never read.
 */
export async function findBucketedPage<T>(
  model: Model<T>,
  filter: Record<string, unknown>,
  parts: readonly BucketedPart[],
  within: readonly SortField[],
  page: { cursor: string | null; limit: number },
): Promise<KeysetPage<T>> {
  const start = page.cursor === null ? null : decodePosition(within, page.cursor);
  const sort = Object.fromEntries(within.map(({ field, direction }) => [field, direction]));
  const found: Array<{ doc: T; part: number; bucket: number }> = [];
  for (let part = start?.part ?? 0; part < parts.length; part += 1) {
    const { equality, buckets } = parts[part] as BucketedPart;
    for (const bucket of buckets) {
      const atStart = start !== null && part === start.part;
      if (atStart && bucket > start.bucket) continue;
      const narrowed = { ...filter, ...equality, listBucket: bucket };
      const query = atStart && bucket === start.bucket ? withPosition(narrowed, afterPosition(within, start.within)) : narrowed;
      const docs = await model
        .find(query)
        .sort(sort)
        .limit(page.limit + 1 - found.length)
        .lean<T[]>()
        .exec();
      found.push(...docs.map((doc) => ({ doc, part, bucket })));
      if (found.length > page.limit) break;
    }
    if (found.length > page.limit) break;
  }
  if (found.length <= page.limit) return { docs: found.map(({ doc }) => doc), nextCursor: null };
  const shown = found.slice(0, page.limit);
  const last = shown[shown.length - 1] as (typeof shown)[number];
  return {
    docs: shown.map(({ doc }) => doc),
    nextCursor: encodeToken([last.part, last.bucket, ...positionValues(within, last.doc as Record<string, unknown>)]),
  };
}
