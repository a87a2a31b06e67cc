import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { InvalidContinuationTokenError, ObjectNotFoundError, ObjectTooLargeError, type ObjectInfo, type ObjectStorage } from '../src/index.js';

const MB = 1024 * 1024;

export interface ContractContext {
  storage: ObjectStorage;
  /** Unique per run, ends with "/"; every key of the suite lives below it. */
  prefix: string;
  /** Driver-specific proof that a failed put left nothing behind (e.g. no pending multipart upload). */
  assertNothingPending?: (prefix: string) => Promise<void>;
  /** Driver-specific cleanup after the suite. */
  close?: () => Promise<void>;
}

/** A real photo from Debian's mate-backgrounds when installed, else 2 MB of random bytes. */
export function samplePhoto(): { name: string; bytes: number; sha256: string; open: () => Readable; contentType: string } {
  const root = '/usr/share/backgrounds/mate';
  const jpgs = existsSync(root) ? findFiles(root, /\.jpe?g$/i) : [];
  const photo = jpgs.sort()[0];
  if (photo) {
    return {
      name: photo,
      bytes: statSync(photo).size,
      sha256: createHash('sha256').update(readFileSync(photo)).digest('hex'),
      open: () => createReadStream(photo),
      contentType: 'image/jpeg',
    };
  }
  const data = randomBytes(2 * MB);
  return { name: 'random bytes', bytes: data.length, sha256: sha256(data), open: () => Readable.from([data]), contentType: 'application/octet-stream' };
}

function findFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(path, pattern);
    return entry.isFile() && pattern.test(entry.name) ? [path] : [];
  });
}

/** `total` bytes of pseudo-random data in 64 KiB chunks, produced lazily (never held whole). */
export function generatedStream(total: number, onRead?: (sent: number) => void): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  const stream = new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(chunk.length, total - sent);
      const out = Buffer.from(randomFillSync(chunk, 0, size).subarray(0, size));
      hash.update(out);
      sent += size;
      onRead?.(sent);
      this.push(out);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function hashStream(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function collect(iterable: AsyncIterable<ObjectInfo>): Promise<ObjectInfo[]> {
  const out: ObjectInfo[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** The behaviour every ObjectStorage driver shares; each driver's spec calls this once. */
export function objectStorageContract(driverName: string, setUp: () => Promise<ContractContext>): void {
  describe(`ObjectStorage contract: ${driverName}`, () => {
    let ctx: ContractContext;
    let storage: ObjectStorage;
    const key = (name: string) => `${ctx.prefix}${name}`;

    beforeAll(async () => {
      ctx = await setUp();
      storage = ctx.storage;
    });

    afterAll(async () => {
      if (!ctx) return;
      await storage.deletePrefix(ctx.prefix);
      expect(await collect(storage.list(ctx.prefix))).toEqual([]);
      await ctx.close?.();
    });

    it('answers a ping', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });

    it('round-trips a real photo streamed from disk', async () => {
      const photo = samplePhoto();
      const photoKey = key('photo/u1/p1/original');
      await expect(storage.put(photoKey, photo.open(), { contentType: photo.contentType })).resolves.toEqual({ bytes: photo.bytes });
      const head = await storage.head(photoKey);
      expect(head).toMatchObject({ key: photoKey, bytes: photo.bytes, contentType: photo.contentType });
      expect(Number.isFinite(head?.lastModified?.getTime())).toBe(true); // (a Date from Node's realm, not Jest's)
      const object = await storage.get(photoKey);
      expect(object).toMatchObject({ key: photoKey, bytes: photo.bytes, contentType: photo.contentType });
      expect(await hashStream(object.body)).toEqual({ sha256: photo.sha256, bytes: photo.bytes });
    });

    it('stores a Buffer body and keeps cache-control out of the way', async () => {
      const data = Buffer.from('hello, storage');
      await expect(storage.put(key('buffer.txt'), data, { contentType: 'text/plain', cacheControl: 'public, max-age=31536000, immutable' })).resolves.toEqual({
        bytes: data.length,
      });
      const object = await storage.get(key('buffer.txt'));
      expect(object.contentType).toBe('text/plain');
      expect((await readAll(object.body)).toString()).toBe('hello, storage');
    });

    it('stores an empty object', async () => {
      await storage.put(key('empty'), Buffer.alloc(0), { contentType: 'application/octet-stream' });
      expect(await storage.head(key('empty'))).toMatchObject({ bytes: 0 });
      const object = await storage.get(key('empty'));
      expect(object.bytes).toBe(0);
      expect((await readAll(object.body)).length).toBe(0);
    });

    it('rejects a ~30 MB stream past maxBytes 25 MB while streaming and leaves nothing behind', async () => {
      const tooBig = key('too-big/original');
      let produced = 0;
      const { stream } = generatedStream(30 * MB, (sent) => (produced = sent));
      await expect(storage.put(tooBig, stream, { contentType: 'image/jpeg', maxBytes: 25 * MB })).rejects.toBeInstanceOf(ObjectTooLargeError);
      // Cut off while streaming: the source was not read to its end.
      expect(produced).toBeLessThan(30 * MB);
      expect(stream.destroyed).toBe(true);
      expect(await storage.head(tooBig)).toBeNull();
      expect(await collect(storage.list(key('too-big/')))).toEqual([]);
      await ctx.assertNothingPending?.(key('too-big/'));
    });

    it('rejects a Buffer past maxBytes without storing it', async () => {
      await expect(storage.put(key('too-big-buffer'), Buffer.alloc(1025), { contentType: 'image/jpeg', maxBytes: 1024 })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      expect(await storage.head(key('too-big-buffer'))).toBeNull();
    });

    it('keeps the previous object when an overwrite is too large', async () => {
      const k = key('keep-old');
      await storage.put(k, Buffer.from('old'), { contentType: 'text/plain' });
      const { stream } = generatedStream(6 * MB);
      await expect(storage.put(k, stream, { contentType: 'text/plain', maxBytes: 5 * MB + 1 })).rejects.toBeInstanceOf(ObjectTooLargeError);
      expect((await readAll((await storage.get(k)).body)).toString()).toBe('old');
      await ctx.assertNothingPending?.(k);
    });

    it('puts and gets 25 MB (exactly maxBytes) intact, and reports throughput', async () => {
      const k = key('big/original');
      const { stream, sha256: sourceHash } = generatedStream(25 * MB);
      const putStart = performance.now();
      await expect(storage.put(k, stream, { contentType: 'image/jpeg', maxBytes: 25 * MB })).resolves.toEqual({ bytes: 25 * MB });
      const putMs = performance.now() - putStart;
      const getStart = performance.now();
      const object = await storage.get(k);
      const read = await hashStream(object.body);
      const getMs = performance.now() - getStart;
      expect(read).toEqual({ sha256: sourceHash(), bytes: 25 * MB });
      expect(object.bytes).toBe(25 * MB);
      process.stdout.write(
        `[storage ${driverName}] 25 MB put ${(25 / (putMs / 1000)).toFixed(0)} MB/s (${putMs.toFixed(0)} ms), get ${(25 / (getMs / 1000)).toFixed(0)} MB/s (${getMs.toFixed(0)} ms)\n`,
      );
      await ctx.assertNothingPending?.(k);
    });

    it('reads byte ranges (inclusive end, open end, clamped end) and rejects one past the end', async () => {
      const k = key('range.bin');
      const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
      await storage.put(k, data, { contentType: 'application/octet-stream' });
      const first = await storage.get(k, { start: 0, end: 99 });
      expect(first.bytes).toBe(100);
      expect(await readAll(first.body)).toEqual(data.subarray(0, 100));
      const middle = await storage.get(k, { start: 500, end: 500 });
      expect(await readAll(middle.body)).toEqual(data.subarray(500, 501));
      const tail = await storage.get(k, { start: 900 });
      expect(tail.bytes).toBe(100);
      expect(await readAll(tail.body)).toEqual(data.subarray(900));
      const clamped = await storage.get(k, { start: 990, end: 5000 });
      expect(await readAll(clamped.body)).toEqual(data.subarray(990));
      await expect(storage.get(k, { start: 1000 })).rejects.toBeInstanceOf(RangeError);
      await expect(storage.get(k, { start: 10, end: 5 })).rejects.toBeInstanceOf(RangeError);
      await expect(storage.get(k, { start: -1 })).rejects.toBeInstanceOf(RangeError);
    });

    it('answers null for head and ObjectNotFoundError for get of a missing key', async () => {
      expect(await storage.head(key('missing'))).toBeNull();
      expect(await storage.head(key('missing/deeper/still'))).toBeNull();
      const error = await storage.get(key('missing')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ObjectNotFoundError);
      expect((error as ObjectNotFoundError).key).toBe(key('missing'));
      await expect(storage.get(key('missing'), { start: 0, end: 10 })).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('treats a folder as no object', async () => {
      await storage.put(key('folder/inside'), Buffer.from('x'), { contentType: 'text/plain' });
      expect(await storage.head(key('folder'))).toBeNull();
      await expect(storage.get(key('folder'))).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('overwrites an object, content type included', async () => {
      const k = key('overwrite');
      await storage.put(k, Buffer.from('first version'), { contentType: 'text/plain' });
      await storage.put(k, Readable.from([Buffer.from('second')]), { contentType: 'application/json' });
      expect(await storage.head(k)).toMatchObject({ bytes: 6, contentType: 'application/json' });
      expect((await readAll((await storage.get(k)).body)).toString()).toBe('second');
    });

    it('deletes one object, and a missing one without error', async () => {
      const k = key('delete-me/file');
      await storage.put(k, Buffer.from('x'), { contentType: 'text/plain' });
      await storage.delete(k);
      expect(await storage.head(k)).toBeNull();
      await expect(storage.delete(k)).resolves.toBeUndefined();
      await expect(storage.delete(key('never-there'))).resolves.toBeUndefined();
    });

    it('lists in key (byte) order, with sizes, under a folder or a name prefix', async () => {
      const base = key('order/');
      const names = ['b/2', 'a-c', 'a/b', 'a0', 'a.x', 'B', 'a/a/z', 'c'];
      await Promise.all(names.map((name, i) => storage.put(`${base}${name}`, Buffer.alloc(i + 1), { contentType: 'text/plain' })));
      const listed = await collect(storage.list(base));
      const expected = names.map((name) => `${base}${name}`).sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
      expect(listed.map((o) => o.key)).toEqual(expected);
      expect(listed.find((o) => o.key === `${base}c`)?.bytes).toBe(8);
      expect(listed.every((o) => Number.isFinite(o.lastModified?.getTime()))).toBe(true);
      // A name prefix (no trailing slash) matches like S3's Prefix does.
      expect((await collect(storage.list(`${base}a`))).map((o) => o.key.slice(base.length))).toEqual(['a-c', 'a.x', 'a/a/z', 'a/b', 'a0']);
      expect((await collect(storage.list(`${base}a/`))).map((o) => o.key.slice(base.length))).toEqual(['a/a/z', 'a/b']);
      expect(await collect(storage.list(key('order-none/')))).toEqual([]);
    });

    it('lists a page at a time with continuation tokens, in key order, skipping nothing', async () => {
      const base = key('paged/');
      const names = ['a/1', 'a/2', 'a/3', 'b/1', 'b0', 'c/d/e', 'c/d/f', 'd'];
      await Promise.all(names.map((name) => storage.put(`${base}${name}`, Buffer.from(name), { contentType: 'text/plain' })));
      const pages: string[][] = [];
      let token: string | null = null;
      do {
        const page = await storage.listPage(base, { limit: 3, continuationToken: token });
        expect(page.objects.length).toBeLessThanOrEqual(3);
        pages.push(page.objects.map((o) => o.key.slice(base.length)));
        expect(page.objects.every((o) => o.bytes > 0 && Number.isFinite(o.lastModified?.getTime()))).toBe(true);
        token = page.next;
      } while (token);
      expect(pages).toEqual([
        ['a/1', 'a/2', 'a/3'],
        ['b/1', 'b0', 'c/d/e'],
        ['c/d/f', 'd'],
      ]);
      // A limit that ends exactly on the last object says there is no next page.
      expect(await storage.listPage(base, { limit: 8 })).toMatchObject({ next: null });
      expect((await storage.listPage(`${base}c/`, { limit: 1 })).objects.map((o) => o.key)).toEqual([`${base}c/d/e`]);
      expect(await storage.listPage(key('paged-none/'), { limit: 5 })).toEqual({ objects: [], next: null });
    });

    it('refuses a page size outside 1 to 1000 and a token it did not make', async () => {
      await expect(storage.listPage(key(''), { limit: 0 })).rejects.toThrow(RangeError);
      await expect(storage.listPage(key(''), { limit: 1001 })).rejects.toThrow(RangeError);
      await expect(storage.listPage(key(''), { limit: 5, continuationToken: '!!not a token' })).rejects.toThrow(InvalidContinuationTokenError);
    });

    it('deletes a prefix and counts what it removed, leaving neighbours alone', async () => {
      const base = key('photo/u2/');
      await Promise.all(
        ['p1/original', 'p1/w400.webp', 'p1/w800.webp', 'p2/original', 'p10/original'].map((name) =>
          storage.put(`${base}${name}`, Buffer.from(name), { contentType: 'text/plain' }),
        ),
      );
      expect(await storage.deletePrefix(`${base}p1/`)).toBe(3);
      expect((await collect(storage.list(base))).map((o) => o.key.slice(base.length))).toEqual(['p10/original', 'p2/original']);
      expect(await storage.deletePrefix(`${base}p1/`)).toBe(0);
      expect(await storage.deletePrefix(`${base}p1`)).toBe(1); // name prefix: p10/original
      expect(await storage.deletePrefix(base)).toBe(1);
      expect(await collect(storage.list(base))).toEqual([]);
    });

    it('deletes more than one page (1000+) of objects under a prefix', async () => {
      const base = key('many/');
      const count = 1005;
      for (let i = 0; i < count; i += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, count - i) }, (_, j) =>
            storage.put(`${base}${String(i + j).padStart(5, '0')}`, Buffer.from('x'), { contentType: 'text/plain' }),
          ),
        );
      }
      const listed = await collect(storage.list(base));
      expect(listed).toHaveLength(count);
      // Paged: 1000, then the last 5, the token carrying the second request on.
      const first = await storage.listPage(base, { limit: 1000 });
      expect(first.objects).toHaveLength(1000);
      const second = await storage.listPage(base, { limit: 1000, continuationToken: first.next });
      expect(second.objects.map((o) => o.key)).toEqual(listed.slice(1000).map((o) => o.key));
      expect(second.next).toBeNull();
      expect(listed[0]?.key).toBe(`${base}00000`);
      expect(listed.at(-1)?.key).toBe(`${base}01004`);
      expect(await storage.deletePrefix(base)).toBe(count);
      expect(await collect(storage.list(base))).toEqual([]);
    }, 120_000);

    it('rejects invalid keys and prefixes before touching storage', async () => {
      for (const bad of ['../x', 'a//b', '/abs', 'a/../b', 'a/./b', '', 'a b', 'a\\b', '.hidden', 'ünï']) {
        await expect(storage.put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.head(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.deletePrefix(bad)).rejects.toThrow(/Invalid storage key/);
      }
      await expect(storage.put(key('folder-like/'), Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid storage key/);
      await expect(collect(storage.list('../'))).rejects.toThrow(/Invalid storage key/);
    });

    it('handles concurrent puts to different keys', async () => {
      const base = key('concurrent/');
      const bodies = Array.from({ length: 16 }, (_, i) => randomBytes(64 * 1024 + i * 1000));
      await Promise.all(
        bodies.map((body, i) =>
          storage.put(`${base}${i}`, i % 2 ? body : Readable.from([body.subarray(0, 1000), body.subarray(1000)]), { contentType: 'application/octet-stream' }),
        ),
      );
      const read = await Promise.all(bodies.map(async (_, i) => sha256(await readAll((await storage.get(`${base}${i}`)).body))));
      expect(read).toEqual(bodies.map(sha256));
      expect(await storage.deletePrefix(base)).toBe(16);
    });

    it('propagates an error of the source stream and stores nothing', async () => {
      const k = key('broken-source');
      let n = 0;
      const broken = new Readable({
        read() {
          n += 1;
          if (n > 3) this.destroy(new Error('client went away'));
          else this.push(Buffer.alloc(64 * 1024, n));
        },
      });
      await expect(storage.put(k, broken, { contentType: 'image/jpeg' })).rejects.toThrow('client went away');
      expect(await storage.head(k)).toBeNull();
      await ctx.assertNothingPending?.(k);
    });
  });
}
