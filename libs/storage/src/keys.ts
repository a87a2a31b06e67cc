import { assertValidKey } from './object-storage.js';

/** A key that names one object: a valid key that is not a "folder" (no trailing slash). */
export function assertObjectKey(key: string): void {
  assertValidKey(key);
  if (key.endsWith('/')) throw new Error(`Invalid storage key "${key}": an object key cannot end with "/"`);
}

/** A prefix for list/deletePrefix: empty (everything, list only) or a valid key / folder. */
export function assertPrefix(prefix: string, { allowEmpty }: { allowEmpty: boolean }): void {
  if (prefix === '' && allowEmpty) return;
  assertValidKey(prefix);
}

/** Validates an optional byte range (inclusive end, like HTTP Range). */
export function assertValidRange(range: { start: number; end?: number } | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`Invalid byte range ${start}-${end ?? ''}`);
  }
}

/** A page size for listPage: a whole number from 1 to MAX_LIST_PAGE. */
export function assertListLimit(limit: number, max: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > max) throw new RangeError(`A list page holds 1 to ${max} objects, not ${limit}`);
}
