import { randomUUID } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBufferFits, ByteLimit } from './byte-limit.js';
import { assertListLimit, assertObjectKey, assertPrefix, assertValidRange } from './keys.js';
import {
  assertValidKey,
  InvalidContinuationTokenError,
  MAX_LIST_PAGE,
  ObjectNotFoundError,
  type ByteRange,
  type ListPageOptions,
  type ObjectInfo,
  type ObjectPage,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage.js';

export interface LocalDiskStorageOptions {
  /** Absolute directory that holds the objects (created when missing). */
  rootDir: string;
  /** fsync each file before it is renamed into place (slower, survives power loss). */
  fsync?: boolean;
}

interface Sidecar {
  contentType: string;
  cacheControl?: string;
}

/** Top-level folders of the root that are not objects (keys never start with "."). */
const TMP_DIR = '.tmp';
const META_DIR = '.meta';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Objects as plain files under `rootDir/<key>`, the embedded default.
 *
 * - Writes are atomic: the body streams into `rootDir/.tmp/<uuid>` (same file system) and
 *   is renamed over the final path only when complete, so readers see the old object or
 *   the new one, never a partial file. A body past `maxBytes` is cut off while streaming
 *   and its temp file removed.
 * - The content type (and cache control) live in a sidecar JSON file at
 *   `rootDir/.meta/<key>`, a tree that mirrors the objects' tree.
 * - Unlike S3, a key cannot be both an object and a "folder" (`a` and `a/b`); the key
 *   scheme of DESIGN.md never does that.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  readonly rootDir: string;
  private readonly fsync: boolean;

  constructor(options: LocalDiskStorageOptions) {
    if (!isAbsolute(options.rootDir)) throw new Error(`LocalDiskStorage needs an absolute rootDir, got "${options.rootDir}"`);
    this.rootDir = resolve(options.rootDir);
    this.fsync = options.fsync ?? false;
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ bytes: number }> {
    assertObjectKey(key);
    const tmpDir = join(this.rootDir, TMP_DIR);
    await mkdir(tmpDir, { recursive: true });
    const tmpData = join(tmpDir, `${randomUUID()}.data`);
    const tmpMeta = join(tmpDir, `${randomUUID()}.meta`);
    let bytes: number;
    try {
      if (Buffer.isBuffer(body)) {
        assertBufferFits(body, options.maxBytes);
        await writeFile(tmpData, body, { flag: 'wx', flush: this.fsync });
        bytes = body.length;
      } else {
        const limit = new ByteLimit(options.maxBytes);
        // pipeline destroys every stream on failure, the caller's body included.
        await pipeline(body, limit, createWriteStream(tmpData, { flags: 'wx', flush: this.fsync }));
        bytes = limit.bytes;
      }
      const sidecar: Sidecar = { contentType: options.contentType, ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}) };
      await writeFile(tmpMeta, JSON.stringify(sidecar), { flag: 'wx', flush: this.fsync });
      // Sidecar first: a reader that sees the new data also sees its type.
      await this.moveIntoPlace(tmpMeta, this.metaPath(key));
      await this.moveIntoPlace(tmpData, this.dataPath(key));
    } catch (error) {
      await Promise.all([removeFile(tmpData), removeFile(tmpMeta)]);
      throw error;
    }
    return { bytes };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    assertObjectKey(key);
    assertValidRange(range);
    let handle;
    try {
      handle = await open(this.dataPath(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    try {
      // Stat the open file: a concurrent overwrite renames a new inode in, ours stays whole.
      const stats = await handle.stat();
      if (!stats.isFile()) throw new ObjectNotFoundError(key);
      const info = await this.info(key, stats);
      let start = 0;
      let end = stats.size - 1;
      if (range) {
        if (range.start >= stats.size) throw new RangeError(`Range ${range.start}- is outside "${key}" (${stats.size} bytes)`);
        start = range.start;
        end = Math.min(range.end ?? end, end);
      }
      if (end < start) {
        // An empty object: createReadStream cannot express zero bytes.
        await handle.close();
        return { ...info, bytes: 0, body: Readable.from([]) };
      }
      return { ...info, bytes: end - start + 1, body: handle.createReadStream({ start, end, autoClose: true }) };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertObjectKey(key);
    try {
      const stats = await stat(this.dataPath(key));
      return stats.isFile() ? await this.info(key, stats) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.remove(key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertPrefix(prefix, { allowEmpty: false });
    let count = 0;
    for await (const object of this.list(prefix)) {
      if (await this.remove(object.key)) count += 1;
    }
    return count;
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    assertPrefix(prefix, { allowEmpty: true });
    const slash = prefix.lastIndexOf('/');
    const folder = prefix.slice(0, slash + 1);
    const namePrefix = prefix.slice(slash + 1);
    yield* this.walk(folder, namePrefix);
  }

  /** The token is the last key of the page (base64url): the next page starts after it, skipping whole folders before it unread. */
  async listPage(prefix: string, { limit, continuationToken }: ListPageOptions): Promise<ObjectPage> {
    assertPrefix(prefix, { allowEmpty: true });
    assertListLimit(limit, MAX_LIST_PAGE);
    const after = continuationToken ? decodeToken(continuationToken, prefix) : undefined;
    const slash = prefix.lastIndexOf('/');
    const objects: ObjectInfo[] = [];
    const walker = this.walk(prefix.slice(0, slash + 1), prefix.slice(slash + 1), after);
    try {
      let last = '';
      for await (const object of walker) {
        if (objects.length === limit) return { objects, next: Buffer.from(last).toString('base64url') };
        objects.push(object);
        last = object.key;
      }
    } finally {
      await walker.return(undefined);
    }
    return { objects, next: null };
  }

  async ping(): Promise<void> {
    const tmpDir = join(this.rootDir, TMP_DIR);
    await mkdir(tmpDir, { recursive: true });
    const probe = join(tmpDir, `${randomUUID()}.ping`);
    await writeFile(probe, 'ok', { flag: 'wx' });
    await unlink(probe);
  }

  /** Files under `folder` whose first-level name starts with `namePrefix`, in key (byte) order; with `after`, only keys past it. */
  private async *walk(folder: string, namePrefix: string, after?: string): AsyncGenerator<ObjectInfo> {
    let entries;
    try {
      entries = await readdir(join(this.rootDir, ...folder.split('/').filter(Boolean)), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const candidates = entries
      .filter((entry) => entry.name.startsWith(namePrefix) && (entry.isFile() || entry.isDirectory()))
      .filter((entry) => !(folder === '' && entry.name.startsWith('.')))
      // Sorting "name" for files and "name/" for folders gives the keys' byte order
      // ("a-c" < "a/b" < "a0"), the order S3 lists in. Keys are ASCII, so code-unit
      // comparison is byte comparison.
      .map((entry) => ({ entry, sortKey: entry.isDirectory() ? `${entry.name}/` : entry.name }))
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    for (const { entry } of candidates) {
      const key = `${folder}${entry.name}`;
      if (entry.isDirectory()) {
        // A folder wholly before `after` (it sorts below it and does not contain it) is skipped unread.
        if (after !== undefined && `${key}/` < after && !after.startsWith(`${key}/`)) continue;
        yield* this.walk(`${key}/`, '', after);
        continue;
      }
      if ((after !== undefined && key <= after) || !isValidKey(key)) continue;
      try {
        const stats = await stat(this.dataPath(key));
        if (stats.isFile()) yield { key, bytes: stats.size, lastModified: new Date(stats.mtimeMs) };
      } catch (error) {
        if (!isMissing(error)) throw error; // deleted while listing
      }
    }
  }

  private async info(key: string, stats: Stats): Promise<ObjectInfo> {
    const sidecar = await this.readSidecar(key);
    return { key, bytes: stats.size, contentType: sidecar?.contentType ?? DEFAULT_CONTENT_TYPE, lastModified: new Date(stats.mtimeMs) };
  }

  private async readSidecar(key: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await readFile(this.metaPath(key), 'utf8')) as Sidecar;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  /** Removes an object and its sidecar, then the folders it leaves empty. */
  private async remove(key: string): Promise<boolean> {
    const removed = await removeFile(this.dataPath(key));
    await removeFile(this.metaPath(key));
    await Promise.all([
      this.pruneEmptyFolders(dirname(this.dataPath(key)), this.rootDir),
      this.pruneEmptyFolders(dirname(this.metaPath(key)), join(this.rootDir, META_DIR)),
    ]);
    return removed;
  }

  private async pruneEmptyFolders(folder: string, stopAt: string): Promise<void> {
    let current = folder;
    while (current.startsWith(stopAt + sep) && current !== stopAt) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone, or in use by a concurrent put)
      }
      current = dirname(current);
    }
  }

  /**
   * rename(2) into place, creating the folders; retried if a concurrent delete pruned one of
   * them, while they were being made or just before the rename.
   */
  private async moveIntoPlace(from: string, to: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await mkdir(dirname(to), { recursive: true });
        await rename(from, to);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (attempt < 20 && code === 'ENOENT') continue;
        if (code === 'EISDIR' || code === 'ENOTDIR') {
          // A recursive mkdir that meets a folder being pruned also says ENOTDIR: only a real clash is final.
          if (await this.clashesWithAnotherKey(to)) {
            throw new Error(`Cannot store "${to}": a key on local disk cannot be both an object and a folder`, { cause: error });
          }
          if (attempt < 20) continue;
        }
        throw error;
      }
    }
  }

  /** Whether `path` is a folder, or a folder above it is a file: another key holds that name. */
  private async clashesWithAnotherKey(path: string): Promise<boolean> {
    const kind = async (at: string) => (await stat(at).catch(() => null))?.isDirectory();
    if ((await kind(path)) === true) return true;
    for (let folder = dirname(path); folder.startsWith(this.rootDir + sep); folder = dirname(folder)) {
      if ((await kind(folder)) === false) return true;
    }
    return false;
  }

  private dataPath(key: string): string {
    return this.safeJoin(this.rootDir, key);
  }

  private metaPath(key: string): string {
    return this.safeJoin(join(this.rootDir, META_DIR), key);
  }

  private safeJoin(base: string, key: string): string {
    const path = join(base, ...key.split('/'));
    // Belt and braces: assertValidKey already rules out "..", "." and absolute keys.
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key "${key}"`);
    return path;
  }
}

function decodeToken(token: string, prefix: string): string {
  const after = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString() : '';
  if (!after.startsWith(prefix) || !isValidKey(after)) throw new InvalidContinuationTokenError();
  return after;
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
