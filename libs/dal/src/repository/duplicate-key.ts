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
