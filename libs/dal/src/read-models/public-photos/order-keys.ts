import { decodeToken, encodeToken, InvalidCursorError } from '../../paging/keyset.js';

/**
 * A read model's list is a Redis sorted set whose members all have the score 0 and sort
 * by their bytes (ZRANGE … BYLEX): each member is the photo's place in the list's order,
 * encoded so that byte order is that order, followed by the photo id. A page is read
 * newest first (REV) after the last member shown, in O(log n + page) whatever the list's
 * size. Cursors are the same tokens the database path gives, so a visitor scrolling while
 * the read model appears or goes keeps their place.
 */

/** Eight bytes as sixteen hex digits, sorting like the number (negative numbers too). */
export function sortableNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot order ${value}`);
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value === 0 ? 0 : value);
  if ((bytes[0] as number) & 0x80) for (let index = 0; index < 8; index += 1) bytes[index] = ~(bytes[index] as number) & 0xff;
  else bytes[0] = (bytes[0] as number) | 0x80;
  return bytes.toString('hex');
}

export function numberOfSortable(hex: string): number {
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length !== 8) throw new InvalidCursorError();
  if ((bytes[0] as number) & 0x80) bytes[0] = (bytes[0] as number) & 0x7f;
  else for (let index = 0; index < 8; index += 1) bytes[index] = ~(bytes[index] as number) & 0xff;
  return bytes.readDoubleBE();
}

const BUCKET_DIGITS = 8;
const NUMBER_DIGITS = 16;

/**
 * An owner's list: part (featured first, then the rest, when the list puts featured ones
 * first), bucket (highest first), position (highest first), id (highest first), as in
 * findBucketedPage. Read in reverse byte order, so a lower part must sort higher.
 */
export const OWNER_ID_OFFSET = 1 + BUCKET_DIGITS + NUMBER_DIGITS;
/** A list across owners (the home feed): upload time, then id, newest first (NEWEST_FIRST). */
export const HOME_ID_OFFSET = NUMBER_DIGITS;

export interface OwnerPlace {
  part: 0 | 1;
  bucket: number;
  position: number;
  id: string;
}

export interface HomePlace {
  createdAt: number;
  id: string;
}

export function ownerMember({ part, bucket, position, id }: OwnerPlace): string {
  return `${9 - part}${bucket.toString(16).padStart(BUCKET_DIGITS, '0')}${sortableNumber(position)}${id}`;
}

export function homeMember({ createdAt, id }: HomePlace): string {
  return `${sortableNumber(createdAt)}${id}`;
}

export const idOfMember = (member: string, offset: number) => member.slice(offset);

/** A cursor of the database path, `[part, bucket, position, id]` (bucketed.ts), from a member. */
export function ownerCursorOf(member: string): string {
  const part = 9 - Number(member[0]);
  const bucket = Number.parseInt(member.slice(1, 1 + BUCKET_DIGITS), 16);
  const position = numberOfSortable(member.slice(1 + BUCKET_DIGITS, OWNER_ID_OFFSET));
  return encodeToken([part, bucket, position, idOfMember(member, OWNER_ID_OFFSET)]);
}

/** A cursor of the database path, `[createdAt ms, id]` (keyset.ts with NEWEST_FIRST), from a member. */
export function homeCursorOf(member: string): string {
  return encodeToken([numberOfSortable(member.slice(0, HOME_ID_OFFSET)), idOfMember(member, HOME_ID_OFFSET)]);
}

/** The member a cursor names in an owner's list; `parts` is how many parts the list has. */
export function ownerMemberOfCursor(cursor: string, parts: 1 | 2): string {
  const [part, bucket, position, id, ...rest] = decodeToken(cursor);
  const validPart = part === 0 || (part === 1 && parts === 2);
  const validBucket = Number.isSafeInteger(bucket) && (bucket as number) >= 0 && (bucket as number) < 16 ** BUCKET_DIGITS;
  if (!validPart || !validBucket || !isFiniteNumber(position) || !isId(id) || rest.length > 0) throw new InvalidCursorError();
  return ownerMember({ part, bucket: bucket as number, position, id });
}

export function homeMemberOfCursor(cursor: string): string {
  const [createdAt, id, ...rest] = decodeToken(cursor);
  if (!isFiniteNumber(createdAt) || !isId(id) || rest.length > 0) throw new InvalidCursorError();
  return homeMember({ createdAt, id });
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;
