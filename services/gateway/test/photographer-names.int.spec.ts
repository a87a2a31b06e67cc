import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  waitUntil,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { Redis } from 'ioredis';

/**
 * Who a photo is credited to ("by …" on cards, the lightbox, client galleries) is the owner's
 * current name, held by auth alone (ADR 55): a rename shows on every photo at once, the
 * photos themselves keep no copy, and a lost directory entry is filled again from auth.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };

async function body<T>(response: Response): Promise<T> {
  if (response.status !== 200) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Credited {
  id: string;
  photographer: string | null;
}

describe('photographer names', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  let redis: Redis;
  let seeding: ProjectedPhotoRepository;
  let ana: SignedUpUser;
  let galleryToken: string;
  const photoIds = [`${run}n1`, `${run}n2`];

  const ownList = async () => (await body<{ items: Credited[] }>(await ana.client.request(`${GATEWAY}/api/user/photos`))).items;
  const ownPhoto = async (id: string) => body<Credited>(await ana.client.request(`${GATEWAY}/api/user/photos/${id}`));
  const visitorList = async () => (await body<{ items: Credited[] }>(await fetch(`${GATEWAY}/api/portfolio/${ana.username}/photos`))).items;
  const galleryPhotos = async () => (await body<{ photos: Credited[] }>(await fetch(`${GATEWAY}/api/client-gallery/${galleryToken}`))).photos;
  const names = (photos: Credited[]) => [...new Set(photos.map((photo) => photo.photographer))];
  const rename = async (body: Record<string, string>) => {
    const response = await ana.client.request(`${GATEWAY}/api/profile`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    ana = await signUpThroughGateway(GATEWAY, 'ana', run);
    for (const id of photoIds) {
      const doc = newPhotoDocument({
        _id: id,
        userId: ana.id,
        originalKey: `photo/${ana.id}/${id}/original`,
        mimeType: 'image/jpeg',
        originalBytes: 10,
        title: id,
      });
      const variants = [{ width: 400, height: 300, format: 'webp' as const, key: `photo/${ana.id}/${id}/w400.webp`, bytes: 10 }];
      await seeding.photos.insert({ ...doc, status: 'ready', isPublic: true, variants });
    }
    const gallery = await ana.client.request(`${GATEWAY}/api/client-galleries`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: 'Names', photoIds }),
    });
    expect(gallery.status).toBe(201);
    galleryToken = ((await gallery.json()) as { token: string }).token;
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('credits the username until a full name is given, then the full name everywhere at once', async () => {
    expect(names(await ownList())).toEqual([ana.username]);
    expect(names(await visitorList())).toEqual([ana.username]);
    expect(names(await galleryPhotos())).toEqual([ana.username]);

    await rename({ firstName: 'Ana', lastName: 'Lima' });
    // The owner's own screens, the client gallery and a single photo: no waiting.
    expect(names(await ownList())).toEqual(['Ana Lima']);
    expect((await ownPhoto(photoIds[0] as string)).photographer).toBe('Ana Lima');
    expect(names(await galleryPhotos())).toEqual(['Ana Lima']);
    // Visitors' cached pages are dropped by the rename's announcement.
    const seen = await waitUntil(
      'visitors see the new name',
      async () => names(await visitorList()),
      (found) => found[0] === 'Ana Lima',
      { timeoutMs: 10_000 },
    );
    expect(seen).toEqual(['Ana Lima']);

    await rename({ firstName: 'Ana', lastName: 'Lima-Souza' });
    expect(names(await ownList())).toEqual(['Ana Lima-Souza']);
    // The photos keep no copy of the name.
    const stored = await db.connection.collection('photos').findOne({ _id: photoIds[0] as unknown as never });
    expect(stored).not.toHaveProperty('photographer');
  });

  it("fills a lost entry of the directory from auth, and a concurrent rename's name stays", async () => {
    const keys = await redis.keys(`display-name:*:${ana.id}`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
    expect(names(await ownList())).toEqual(['Ana Lima-Souza']);
    expect(await redis.exists(...keys)).toBe(keys.length);

    // Renames racing each other and a fill: whatever order their writes land in, the last rename shows.
    await Promise.all([rename({ lastName: 'One' }), ownList(), rename({ lastName: 'Two' }), ownList()]);
    const current = ((await (await ana.client.request(`${GATEWAY}/api/auth/user`)).json()) as { lastName: string }).lastName;
    expect(names(await ownList())).toEqual([`Ana ${current}`]);
  });
});
