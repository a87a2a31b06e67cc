import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  waitForMediaQueueIdle,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { MEDIA_QUEUE, mediaJobId, updatePhotoRpc } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { natsConnectionOf, RpcClient } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedShownAndHiddenPhotos } from './seed-visitor-photos.js';

/**
 * Visitor pages and public answers are cached in Redis and dropped by the services' events
 * when their portfolio changes (the cache's own expiry is 10 minutes: anything that shows
 * sooner was invalidated by an event). Signed-in and private answers are never shared.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };

type Person = SignedUpUser;

/** Polls a visitor URL until `seen` holds; how long a change took to show. */
async function untilVisitorSees(url: string, seen: (body: string) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const body = await (await fetch(url)).text();
    if (seen(body)) return Date.now() - started;
    if (Date.now() - started > 10_000) throw new Error(`${url} still shows the old content: ${body.slice(0, 300)}`);
    await sleep(50);
  }
}

describe('the visitor cache', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  let ana: Person;
  const photoIds = { shown: `${run}c0001`, hidden: `${run}c0002` };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    ana = await signUpThroughGateway(GATEWAY, 'ana', run);
    await seedShownAndHiddenPhotos(seeding, ana.id, photoIds, 'Harbour');
    // A fresh database's banners are made now; each one done rightly drops every cached page.
    await waitForMediaQueueIdle(testProfile.serviceEnv.REDIS_URL);
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('answers visitors from the cache with an ETag, a 304 for a matching If-None-Match, and headers a CDN can keep', async () => {
    const url = `${GATEWAY}/api/portfolio/${ana.username}/photos`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.status).toBe(200);
    expect(second.headers.get('x-visitor-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // Browsers revalidate every time; only a CDN may serve it stale while it revalidates.
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.headers.get('cdn-cache-control')).toBe('max-age=1, stale-while-revalidate=60');

    for (const ifNoneMatch of [etag as string, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await fetch(url, { headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
    }
    expect((await fetch(url, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);

    // The page itself: one entry at its canonical path, whatever query it does not read comes with it.
    const page = `${GATEWAY}/${ana.username}`;
    await fetch(page);
    expect((await fetch(page)).headers.get('x-visitor-cache')).toBe('hit');
    expect((await fetch(`${page}?utm=${run}`)).headers.get('x-visitor-cache')).toBe('hit');
    // Another spelling of the page's address is sent to it, never rendered nor stored; a made-up cursor is answered, not stored.
    const respelled = await fetch(`${GATEWAY}/${ana.username.toUpperCase()}`, { redirect: 'manual' });
    expect([respelled.status, respelled.headers.get('location')]).toEqual([301, `/${ana.username}`]);
    const madeUpCursor = await fetch(`${url}?cursor=WzAsMCwxNzAwMDAwMDAwMDAwLCJ6Il0`);
    expect([madeUpCursor.status, madeUpCursor.headers.get('x-visitor-cache')]).toEqual([200, 'bypass']);
  });

  it('renders a page that is not cached once for a burst of visitors, and answers all of them alike', async () => {
    const page = `${GATEWAY}/${ana.username}`;
    const changed = await ana.client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ tagline: `Burst ${run}` }),
    });
    expect(changed.status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 20 }, () => fetch(page)));
    const outcomes = burst.map((response) => response.headers.get('x-visitor-cache'));
    const bodies = new Set(await Promise.all(burst.map((response) => response.text())));
    expect(burst.every((response) => response.status === 200)).toBe(true);
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain(`Burst ${run}`);
    // One visitor's request rendered it; the others shared that render (or found it stored).
    expect(outcomes.filter((outcome) => outcome === 'miss').length).toBeLessThan(5);
  });

  it("shows a photo's change to visitors at once, on the page and in the API, and never a private photo", async () => {
    const page = `${GATEWAY}/${ana.username}`;
    const api = `${GATEWAY}/api/portfolio/${ana.username}/photos`;
    await fetch(page);
    await fetch(api);
    expect(await (await fetch(api)).text()).not.toContain(photoIds.hidden);

    // Through the gateway: the very next request shows it.
    const renamed = await ana.client.request(`${GATEWAY}/api/user/photos/${photoIds.shown}`, {
      method: 'PATCH',
      headers: JSON_HEADERS,
      body: JSON.stringify({ title: `Lighthouse ${run}` }),
    });
    expect(renamed.status).toBe(200);
    expect(await (await fetch(api)).text()).toContain(`Lighthouse ${run}`);
    expect(await (await fetch(page)).text()).toContain(`Lighthouse ${run}`);

    // Behind the gateway's back (a worker, another gateway): the media service's event drops the entries.
    const rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 5_000, name: 'visitor-cache-test' });
    await rpc.connect();
    try {
      await rpc.call(updatePhotoRpc, { userId: ana.id, photoId: photoIds.shown, changes: { title: `Breakwater ${run}` } });
    } finally {
      await rpc.close();
    }
    await untilVisitorSees(api, (body) => body.includes(`Breakwater ${run}`));
    await untilVisitorSees(page, (body) => body.includes(`Breakwater ${run}`));

    const published = await ana.client.request(`${GATEWAY}/api/user/photos/${photoIds.hidden}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic: true }),
    });
    expect(published.status).toBe(200);
    await untilVisitorSees(api, (body) => body.includes(photoIds.hidden));
    const hidden = await ana.client.request(`${GATEWAY}/api/user/photos/${photoIds.hidden}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic: false }),
    });
    expect(hidden.status).toBe(200);
    await untilVisitorSees(api, (body) => !body.includes(photoIds.hidden));
    await untilVisitorSees(page, (body) => !body.includes(photoIds.hidden));
  });

  it("shows a profile's and a template's change to visitors at once", async () => {
    const profileUrl = `${GATEWAY}/api/portfolio/${ana.username}`;
    const page = `${GATEWAY}/${ana.username}`;
    await fetch(profileUrl);
    await fetch(page);
    const updated = await ana.client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ tagline: `Tides ${run}` }),
    });
    expect(updated.status).toBe(200);
    await untilVisitorSees(profileUrl, (body) => body.includes(`Tides ${run}`));
    await untilVisitorSees(page, (body) => body.includes(`Tides ${run}`));

    const template = `${GATEWAY}/api/portfolio/template/${ana.id}`;
    await untilVisitorSees(page, (body) => body.includes('"templateId":"classic"'));
    const chosen = await ana.client.request(`${GATEWAY}/api/user/template`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ templateId: 'epic' }),
    });
    expect(chosen.status).toBe(200);
    await untilVisitorSees(template, (body) => body.includes('"templateId":"epic"'));
    await untilVisitorSees(page, (body) => body.includes('"templateId":"epic"'));
  });

  it("shows visitors a public photo's variants as soon as the media worker has made them", async () => {
    const photoId = `${run}c0003`;
    const originalKey = `photo/${ana.id}/${photoId}/original`;
    const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
    const { bytes } = await storage.put(originalKey, readFileSync('/usr/share/backgrounds/mate/nature/Aqua.jpg'), { contentType: 'image/jpeg' });
    const doc = newPhotoDocument({
      _id: photoId,
      userId: ana.id,
      originalKey,
      mimeType: 'image/jpeg',
      originalBytes: bytes,
      title: 'Aqua',
      category: 'nature',
    });
    await seeding.photos.insert({ ...doc, isPublic: true });
    // Seeded past media, which announces its own writes: an edit through media announces it, and
    // the answers the gateway was computing again for the earlier change are dropped with it.
    const rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 5_000, name: 'visitor-cache-test-seed' });
    await rpc.connect();
    try {
      await rpc.call(updatePhotoRpc, { userId: ana.id, photoId, changes: { title: 'Aqua' } });
    } finally {
      await rpc.close();
    }
    const api = `${GATEWAY}/api/portfolio/${ana.username}/photos`;
    await untilVisitorSees(api, (body) => body.includes(`"id":"${photoId}"`));
    expect(await (await fetch(api)).text()).not.toContain(`/api/images/${photoId}/w`);

    const queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL } });
    try {
      await queue.add('optimise', { userId: ana.id, photoId, storageKey: originalKey }, { jobId: mediaJobId('optimise', photoId) });
    } finally {
      await queue.close();
    }
    // Only the worker's event can drop the cached answer this soon (its expiry is 10 minutes).
    await untilVisitorSees(api, (body) => body.includes(`/api/images/${photoId}/w`));
  });

  it('never shares a signed-in answer: the home feed and page of a signed-in user are private and uncached', async () => {
    const anonymous = await fetch(`${GATEWAY}/api/photos?featured=true`);
    expect(anonymous.headers.get('vary')).toContain('cookie');
    const own = await ana.client.request(`${GATEWAY}/api/photos`);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.headers.get('x-visitor-cache')).toBeNull();
    const home = await ana.client.request(`${GATEWAY}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('vary')).toContain('cookie');
    expect(await home.text()).not.toContain('lumafolio-boot-data');
  });
});
