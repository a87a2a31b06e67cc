import {
  addressSpelling,
  hostileAddress,
  visitorCacheEntries,
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  waitUntil,
  SHARED_GATEWAY,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository } from '@lumafolio/dal';
import { Redis } from 'ioredis';

/**
 * A stranger cannot grow the visitor cache: every spelling of a portfolio's address (upper
 * case, percent-encoded letters, spaces and no-break spaces around the name, the prefixed
 * form) is sent to the canonical one with a 301, never rendered nor stored; a made-up
 * category is sent to the page without it; tracking parameters share the page's entry. 32
 * clients asking for thousands of such addresses add no entry, nothing answers 5xx, and the
 * canonical page stays a hit. (How fast the canonical page answers under that load is
 * `npm run bench:spellings`'s to measure.)
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const CLIENTS = 32;
const REQUESTS_PER_CLIENT = 40;

describe('the visitor cache under every spelling of an address', () => {
  let stack: SharedGatewayUnderTest;
  let ana: SignedUpUser;
  let redis: Redis;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    ana = await signUpThroughGateway(GATEWAY, 'spelled', run);
  }, 180_000);

  it("keeps a category of the portfolio's own once its page is kept, and sends it away once no public photo is in it", async () => {
    const owner = await signUpThroughGateway(GATEWAY, 'ownlabel', run);
    // A public photo in a category of the owner's own, written as the media service writes it.
    const db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    const seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    const photoId = `${run}own0001`;
    try {
      const photo = newPhotoDocument({
        _id: photoId,
        userId: owner.id,
        originalKey: `photo/${owner.id}/${photoId}/original`,
        mimeType: 'image/jpeg',
        originalBytes: 10,
        category: 'weddings',
      });
      await seeding.photos.insert({ ...photo, status: 'ready', isPublic: true });
    } finally {
      seeding.close();
      await db.disconnect();
    }
    const page = `${GATEWAY}/${owner.username}`;
    await waitUntil(
      'the page kept',
      async () => (await fetch(page)).headers.get('x-visitor-cache'),
      (outcome) => outcome === 'hit',
    );

    const own = await fetch(`${page}?featured=weddings`, { redirect: 'manual' });
    expect(own.status).toBe(200);
    const madeUp = await fetch(`${page}?featured=elopements&ref=mail`, { redirect: 'manual' });
    expect({ status: madeUp.status, location: madeUp.headers.get('location') }).toEqual({ status: 301, location: `/${owner.username}?ref=mail` });

    // Moved to another category through the app: the kept page is stale at once, and the category is sent away.
    const edited = await owner.client.request(`${GATEWAY}/api/user/photos/${photoId}`, {
      method: 'PATCH',
      headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'nature' }),
    });
    expect(edited.status).toBe(200);
    const gone = await fetch(`${page}?featured=weddings`, { redirect: 'manual' });
    expect({ status: gone.status, location: gone.headers.get('location') }).toEqual({ status: 301, location: `/${owner.username}` });

    // And back: the page kept since then offers it again.
    const back = await owner.client.request(`${GATEWAY}/api/user/photos/${photoId}`, {
      method: 'PATCH',
      headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'weddings' }),
    });
    expect(back.status).toBe(200);
    await waitUntil(
      'the category offered again',
      async () => (await fetch(`${page}?featured=weddings`, { redirect: 'manual' })).status,
      (status) => status === 200,
    );
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('sends each spelling to the canonical address with a 301, and a made-up category to the page without it', async () => {
    const page = `/${ana.username}`;
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const asked = addressSpelling(ana.username, n);
      const response = await fetch(`${GATEWAY}${asked}?utm_source=x`, { redirect: 'manual' });
      expect({ asked, status: response.status, location: response.headers.get('location') }).toEqual({ asked, status: 301, location: `${page}?utm_source=x` });
    }
    const prefixed = await fetch(`${GATEWAY}/portfolio/${ana.username.toUpperCase()}`, { redirect: 'manual' });
    expect(prefixed.headers.get('location')).toBe(`/portfolio/${ana.username}`);

    const madeUp = await fetch(`${GATEWAY}${page}?featured=made-up-${run}&ref=mail`, { redirect: 'manual' });
    expect(madeUp.status).toBe(301);
    expect(madeUp.headers.get('location')).toBe(`${page}?ref=mail`);
    // A built-in category is the page's own: rendered and kept.
    const builtIn = await fetch(`${GATEWAY}${page}?featured=nature`);
    expect(builtIn.status).toBe(200);
  });

  it('32 clients asking for thousands of spellings, categories and tracking parameters add no entry, and the page stays a hit', async () => {
    const page = `${GATEWAY}/${ana.username}`;
    expect((await fetch(page)).status).toBe(200);
    expect((await fetch(page)).headers.get('x-visitor-cache')).toBe('hit');
    const before = await visitorCacheEntries(redis);

    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
          const n = client * REQUESTS_PER_CLIENT + i;
          const response = await fetch(`${GATEWAY}${hostileAddress(ana.username, n)}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );

    const after = await visitorCacheEntries(redis);
    const added = [...after].filter((key) => !before.has(key));
    expect(added).toEqual([]);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([200, 301]);
    const again = await fetch(page);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-visitor-cache')).toBe('hit');
  });
});
