import { InvalidCursorError } from '@lumafolio/contracts';
import type { Model } from 'mongoose';

/** One field of a list's order. Every order ends with `_id`, so positions are unique. */
export interface SortField {
  field: string;
  direction: 1 | -1;
  type: 'date' | 'string' | 'boolean' | 'number';
}

/** Declared with the contracts, so that server-common answers it (a 400) without depending on dal. */
export { InvalidCursorError };

type CursorValue = string | number | boolean;

/** The values of the sort fields of `doc`, as JSON can carry them. */
export function positionValues(order: readonly SortField[], doc: Record<string, unknown>): CursorValue[] {
  return order.map(({ field, type }) => {
    const value = doc[field];
    if (type === 'date') return (value as Date).getTime();
    return value as CursorValue;
  });
}

/** Position values read back, typed as the order expects; anything else is an InvalidCursorError. */
export function parsePositionValues(order: readonly SortField[], values: readonly unknown[]): unknown[] {
  if (values.length !== order.length) throw new InvalidCursorError();
  return order.map(({ type }, index) => {
    const value: unknown = values[index];
    if (type === 'date' && typeof value === 'number' && Number.isFinite(value)) return new Date(value);
    if (type === 'string' && typeof value === 'string') return value;
    if (type === 'boolean' && typeof value === 'boolean') return value;
    if (type === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
    throw new InvalidCursorError();
  });
}

/** A JSON array as an opaque base64url token, and back (anything but an array is an InvalidCursorError). */
export const encodeToken = (values: readonly unknown[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

export function decodeToken(cursor: string): unknown[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!Array.isArray(values)) throw new InvalidCursorError();
  return values;
}

/** The values of the sort fields of a page's last item, as an opaque base64url token. */
export function encodeCursor(order: readonly SortField[], doc: Record<string, unknown>): string {
  return encodeToken(positionValues(order, doc));
}

/** The values a cursor names, typed as the order expects; anything else is an InvalidCursorError. */
export function decodeCursor(order: readonly SortField[], cursor: string): unknown[] {
  return parsePositionValues(order, decodeToken(cursor));
}

/**
 * The filter for "after this position" in `order`: (a > x) or (a = x and b > y) or …,
 * which an index on the order's fields serves as one range scan.
 */
export function afterPosition(order: readonly SortField[], values: readonly unknown[]): Record<string, unknown> {
  const branches = order.map(({ field, direction }, index) => {
    const branch: Record<string, unknown> = {};
    order.slice(0, index).forEach((earlier, position) => {
      branch[earlier.field] = values[position];
    });
    branch[field] = { [direction === 1 ? '$gt' : '$lt']: values[index] };
    return branch;
  });
  return { $or: branches };
}

/**
 * The filter's equality fields stay at the top level (FerretDB pushes those down to its SQL
 * backend, nested ones it does not); only a filter's own `$or` is combined with `$and`.
 */
export function withPosition(filter: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  if (!('$or' in filter)) return { ...filter, ...after };
  const { $or, ...rest } = filter;
  return { ...rest, $and: [{ $or }, after] };
}

export interface KeysetPage<T> {
  docs: T[];
  nextCursor: string | null;
}

/**
 * One page of `filter` in `order`, starting after `cursor`: one more document than the
 * page is read to know whether another page follows.
 */
export async function findPage<T>(
  model: Model<T>,
  filter: Record<string, unknown>,
  order: readonly SortField[],
  page: { cursor: string | null; limit: number },
  projection?: Record<string, 0 | 1>,
): Promise<KeysetPage<T>> {
  const query = page.cursor === null ? filter : withPosition(filter, afterPosition(order, decodeCursor(order, page.cursor)));
  const sort = Object.fromEntries(order.map(({ field, direction }) => [field, direction]));
  const docs = await model
    .find(query, projection)
    .sort(sort)
    .limit(page.limit + 1)
    .lean<T[]>()
    .exec();
  if (docs.length <= page.limit) return { docs, nextCursor: null };
  const shown = docs.slice(0, page.limit);
  return { docs: shown, nextCursor: encodeCursor(order, shown[shown.length - 1] as Record<string, unknown>) };
}
