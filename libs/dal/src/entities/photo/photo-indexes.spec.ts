import type { SortField } from '../../paging/keyset.js';
import { FEATURED_FIRST, NEWEST_FIRST, OWNER_ORDER, ownPhotosQuery, publicPhotosQuery } from './photo.repository.js';
import { photoSchema } from './photo.schema.js';

/**
 * Every query of every photo list, in every filter combination, has an index that serves it
 * as one range scan on MongoDB: its equality fields first (in any order), then its sort
 * fields in order, all in the sort's direction or all reversed. An owner's lists are read a
 * bucket at a time (an equality on listBucket, and on featured for "featured first"), in the
 * owner's order within it (ADR 41). (Search words are matched on the scanned documents of one user's bucket;
 * a cursor adds a range on the sort fields, which the same index serves.)
 */
type Index = Record<string, 1 | -1>;
const indexes = photoSchema.indexes().map(([fields]) => fields as Index);

function isEquality(value: unknown): boolean {
  return value === null || ['string', 'boolean', 'number'].includes(typeof value);
}

function servedBy(index: Index, query: Record<string, unknown>, order: readonly SortField[]): boolean {
  const equality = Object.keys(query).filter((field) => isEquality(query[field]));
  const keys = Object.entries(index);
  const prefix = keys.slice(0, equality.length).map(([field]) => field);
  if (prefix.length !== equality.length || !equality.every((field) => prefix.includes(field))) return false;
  const rest = keys.slice(equality.length, equality.length + order.length);
  if (rest.length !== order.length) return false;
  const same = order.every((sort, i) => rest[i]?.[0] === sort.field && rest[i]?.[1] === sort.direction);
  const reversed = order.every((sort, i) => rest[i]?.[0] === sort.field && rest[i]?.[1] === -sort.direction);
  return same || reversed;
}

const own = [
  {},
  { category: 'nature' },
  { visibility: 'public' as const },
  { visibility: 'private' as const, category: 'nature' },
  { search: 'harbour' },
  { search: 'harbour', category: 'nature', visibility: 'public' as const },
];
const visitors = [
  { ownerId: 'u' },
  { ownerId: 'u', category: 'nature' },
  { ownerId: 'u', featuredOnly: true },
  { ownerId: 'u', featuredFirst: true },
  { ownerId: 'u', featuredFirst: true, category: 'nature' },
  { featuredOnly: true },
  { category: 'nature' },
];

describe('photo list indexes', () => {
  it.each(own)('serves My Photos with filter %j from an index', (filter) => {
    const query = { ...ownPhotosQuery('u', filter), listBucket: 3 };
    expect(indexes.some((index) => servedBy(index, query, OWNER_ORDER))).toBe(true);
  });

  it.each(visitors)('serves the visitor list %j from an index', (filter) => {
    const query = publicPhotosQuery(filter);
    if (!filter.ownerId) {
      expect(indexes.some((index) => servedBy(index, query, filter.featuredFirst ? FEATURED_FIRST : NEWEST_FIRST))).toBe(true);
      return;
    }
    const parts = filter.featuredFirst ? [{ featured: true }, { featured: false }] : [{}];
    for (const part of parts) expect(indexes.some((index) => servedBy(index, { ...query, ...part, listBucket: 3 }, OWNER_ORDER))).toBe(true);
  });

  it("serves the admin's list of every photo, a bucket of one owner at a time, from an index", () => {
    expect(indexes.some((index) => servedBy(index, { userId: 'u', listBucket: 3 }, NEWEST_FIRST))).toBe(true);
  });

  it("serves a move's look for its neighbour in a bucket from an index", () => {
    expect(indexes.some((index) => servedBy(index, { userId: 'u', listBucket: 3 }, OWNER_ORDER))).toBe(true);
  });

  it('tells an index that does not serve a list from one that does', () => {
    expect(servedBy({ userId: 1, createdAt: -1, _id: -1 }, { userId: 'u' }, NEWEST_FIRST)).toBe(true);
    expect(servedBy({ userId: 1, createdAt: -1 }, { userId: 'u' }, NEWEST_FIRST)).toBe(false);
    expect(servedBy({ createdAt: -1, userId: 1, _id: -1 }, { userId: 'u' }, NEWEST_FIRST)).toBe(false);
    expect(servedBy({ userId: 1, createdAt: 1, _id: -1 }, { userId: 'u' }, NEWEST_FIRST)).toBe(false);
  });
});
