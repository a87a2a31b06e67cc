import { Redis } from 'ioredis';
import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  uploadPhotoThroughGateway,
  waitUntil,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import {
  CLIENT_GALLERY_COLLECTION,
  MongoDatabase,
  newPhotoDocument,
  openProjectedPhotoRepository,
  type PhotoDocument,
  type ProjectedPhotoRepository,
} from '@lumafolio/dal';
import { ImageUrlRevocations } from '@lumafolio/server-common';
import { LocalDiskStorage, listKeys } from '@lumafolio/storage';

/**
 * Deleting many photos with one bulk request, through the real stack with its media worker:
 * every list, count, the stats, the quota and the portfolio are right as soon as it answers;
 * the files and the duplicates index entries go afterwards, in the media worker's jobs. Most photos are written through the
 * repository as the media worker leaves them, each with two small files; two are real uploads,
 * made custom banners in turn.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const ANA_PHOTOS = 300;
const BOB_PHOTOS = 5;
const ORIGINAL_BYTES = 1_000;
const WAIT = { timeoutMs: 90_000 };
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });

interface PageBody {
  items: Array<{ id: string }>;
  total: number | null;
  counts?: { public: number; featured: number } | null;
}
interface BulkResult {
  selected: number;
  changed: number;
  notFound: number;
}

/** Photo i: public, categories alternate (even: nature, odd: street), a fingerprint of its own. */
function seededPhoto(userId: string, prefix: string, i: number): PhotoDocument {
  const _id = `${run}${prefix}${String(i).padStart(4, '0')}`;
  const doc = newPhotoDocument(
    {
      _id,
      userId,
      originalKey: `photo/${userId}/${_id}/original`,
      mimeType: 'image/jpeg',
      originalBytes: ORIGINAL_BYTES,
      title: `Photo ${i}`,
      category: i % 2 === 0 ? 'nature' : 'street',
    },
    new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  );
  return { ...doc, status: 'ready', isPublic: true, featured: i % 10 === 0, fingerprint: fingerprintOf(prefix, i) };
}

/** Sixteen hex digits, every quarter its own. */
const fingerprintOf = (prefix: string, i: number): string => `${prefix === 'a' ? '0' : 'f'}${i.toString(16).padStart(3, '0')}`.repeat(4);

const folderOf = (photo: Pick<PhotoDocument, '_id' | 'userId'>) => `photo/${photo.userId}/${photo._id}/`;

describe('bulk delete of my photos', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  let seeding: ProjectedPhotoRepository;
  let redis: Redis;
  let ana: SignedUpUser;
  let bob: SignedUpUser;
  let anaPhotos: PhotoDocument[];
  let bobPhotos: PhotoDocument[];

  const bulk = async (person: SignedUpUser, body: unknown): Promise<BulkResult> => {
    const started = performance.now();
    const response = await person.client.request(`${GATEWAY}/api/user/photos/bulk`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`bulk answered ${response.status} ${await response.text()}`);
    const result = (await response.json()) as BulkResult;
    process.stdout.write(`bulk ${JSON.stringify(body).slice(0, 90)} → ${JSON.stringify(result)} in ${Math.round(performance.now() - started)} ms\n`);
    return result;
  };
  const get = async <T>(person: SignedUpUser, path: string): Promise<T> => {
    const response = await person.client.request(`${GATEWAY}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const visitorPage = async (query = ''): Promise<PageBody> =>
    (await (await fetch(`${GATEWAY}/api/portfolio/${ana.username}/photos?limit=60${query}`)).json()) as PageBody;
  const storedFolders = async (userId: string): Promise<Set<string>> =>
    new Set((await listKeys(storage, `photo/${userId}/`)).map((key) => key.slice(0, key.lastIndexOf('/') + 1)));
  /** Resolves once none of these folders holds a file (the media worker's jobs ran). */
  const filesGone = (userId: string, folders: readonly string[]) =>
    waitUntil(
      'the deleted photos’ files removed',
      async () => {
        const stored = await storedFolders(userId);
        return folders.filter((folder) => stored.has(folder));
      },
      (left) => left.length === 0,
      WAIT,
    );
  const fingerprinted = async (userId: string, fingerprints: readonly string[]): Promise<string[]> =>
    (await seeding.photos.fingerprints.candidates(userId, fingerprints)).map((photo) => photo.photoId).sort();
  const heroSource = async (person: SignedUpUser) => (await get<{ id: string | null; source: string }>(person, '/api/user/hero-selection')).source;
  const uploadReady = async (person: SignedUpUser, path: string, category: string): Promise<string> => {
    const uploaded = await uploadPhotoThroughGateway(person.client, GATEWAY, { path, title: `Real ${category}`, category });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    await waitUntil(
      'the photo processed',
      async () => (await get<{ status: string }>(person, `/api/user/photos/${id}`)).status,
      (status) => status === 'ready',
      WAIT,
    );
    return id;
  };
  const setCustomHero = async (person: SignedUpUser, photoId: string) => {
    const response = await person.client.request(`${GATEWAY}/api/user/hero-image/set-custom`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ photoId }),
    });
    expect(response.status).toBe(200);
    expect(await heroSource(person)).toBe('custom');
  };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    [ana, bob] = [await signUpThroughGateway(GATEWAY, 'delana', run), await signUpThroughGateway(GATEWAY, 'delbob', run)];
    anaPhotos = Array.from({ length: ANA_PHOTOS }, (_, i) => seededPhoto(ana.id, 'a', i));
    bobPhotos = Array.from({ length: BOB_PHOTOS }, (_, i) => seededPhoto(bob.id, 'b', i));
    await seeding.photos.insertMany([...anaPhotos, ...bobPhotos]);
    for (const photo of [...anaPhotos, ...bobPhotos]) {
      await storage.put(photo.originalKey, Buffer.from('original'), { contentType: 'image/jpeg' });
      await storage.put(`${folderOf(photo)}w400.webp`, Buffer.from('variant'), { contentType: 'image/webp' });
      await seeding.photos.fingerprints.add(photo.userId, photo._id, photo.fingerprint as string);
    }
  }, 240_000);

  afterAll(async () => {
    redis?.disconnect();
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('deletes fifty picked photos: lists, counts, stats, quota and portfolio at once, their files soon after', async () => {
    // The newest fifty: the first page of every list showed them.
    const picked = anaPhotos.slice(ANA_PHOTOS - 50);
    const kept = anaPhotos.slice(0, ANA_PHOTOS - 50);
    expect((await visitorPage()).items.map((photo) => photo.id)).toContain(picked[0]?._id);

    expect(await bulk(ana, { selection: { kind: 'photos', photoIds: picked.map((photo) => photo._id) }, action: { kind: 'delete' } })).toEqual({
      selected: 50,
      changed: 50,
      notFound: 0,
    });

    const pickedIds = new Set(picked.map((photo) => photo._id));
    const mine = await get<PageBody>(ana, '/api/user/photos?limit=60');
    expect(mine).toMatchObject({ total: 250, counts: { public: 250, featured: 25 } });
    expect(mine.items.filter((photo) => pickedIds.has(photo.id))).toEqual([]);
    expect(mine.items).toHaveLength(60);
    expect(await get(ana, '/api/photos/stats')).toMatchObject({ totalPhotos: 250, sharedPhotos: 250, featuredPhotos: 25, categories: 2 });
    expect(await get(ana, '/api/user/storage-usage')).toMatchObject({ usedBytes: 250 * ORIGINAL_BYTES });
    const visitors = await visitorPage();
    expect(visitors.total).toBe(250);
    expect(visitors.items.filter((photo) => pickedIds.has(photo.id))).toEqual([]);
    expect(visitors.items).toHaveLength(60);
    expect((await visitorPage('&featured=true')).total).toBe(25);
    expect(await new ImageUrlRevocations(redis).isRevoked(ana.id, picked[0]?._id as string)).toBe(true);

    await filesGone(ana.id, picked.map(folderOf));
    // Off the duplicates index (a job too); the others still in it.
    await waitUntil(
      'the deleted photos off the duplicates index',
      () =>
        fingerprinted(
          ana.id,
          [...picked, ...kept.slice(0, 3)].map((photo) => photo.fingerprint as string),
        ),
      (listed) => JSON.stringify(listed) === JSON.stringify(kept.slice(0, 3).map((photo) => photo._id)),
      WAIT,
    );
    const stored = await storedFolders(ana.id);
    expect(kept.every((photo) => stored.has(folderOf(photo)))).toBe(true);
  });

  it('deletes every photo matching a filter but a few', async () => {
    const remaining = anaPhotos.slice(0, ANA_PHOTOS - 50);
    const street = remaining.filter((_, i) => i % 2 === 1);
    const except = street.slice(0, 10).map((photo) => photo._id);
    const matched = street.slice(10);
    expect(matched).toHaveLength(115);

    expect(await bulk(ana, { selection: { kind: 'matching', category: 'street', except }, action: { kind: 'delete' } })).toEqual({
      selected: 115,
      changed: 115,
      notFound: 0,
    });

    const left = 250 - 115;
    expect((await get<PageBody>(ana, '/api/user/photos?limit=60')).total).toBe(left);
    expect((await get<PageBody>(ana, '/api/user/photos?limit=60&category=street')).items.map((photo) => photo.id).sort()).toEqual([...except].sort());
    expect(await get(ana, '/api/photos/stats')).toMatchObject({ totalPhotos: left, sharedPhotos: left });
    expect(await get(ana, '/api/user/storage-usage')).toMatchObject({ usedBytes: left * ORIGINAL_BYTES });
    expect((await visitorPage()).total).toBe(left);
    const categories = (await (await fetch(`${GATEWAY}/api/portfolio/${ana.username}/categories`)).json()) as Array<{ category: string; count: number }>;
    expect(Object.fromEntries(categories.map(({ category, count }) => [category, count]))).toEqual({ nature: 125, street: 10 });

    await filesGone(ana.id, matched.map(folderOf));
    const stored = await storedFolders(ana.id);
    expect(except.every((id) => stored.has(`photo/${ana.id}/${id}/`))).toBe(true);
  });

  it("deletes nothing of anyone else's, and a second delete of the same photos finds none", async () => {
    // Ana's first twenty are all still hers (the street ones among them were spared above).
    const anas = anaPhotos.slice(0, 20);
    const anasIds = anas.map((photo) => photo._id);
    expect(await bulk(bob, { selection: { kind: 'photos', photoIds: anasIds }, action: { kind: 'delete' } })).toEqual({
      selected: 0,
      changed: 0,
      notFound: 20,
    });
    expect((await get<PageBody>(ana, `/api/user/photos?limit=60`)).total).toBe(135);
    const stored = await storedFolders(ana.id);
    expect(anas.every((photo) => stored.has(folderOf(photo)))).toBe(true);
    expect(await get(bob, '/api/photos/stats')).toMatchObject({ totalPhotos: BOB_PHOTOS });

    const deletedBefore = anaPhotos.slice(ANA_PHOTOS - 50).map((photo) => photo._id);
    expect(await bulk(ana, { selection: { kind: 'photos', photoIds: deletedBefore }, action: { kind: 'delete' } })).toEqual({
      selected: 0,
      changed: 0,
      notFound: 50,
    });
    expect((await get<PageBody>(ana, `/api/user/photos?limit=60`)).total).toBe(135);
    // Bob's own, all of them.
    expect(await bulk(bob, { selection: { kind: 'matching' }, action: { kind: 'delete' } })).toEqual({
      selected: BOB_PHOTOS,
      changed: BOB_PHOTOS,
      notFound: 0,
    });
    expect(await get(bob, '/api/user/storage-usage')).toMatchObject({ usedBytes: 0 });
    await filesGone(bob.id, bobPhotos.map(folderOf));
    expect((await get<PageBody>(ana, `/api/user/photos?limit=60`)).total).toBe(135);
  });

  it('takes a custom banner made from a deleted photo with it, picked or matched, and the real files of both', async () => {
    const [picked, matched] = await Promise.all([
      uploadReady(ana, '/usr/share/backgrounds/mate/nature/Aqua.jpg', 'travel'),
      uploadReady(ana, '/usr/share/backgrounds/mate/nature/Dune.jpg', 'macro'),
    ]);
    const files = await storedFolders(ana.id);
    expect(files.has(`photo/${ana.id}/${picked}/`) && files.has(`photo/${ana.id}/${matched}/`)).toBe(true);

    await setCustomHero(ana, picked);
    expect(await bulk(ana, { selection: { kind: 'photos', photoIds: [picked] }, action: { kind: 'delete' } })).toMatchObject({ changed: 1 });
    expect(await heroSource(ana)).not.toBe('custom');
    expect(await listKeys(storage, `hero/custom-${picked}/`)).toEqual([]);

    await setCustomHero(ana, matched);
    // Matching, but not the banner's photo: the banner stays.
    expect(await bulk(ana, { selection: { kind: 'matching', category: 'macro', except: [matched] }, action: { kind: 'delete' } })).toMatchObject({
      changed: 0,
    });
    expect(await heroSource(ana)).toBe('custom');
    expect(await bulk(ana, { selection: { kind: 'matching', category: 'macro' }, action: { kind: 'delete' } })).toMatchObject({ changed: 1 });
    expect(await heroSource(ana)).not.toBe('custom');
    expect(await listKeys(storage, `hero/custom-${matched}/`)).toEqual([]);

    await filesGone(ana.id, [`photo/${ana.id}/${picked}/`, `photo/${ana.id}/${matched}/`]);
    expect((await get<PageBody>(ana, `/api/user/photos?limit=60`)).total).toBe(135);
  });

  it('takes deleted photos out of their client galleries; an edit still naming one it held keeps the rest', async () => {
    const [gone, stays] = [anaPhotos[0], anaPhotos[2]] as [PhotoDocument, PhotoDocument];
    const created = await ana.client.request(`${GATEWAY}/api/client-galleries`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: `Wedding ${run}`, photoIds: [gone._id, stays._id] }),
    });
    expect(created.status).toBe(201);
    const gallery = (await created.json()) as { id: string };
    const photosOfGallery = async () =>
      (await get<Array<{ id: string; photoIds: string[] }>>(ana, '/api/client-galleries')).find((g) => g.id === gallery.id)?.photoIds;

    expect(await bulk(ana, { selection: { kind: 'photos', photoIds: [gone._id] }, action: { kind: 'delete' } })).toMatchObject({ changed: 1 });
    expect(await photosOfGallery()).toEqual([stays._id]);

    // A gallery still naming a photo deleted before galleries were cleaned (or an edit form opened before the delete).
    await db.connection.collection(CLIENT_GALLERY_COLLECTION).updateOne({ _id: gallery.id as never }, { $set: { photoIds: [gone._id, stays._id] } });
    const edit = (photoIds: string[]) =>
      ana.client.request(`${GATEWAY}/api/client-galleries/${gallery.id}`, { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ photoIds }) });
    const edited = await edit([gone._id, stays._id]);
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { photoIds: string[] }).photoIds).toEqual([stays._id]);
    // An id the gallery never held must still be one of the owner's photos.
    const refused = await edit([stays._id, bobPhotos[0]?._id as string]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'Every photo of a gallery must be one of your own.' });
    expect(await photosOfGallery()).toEqual([stays._id]);
  });
});
