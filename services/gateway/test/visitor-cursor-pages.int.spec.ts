import { profile, signUpThroughGateway, useSharedGatewayUnderTest, SHARED_GATEWAY, type SharedGatewayUnderTest, type SignedUpUser } from '@lumafolio/dev-stack';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { Redis } from 'ioredis';
import { VisitorCacheStore, type CachedAnswer } from '../src/visitor-cache/visitor-cache.store.js';

/**
 * Pages after the first (a visitor scrolling a portfolio or the home feed) are cached like
 * first pages when their cursor is one the gateway handed out: the 5 000th photo is as cheap
 * as the first. A cursor a client made up is answered but never stored, so nobody can fill
 * the cache with pages. And a change is never hidden by a copy of an entry a gateway keeps
 * in its own memory.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const JSON_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const PHOTOS = 5;

interface Page {
  items: Array<{ id: string; title: string }>;
  nextCursor: string | null;
}

async function page(path: string): Promise<{ cache: string | null; page: Page }> {
  const response = await fetch(`${GATEWAY}${path}`);
  expect(response.status).toBe(200);
  return { cache: response.headers.get('x-visitor-cache'), page: (await response.json()) as Page };
}

/** A cursor of the same shape as the server's, naming a place no page ends at. */
const madeUpCursor = (id: string) => Buffer.from(JSON.stringify([0, 0, 1_700_000_000_123.5, id])).toString('base64url');

describe('pages after a cursor, in the visitor cache', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  let seeding: ProjectedPhotoRepository;
  let ana: SignedUpUser;
  const ids = Array.from({ length: PHOTOS }, (_, index) => `${run}k${index}`);

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    ana = await signUpThroughGateway(GATEWAY, 'cursor', run);
    for (const [index, photoId] of ids.entries()) {
      const doc = newPhotoDocument(
        {
          _id: photoId,
          userId: ana.id,
          originalKey: `photo/${ana.id}/${photoId}/original`,
          mimeType: 'image/jpeg',
          originalBytes: 10,
          title: `Ridge ${index}`,
        },
        new Date(Date.UTC(2026, 3, 1) + index * 60_000),
      );
      await seeding.photos.insert({ ...doc, status: 'ready', isPublic: true });
    }
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('keeps the page after a cursor it handed out, and shows a change on it at once', async () => {
    const base = `/api/portfolio/${ana.username}/photos?limit=2`;
    const first = await page(base);
    expect(first.page.nextCursor).not.toBeNull();
    const second = `${base}&cursor=${encodeURIComponent(first.page.nextCursor as string)}`;
    const computed = await page(second);
    expect(computed.cache).toBe('miss');
    const again = await page(second);
    expect(again.cache).toBe('hit');
    expect(again.page).toEqual(computed.page);
    // Each page hands out the next cursor: the third page is kept too.
    const third = `${base}&cursor=${encodeURIComponent(computed.page.nextCursor as string)}`;
    await page(third);
    expect((await page(third)).cache).toBe('hit');

    const shown = computed.page.items[0] as Page['items'][number];
    const renamed = await ana.client.request(`${GATEWAY}/api/user/photos/${shown.id}`, {
      method: 'PATCH',
      headers: JSON_HEADERS,
      body: JSON.stringify({ title: `Renamed ${run}` }),
    });
    expect(renamed.status).toBe(200);
    expect((await page(second)).page.items[0]?.title).toBe(`Renamed ${run}`);
  });

  it('answers a cursor a client made up, and never stores it', async () => {
    const base = `/api/portfolio/${ana.username}/photos?limit=2`;
    for (const attempt of [1, 2, 3]) {
      const answered = await page(`${base}&cursor=${madeUpCursor(`zz${attempt}`)}`);
      expect(answered.cache).toBe('bypass');
      expect(answered.page.items.length).toBeLessThanOrEqual(2);
    }
    const same = `${base}&cursor=${madeUpCursor('zz1')}`;
    expect((await page(same)).cache).toBe('bypass');
    expect((await page(same)).cache).toBe('bypass');
    // The home feed's pages follow the same rule.
    expect((await page(`/api/photos?category=other&limit=2&cursor=${Buffer.from(JSON.stringify([1, 'x'])).toString('base64url')}`)).cache).toBe('bypass');
  });

  it("never serves a gateway's in-memory copy of an entry once another gateway has stored a newer one", async () => {
    const redis = [new Redis(testProfile.serviceEnv.REDIS_URL), new Redis(testProfile.serviceEnv.REDIS_URL)];
    try {
      const [one, two] = redis.map((client) => new VisitorCacheStore(client, 600)) as [VisitorCacheStore, VisitorCacheStore];
      const key = `test-entry:${run}`;
      const answer = (body: string): CachedAnswer => ({ status: 200, contentType: 'text/plain', body, etag: `"${body}"` });
      const scope = { ownerId: `hot-${run}` };
      await one.store(key, await one.generations(scope), answer('before'));
      // The second gateway reads it once and keeps it parsed in memory.
      expect((await two.lookup(key))?.answer.body).toBe('before');
      // A change, heard by the first gateway, which stores the answer again.
      await one.invalidate(scope.ownerId);
      await one.store(key, await one.generations(scope), answer('after'));
      expect((await two.lookup(key))?.answer.body).toBe('after');
      // A change nobody has computed again yet: neither gateway answers from what it has.
      await two.invalidate(scope.ownerId);
      expect(await one.lookup(key)).toBeNull();
      expect(await two.lookup(key)).toBeNull();
    } finally {
      for (const client of redis) client.disconnect();
    }
  });
});
