import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { PhotoArchiveEntry } from '@lumafolio/contracts';
import { ObjectNotFoundError, type ObjectStorage, type StoredObject } from '@lumafolio/storage';
import { MISSING_FILE_NAME, photoArchiveStream } from './photo-archive-stream.js';

const UPLOADED_AT = '2026-11-30T12:00:00.000Z';
const entry = (photoId: string, name: string, bytes = 0): PhotoArchiveEntry => ({
  photoId,
  key: `photo/u1/${photoId}/original`,
  name,
  bytes,
  uploadedAt: UPLOADED_AT,
});

/** Storage holding these files; `get` of anything else is not found. Records the reads, and which bodies were destroyed. */
function fakeStorage(files: Record<string, Buffer | (() => Readable)>) {
  const reads: string[] = [];
  const bodies: Readable[] = [];
  const storage = {
    driver: 'local',
    get: async (key: string): Promise<StoredObject> => {
      reads.push(key);
      const file = files[key];
      if (!file) throw new ObjectNotFoundError(key);
      const body = Buffer.isBuffer(file) ? Readable.from([file]) : file();
      bodies.push(body);
      return { key, bytes: Buffer.isBuffer(file) ? file.length : 1 << 30, body };
    },
  } as unknown as ObjectStorage;
  return { storage, reads, bodies };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The ZIP as Python's zipfile reads it: each entry's name, compression method and content (base64), after its CRC check. */
function readWithPython(zip: Buffer): Array<{ name: string; method: number; content: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'photo-archive-'));
  try {
    const path = join(dir, 'photos.zip');
    writeFileSync(path, zip);
    const script = [
      'import base64, json, sys, zipfile',
      'z = zipfile.ZipFile(sys.argv[1])',
      'assert z.testzip() is None',
      'print(json.dumps([{"name": i.filename, "method": i.compress_type, "content": base64.b64encode(z.read(i)).decode()} for i in z.infolist()]))',
    ].join('\n');
    return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })) as Array<{ name: string; method: number; content: string }>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const options = (onMissing = jest.fn()) => ({ onMissing });

describe('photoArchiveStream', () => {
  it('stores each file as it is, under its name, one read after the other', async () => {
    const first = Buffer.from('first original');
    const second = Buffer.alloc(200_000, 7);
    const { storage, reads } = fakeStorage({ 'photo/u1/p1/original': first, 'photo/u1/p2/original': second });

    const zip = await collect(photoArchiveStream(storage, [entry('p1', 'Harbour.jpg'), entry('p2', 'Café (2).png')], options()));

    expect(readWithPython(zip)).toEqual([
      { name: 'Harbour.jpg', method: 0, content: first.toString('base64') },
      { name: 'Café (2).png', method: 0, content: second.toString('base64') },
    ]);
    expect(reads).toEqual(['photo/u1/p1/original', 'photo/u1/p2/original']);
  });

  it('leaves out a file it cannot read and names it in MISSING.txt at the end', async () => {
    const { storage } = fakeStorage({ 'photo/u1/p1/original': Buffer.from('one'), 'photo/u1/p3/original': Buffer.from('three') });
    const onMissing = jest.fn();

    const zip = await collect(photoArchiveStream(storage, [entry('p1', 'One.jpg'), entry('p2', 'Two.jpg'), entry('p3', 'Three.jpg')], options(onMissing)));

    const read = readWithPython(zip);
    expect(read.map((file) => file.name)).toEqual(['One.jpg', 'Three.jpg', MISSING_FILE_NAME]);
    const missing = Buffer.from(read[2]?.content ?? '', 'base64').toString();
    expect(missing).toContain('This photo could not be read');
    expect(missing).toContain('Two.jpg (photo p2)');
    expect(onMissing).toHaveBeenCalledWith(entry('p2', 'Two.jpg'), expect.any(ObjectNotFoundError));
  });

  it('makes a valid empty ZIP of nothing', async () => {
    const { storage } = fakeStorage({});
    expect(readWithPython(await collect(photoArchiveStream(storage, [], options())))).toEqual([]);
  });

  it('reads no further than the client takes, and aborts the read under way when it goes away', async () => {
    let produced = 0;
    const endless = () =>
      new Readable({
        read() {
          produced += 64 * 1024;
          this.push(Buffer.alloc(64 * 1024));
        },
      });
    const { storage, reads, bodies } = fakeStorage({ 'photo/u1/p1/original': endless, 'photo/u1/p2/original': Buffer.from('never read') });
    const zip = photoArchiveStream(storage, [entry('p1', 'Big.jpg'), entry('p2', 'Next.jpg')], options());

    // The client reads one chunk, then stops taking more: reading stalls at a few buffers.
    const firstChunk = await new Promise<Buffer>((resolve) => zip.once('data', resolve));
    zip.pause();
    expect(firstChunk.subarray(0, 4)).toEqual(Buffer.from('PK\u0003\u0004'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(produced).toBeLessThan(2 * 1024 * 1024);

    zip.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies[0]?.destroyed).toBe(true);
    expect(reads).toEqual(['photo/u1/p1/original']);
  });

  it('ends with an error, not a ZIP missing a file, when a file fails half-read', async () => {
    const failing = () =>
      new Readable({
        read() {
          this.destroy(new Error('storage connection reset'));
        },
      });
    const { storage } = fakeStorage({ 'photo/u1/p1/original': failing });
    await expect(text(photoArchiveStream(storage, [entry('p1', 'Broken.jpg')], options()))).rejects.toThrow('storage connection reset');
  });

  it('ends with an error when a file ends before the size the storage announced', async () => {
    // The fake announces 1 GiB for a streamed file; this one ends after 5 bytes.
    const { storage } = fakeStorage({ 'photo/u1/p1/original': () => Readable.from([Buffer.from('short')]) });
    await expect(text(photoArchiveStream(storage, [entry('p1', 'Short.jpg')], options()))).rejects.toThrow('unexpected number of bytes');
  });
});
