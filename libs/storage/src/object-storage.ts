import type { Readable } from 'node:stream';

/**
 * Where photo files live. Keys look like `photo/{userId}/{photoId}/original` (DESIGN.md
 * "Data"); a file is always written before the document that points at it.
 */
export interface ObjectStorage {
  /** Which driver this is, for logs and health reports. */
  readonly driver: 'local' | 's3';

  /**
   * Streams `body` to `key` (replacing any object there). With `maxBytes`, a body that
   * grows past the limit is aborted, nothing is left behind, and ObjectTooLargeError is
   * thrown. Resolves with the number of bytes stored.
   */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ bytes: number }>;

  /** Streams an object; throws ObjectNotFoundError when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject>;

  /** Size and type without the body, or null when absent. */
  head(key: string): Promise<ObjectInfo | null>;

  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;

  /** Removes every object under a prefix (e.g. `photo/u1/p1/`); resolves with how many. */
  deletePrefix(prefix: string): Promise<number>;

  /** Every object under a prefix, in key order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;

  /**
   * One page of the objects under a prefix, in key order: at most `limit` (1 to 1000), from
   * where the page whose `next` is `continuationToken` ended. `next` is null on the last page;
   * the token is opaque (each driver has its own) and only valid for the same prefix.
   */
  listPage(prefix: string, options: ListPageOptions): Promise<ObjectPage>;

  /** Proves the storage is reachable (health checks). */
  ping(): Promise<void>;
}

export const MAX_LIST_PAGE = 1000;

export interface ListPageOptions {
  limit: number;
  continuationToken?: string | null | undefined;
}

export interface ObjectPage {
  objects: ObjectInfo[];
  next: string | null;
}

export interface PutOptions {
  contentType: string;
  maxBytes?: number;
  cacheControl?: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive, like the HTTP Range header. */
  end?: number;
}

export interface ObjectInfo {
  key: string;
  bytes: number;
  contentType?: string;
  lastModified?: Date;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export class ObjectNotFoundError extends Error {
  override readonly name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super(`No object at "${key}"`);
  }
}

export class ObjectTooLargeError extends Error {
  override readonly name = 'ObjectTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/** A continuation token this driver did not make, or made for another prefix. */
export class InvalidContinuationTokenError extends Error {
  override readonly name = 'InvalidContinuationTokenError';
  constructor() {
    super('This page link is no longer valid. Please reload the list.');
  }
}

/** Keys are relative, slash-separated, without "..", empty segments or odd characters. */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)*\/?$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key "${key}"`);
  }
}
