import type { Model } from 'mongoose';
import { afterPosition, InvalidCursorError, withPosition, type KeysetPage, type SortField } from './keyset.js';

/**
 * A part of a list read in order: an equality narrowing it (e.g. featured ones first, then
 * the rest), and the buckets that hold matches, highest first.
 */
export interface BucketedPart {
  equality: Record<string, unknown>;
  buckets: readonly number[];
}

/** Within a bucket: newest first. */
const WITHIN_BUCKET: readonly SortField[] = [
  { field: 'createdAt', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];

interface Position {
  part: number;
  bucket: number;
  createdAt: Date;
  id: string;
}

function encodePosition({ part, bucket, createdAt, id }: Position): string {
  return Buffer.from(JSON.stringify([part, bucket, createdAt.getTime(), id])).toString('base64url');
}

function decodePosition(cursor: string): Position {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!Array.isArray(values) || values.length !== 4) throw new InvalidCursorError();
  const [part, bucket, createdAt, id] = values as unknown[];
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(bucket) || typeof createdAt !== 'number' || !Number.isFinite(createdAt) || typeof id !== 'string') {
    throw new InvalidCursorError();
  }
  return { part: part as number, bucket: bucket as number, createdAt: new Date(createdAt), id };
}

/**
 * One page of a list kept in numbered buckets (field `listBucket`), in the order: part,
 * bucket (highest first), then newest first within the bucket. Each query names one bucket
 * by equality, so the database reads at most a bucket's documents per query, however long
 * the list is; buckets without matches are never read.
 */
export async function findBucketedPage<T extends { createdAt: Date; _id: string }>(
  model: Model<T>,
  filter: Record<string, unknown>,
  parts: readonly BucketedPart[],
  page: { cursor: string | null; limit: number },
): Promise<KeysetPage<T>> {
  const start = page.cursor === null ? null : decodePosition(page.cursor);
  const sort = Object.fromEntries(WITHIN_BUCKET.map(({ field, direction }) => [field, direction]));
  const found: Array<{ doc: T; part: number; bucket: number }> = [];
  for (let part = start?.part ?? 0; part < parts.length; part += 1) {
    const { equality, buckets } = parts[part] as BucketedPart;
    for (const bucket of buckets) {
      const atStart = start !== null && part === start.part;
      if (atStart && bucket > start.bucket) continue;
      const narrowed = { ...filter, ...equality, listBucket: bucket };
      const query = atStart && bucket === start.bucket ? withPosition(narrowed, afterPosition(WITHIN_BUCKET, [start.createdAt, start.id])) : narrowed;
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
  return { docs: shown.map(({ doc }) => doc), nextCursor: encodePosition({ part: last.part, bucket: last.bucket, createdAt: last.doc.createdAt, id: last.doc._id }) };
}
