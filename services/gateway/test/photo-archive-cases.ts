import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_PHOTOS_MAX, PHOTO_ARCHIVE_LINK_GONE_MESSAGE } from '@lumafolio/contracts';
import { profile, signUpThroughGateway, type SignedUpUser } from '@lumafolio/dev-stack';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type PhotoDocument, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { createStorage, storageConfigSchema } from '@lumafolio/storage';

/**
 * A ZIP of My Photos' selection, through the real stack (ADR 61): the link a POST answers,
 * the ZIP its GET streams, read back by Python's zipfile (a reader we did not write), each
 * original byte for byte under its expected name. Photos are written through the repository
 * as the media worker leaves them, each with a small original of random bytes in storage:
 * an S3 bucket (as deployed, photo-files-on-s3.int.spec.ts, on a stack of its own) and local disk
 * (photo-archive.int.spec.ts, on the shared stack, whose storage is local disk).
 */
const testProfile = profile('test');
const run = Date.now().toString(36);

interface ArchiveLink {
  url: string;
  photos: number;
  bytes: number;
  expiresAt: string;
}
interface ZipEntry {
  name: string;
  method: number;
  content: string;
}

interface Seed {
  title: string;
  mimeType: string;
  category: string;
  bytes: number;
}

/** Oldest first; two "Harbour" photos, one whose title leaves no name ("..."), one whose title is a path; categories nature and street. */
const SEEDS: Seed[] = [
  { title: 'Harbour', mimeType: 'image/jpeg', category: 'nature', bytes: 3_000 },
  { title: 'Harbour', mimeType: 'image/jpeg', category: 'street', bytes: 5_000 },
  { title: '...', mimeType: 'image/png', category: 'nature', bytes: 1_000 },
  { title: '../../etc/passwd', mimeType: 'image/webp', category: 'street', bytes: 2_000 },
  { title: 'Café de Flore', mimeType: 'image/heic', category: 'nature', bytes: 70_000 },
  { title: 'Market', mimeType: 'image/jpeg', category: 'street', bytes: 4_000 },
];

function seededPhoto(userId: string, prefix: string, i: number, seed: Seed): PhotoDocument {
  const _id = `${run}${prefix}${String(i).padStart(3, '0')}`;
  const doc = newPhotoDocument(
    {
      _id,
      userId,
      originalKey: `photo/${userId}/${_id}/original`,
      mimeType: seed.mimeType,
      originalBytes: seed.bytes,
      title: seed.title,
      category: seed.category,
    },
    new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  );
  return { ...doc, status: 'ready' };
}

/** The ZIP as Python's zipfile reads it, once every entry's CRC is checked. */
function readZip(zip: Buffer): ZipEntry[] {
  const dir = mkdtempSync(join(tmpdir(), 'photo-archive-int-'));
  try {
    const path = join(dir, 'photos.zip');
    writeFileSync(path, zip);
    const script = [
      'import base64, json, sys, zipfile',
      'z = zipfile.ZipFile(sys.argv[1])',
      'assert z.testzip() is None',
      'print(json.dumps([{"name": i.filename, "method": i.compress_type, "content": base64.b64encode(z.read(i)).decode()} for i in z.infolist()]))',
    ].join('\n');
    return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })) as ZipEntry[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A running stack whose gateway and media keep photos on `driver`'s storage. */
export interface ArchiveStack {
  stop(): Promise<void>;
}

export function describePhotoArchive(driver: 's3' | 'local', GATEWAY: string, start: () => Promise<ArchiveStack>): void {
  describe(`a ZIP of my selected photos, kept on ${driver} storage`, () => {
    const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
    const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
    const env = { STORAGE_DRIVER: driver };
    const storage = createStorage(storageConfigSchema.parse({ ...testProfile.serviceEnv, ...env }));
    let stack: ArchiveStack;
    let db: MongoDatabase;
    let seeding: ProjectedPhotoRepository;
    let ana: SignedUpUser;
    let bob: SignedUpUser;
    let anaPhotos: PhotoDocument[];
    let bobPhotos: PhotoDocument[];
    const originals = new Map<string, Buffer>();

    const post = (person: SignedUpUser, body: unknown) =>
      person.client.request(`${GATEWAY}/api/user/photos/archive`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    const link = async (person: SignedUpUser, selection: unknown): Promise<ArchiveLink> => {
      const response = await post(person, { selection });
      if (response.status !== 200) throw new Error(`archive answered ${response.status} ${await response.text()}`);
      return (await response.json()) as ArchiveLink;
    };
    const download = async (person: SignedUpUser, url: string): Promise<{ response: Response; zip: Buffer; ms: number }> => {
      const started = performance.now();
      const response = await person.client.request(`${GATEWAY}${url}`);
      const zip = Buffer.from(await response.arrayBuffer());
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`GET ${url.slice(0, 40)}… → ${response.status}, ${zip.length} bytes in ${ms} ms\n`);
      return { response, zip, ms };
    };
    const contentOf = (photo: PhotoDocument) => (originals.get(photo._id) as Buffer).toString('base64');
    const stored = (photo: PhotoDocument, name: string): ZipEntry => ({ name, method: 0, content: contentOf(photo) });

    beforeAll(async () => {
      stack = await start();
      db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
      seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
      [ana, bob] = [await signUpThroughGateway(GATEWAY, 'zipana', `${run}${driver[0]}`), await signUpThroughGateway(GATEWAY, 'zipbob', `${run}${driver[0]}`)];
      anaPhotos = SEEDS.map((seed, i) => seededPhoto(ana.id, `${driver[0]}a`, i, seed));
      bobPhotos = SEEDS.slice(0, 2).map((seed, i) => seededPhoto(bob.id, `${driver[0]}b`, i, seed));
      await seeding.photos.insertMany([...anaPhotos, ...bobPhotos]);
      for (const photo of [...anaPhotos, ...bobPhotos]) {
        const original = randomBytes(photo.originalBytes);
        originals.set(photo._id, original);
        await storage.put(photo.originalKey, original, { contentType: photo.mimeType });
      }
    }, 240_000);

    afterAll(async () => {
      seeding?.close();
      await db?.disconnect();
      await stack?.stop();
    });

    it('answers a link for picked photos, whose ZIP holds each original as it is stored, under its title', async () => {
      const [harbour, harbour2, untitled, path, cafe] = anaPhotos as [PhotoDocument, PhotoDocument, PhotoDocument, PhotoDocument, PhotoDocument];
      const picked = [cafe, path, untitled, harbour2, harbour];
      const answer = await link(ana, { kind: 'photos', photoIds: picked.map((photo) => photo._id) });
      expect(answer).toMatchObject({ photos: 5, bytes: 3_000 + 5_000 + 1_000 + 2_000 + 70_000 });
      expect(answer.url).toMatch(/^\/api\/user\/photos\/archive\/[A-Za-z0-9_-]{43}$/);
      const expiresIn = Date.parse(answer.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

      const { response, zip } = await download(ana, answer.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="lumafolio-photos-${new Date().toISOString().slice(0, 10)}.zip"`);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      // Oldest upload first: the first "Harbour" keeps the plain name.
      expect(readZip(zip)).toEqual([
        stored(harbour, 'Harbour.jpg'),
        stored(harbour2, 'Harbour (2).jpg'),
        stored(untitled, `photo-${untitled._id}.png`),
        stored(path, '_.._etc_passwd.webp'),
        stored(cafe, 'Café de Flore.heic'),
      ]);
      // The same link again (a download the browser retries) until it expires.
      expect((await download(ana, answer.url)).zip.equals(zip)).toBe(true);
    });

    it('zips every photo matching a filter but the unticked ones, and leaves out photos deleted since, and files it cannot read', async () => {
      const street = anaPhotos.filter((photo) => photo.category === 'street');
      const [harbour2, path, market] = street as [PhotoDocument, PhotoDocument, PhotoDocument];
      const answer = await link(ana, { kind: 'matching', category: 'street', except: [path._id] });
      expect(answer).toMatchObject({ photos: 2, bytes: 5_000 + 4_000 });
      expect(readZip((await download(ana, answer.url)).zip)).toEqual([stored(harbour2, 'Harbour.jpg'), stored(market, 'Market.jpg')]);

      const everything = await link(ana, { kind: 'matching' });
      expect(everything.photos).toBe(SEEDS.length);
      // Meanwhile one photo is deleted, and another's file is lost.
      const [harbour, , untitled] = anaPhotos as [PhotoDocument, PhotoDocument, PhotoDocument];
      const bulkDelete = await ana.client.request(`${GATEWAY}/api/user/photos/bulk`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ selection: { kind: 'photos', photoIds: [market._id] }, action: { kind: 'delete' } }),
      });
      expect(bulkDelete.status).toBe(200);
      await storage.delete(untitled.originalKey);

      const read = readZip((await download(ana, everything.url)).zip);
      expect(read.map((entry) => entry.name)).toEqual(['Harbour.jpg', 'Harbour (2).jpg', '_.._etc_passwd.webp', 'Café de Flore.heic', 'MISSING.txt']);
      expect(read[0]).toEqual(stored(harbour, 'Harbour.jpg'));
      const missing = Buffer.from(read[4]?.content ?? '', 'base64').toString();
      expect(missing).toContain(`photo-${untitled._id}.png (photo ${untitled._id})`);
    });

    it("answers another user's, an unknown or a malformed link with a 404, and no one signed out", async () => {
      const answer = await link(ana, { kind: 'photos', photoIds: [anaPhotos[0]?._id as string] });

      const others = await bob.client.request(`${GATEWAY}${answer.url}`);
      expect(others.status).toBe(404);
      expect(((await others.json()) as { message: string }).message).toBe(PHOTO_ARCHIVE_LINK_GONE_MESSAGE);
      const unknown = await ana.client.request(`${GATEWAY}/api/user/photos/archive/${randomBytes(32).toString('base64url')}`);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe(PHOTO_ARCHIVE_LINK_GONE_MESSAGE);
      const malformed = await ana.client.request(`${GATEWAY}/api/user/photos/archive/not-a-token`);
      expect(malformed.status).toBe(404);

      expect((await fetch(`${GATEWAY}${answer.url}`)).status).toBe(401);
      const anonymousPost = await fetch(`${GATEWAY}/api/user/photos/archive`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ selection: { kind: 'matching' } }),
      });
      expect(anonymousPost.status).toBe(401);
      // A form posted from another site: refused before anything is read.
      const crossSite = await ana.client.request(`${GATEWAY}/api/user/photos/archive`, {
        method: 'POST',
        headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
        body: JSON.stringify({ selection: { kind: 'matching' } }),
      });
      expect(crossSite.status).toBe(403);
      // Ana's link still works for her.
      expect((await download(ana, answer.url)).response.status).toBe(200);
    });

    it("refuses a selection of none of one's own photos, or too many, with a 4xx and a message", async () => {
      const othersOnly = await post(bob, { selection: { kind: 'photos', photoIds: anaPhotos.map((photo) => photo._id) } });
      expect(othersOnly.status).toBe(422);
      expect(((await othersOnly.json()) as { message: string }).message).toBe('Select at least one photo.');
      const noneMatching = await post(bob, { selection: { kind: 'matching', q: 'nothing is called this' } });
      expect(noneMatching.status).toBe(422);

      const tooMany = await post(ana, { selection: { kind: 'photos', photoIds: Array.from({ length: BULK_PHOTOS_MAX + 1 }, (_, i) => `${run}x${i}`) } });
      expect(tooMany.status).toBe(400);
      expect(((await tooMany.json()) as { message: string }).message).toMatch(/Select at most 5,000 photos at once\./);
      // Bob's own still download, and only his.
      const bobs = await link(bob, { kind: 'matching' });
      expect(readZip((await download(bob, bobs.url)).zip)).toEqual([
        stored(bobPhotos[0] as PhotoDocument, 'Harbour.jpg'),
        stored(bobPhotos[1] as PhotoDocument, 'Harbour (2).jpg'),
      ]);
    });
  });
}
