import type { UploadedExif } from '@lumafolio/contracts';
import type { DuplicateMatch } from '../hooks/use-upload-queue';

/**
 * The upload queue's unfinished entries, kept in IndexedDB so that a reload, a crash or a
 * closed tab does not lose them (ADR 58): what is needed to finish each one (the chosen file
 * until it is optimised, then the optimised image with its fields, and the tus upload's URL
 * once the server made it). Every call succeeds: where IndexedDB is missing or refuses
 * (a private window, the disk full), nothing is kept and the queue works as before.
 */
export interface UnfinishedUpload {
  /** The queue entry's id. */
  key: string;
  /** Whose upload: another account signed in on this browser never takes it over. */
  ownerId: string;
  /** When the file was queued (ms since the epoch). */
  addedAt: number;
  fileName: string;
  /** The chosen file, until the optimised image replaces it (kept to the end when it is what goes up). */
  file: Blob | null;
  image: { blob: Blob; fileName: string } | null;
  fields: { title: string; category: string; description: string };
  /** The user changed the fields: the AI's suggestions no longer replace them. */
  edited: boolean;
  ai: { alt: string; tags: string[] } | null;
  exif: UploadedExif | null;
  /** Where the server collects the bytes (tus), once created. */
  uploadUrl: string | null;
  /** The optimised image's fingerprint, once read (absent in entries kept before duplicates were checked). */
  fingerprint?: string | null;
  /** The duplicate check is behind it (or the user chose to upload it anyway). */
  duplicateChecked?: boolean;
  /** Held as a duplicate of this, for the user to decide. */
  duplicateOf?: DuplicateMatch | null;
  /** The chosen file goes up untouched (absent in entries kept before originals were). */
  sendOriginal?: boolean;
}

const DATABASE = 'lumafolio-uploads';
const STORE = 'unfinished';
const VERSION = 1;

let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DATABASE, VERSION);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

/** Runs `work` in one transaction; resolves its request's result, or `fallback` when IndexedDB is unavailable or fails. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest, fallback: T): Promise<T> {
  const db = await database();
  if (!db) return fallback;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
    } catch {
      resolve(fallback);
    }
  });
}

/** Keeps (or replaces) one entry; false when it could not be kept. */
export async function keepUnfinishedUpload(upload: UnfinishedUpload): Promise<boolean> {
  return (await inStore<IDBValidKey | null>('readwrite', (store) => store.put(upload), null)) !== null;
}

export function forgetUnfinishedUpload(key: string): Promise<void> {
  keepUploadUrl(key, null);
  return inStore('readwrite', (store) => store.delete(key), undefined);
}

const UPLOAD_URL_PREFIX = 'lumafolio-upload-url:';

/**
 * The entry's tus URL, written at once: the entry's IndexedDB record (which holds its file)
 * is written asynchronously, and a reload right after the server made the upload must not
 * make it again. Null removes it.
 */
export function keepUploadUrl(key: string, url: string | null): void {
  try {
    if (url) window.localStorage.setItem(UPLOAD_URL_PREFIX + key, url);
    else window.localStorage.removeItem(UPLOAD_URL_PREFIX + key);
  } catch {
    // Storage refused (a private window, full): the IndexedDB record keeps the URL as before.
  }
}

export function keptUploadUrl(key: string): string | null {
  try {
    return window.localStorage.getItem(UPLOAD_URL_PREFIX + key);
  } catch {
    return null;
  }
}

/** Every kept entry, of every account, oldest first. */
export async function readUnfinishedUploads(): Promise<UnfinishedUpload[]> {
  const all = await inStore<UnfinishedUpload[]>('readonly', (store) => store.getAll(), []);
  return all.sort((a, b) => a.addedAt - b.addedAt);
}
