/** What a write that broke a unique index throws: MongoDB names the index in `keyPattern`, FerretDB 1.x does not. */
export interface DuplicateKeyError {
  code?: number;
  message?: string;
  keyPattern?: Record<string, unknown>;
}

/** MongoDB says E11000; FerretDB 1.x on SQLite passes on SQLite's own unique-constraint error. */
export function isDuplicateKey(error: unknown): error is DuplicateKeyError {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as DuplicateKeyError;
  return code === 11000 || /UNIQUE constraint failed|duplicate key/i.test(message ?? '');
}

/**
 * Runs an upsert by `_id` again when it lost a race to create the document. MongoDB retries
 * such an upsert itself; FerretDB 1.x answers the second first write with a duplicate key.
 * Only for writes that are whole answers (a replace, an increment), never read-then-write.
 */
export function upsertRetryingOnce<T>(write: () => Promise<T>): Promise<T> {
  return write().catch((error: unknown) => (isDuplicateKey(error) ? write() : Promise.reject(error)));
}
