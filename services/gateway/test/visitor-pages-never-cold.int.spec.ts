import {
  profile,
  SHARED_GATEWAY,
  SHARED_GATEWAY_METRICS,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { publicContentChangedEvent, updatePhotoRpc } from '@lumafolio/contracts';
import { BOOT_DATA_ELEMENT_ID } from '@lumafolio/contracts/paths';
import { MongoDatabase, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { createLogger, EventBus, natsConnectionOf, RpcClient } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RouteChunks } from '../src/spa/route-chunks.js';
import { VisitorCacheStore } from '../src/visitor-cache/visitor-cache.store.js';
import { seedShownAndHiddenPhotos } from './seed-visitor-photos.js';

/**
 * Visitor pages that are never cold, and a cache key no stranger can vary: any query a page
 * does not read (a cache buster, utm_*, fbclid, a shared photo) gets the page's one cached
 * copy, which is exactly what the page renders for that address; after a change, the pages
 * visitors use are computed again in the background (once for a burst of changes), so the
 * next visitor gets a hit that shows the change, and never the page from before it.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
/** The gateway's counters are the whole stack's: the tests read what changed while they ran, once earlier work has settled. */
const METRICS = SHARED_GATEWAY_METRICS;
const run = Date.now().toString(36);
const JSON_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const WEB_DIST = join(process.cwd(), 'web', 'dist');
const SERVER_ENTRY = join(process.cwd(), 'web', 'dist-server', 'entry-server.js');
const BOOT_DATA = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's');

async function visit(path: string): Promise<{ cache: string | null; status: number; body: string }> {
  const response = await fetch(`${GATEWAY}${path}`);
  return { cache: response.headers.get('x-visitor-cache'), status: response.status, body: await response.text() };
}

/** What the web app's server build renders for `url` from the boot data a served page carries (what the browser hydrates against). */
function renderedFor(url: string, servedPage: string): string {
  const boot = JSON.parse(BOOT_DATA.exec(servedPage)?.[1] ?? 'null') as unknown;
  expect(boot).not.toBeNull();
  const script = `
    const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    import(require('node:url').pathToFileURL(input.entry).href)
      .then(({ renderPage }) => renderPage(input.url, input.boot))
      .then(({ html }) => process.stdout.write(html));`;
  return execFileSync(process.execPath, ['-e', script], { input: JSON.stringify({ entry: SERVER_ENTRY, url, boot }), maxBuffer: 16 * 1024 * 1024 }).toString();
}

/** The gateway's background rebuilds so far, by outcome, and how many are due or under way. */
async function rebuilds(): Promise<{ computed: number; pending: number }> {
  const text = await (await fetch(METRICS)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    computed: value(/^lumafolio_visitor_cache_rebuilds_total\{outcome="computed"\} (\d+)/m),
    pending: value(/^lumafolio_visitor_cache_rebuilds_pending (\d+)/m),
  };
}

/** Resolves once nothing has been due or under way for a while (changes heard late start passes too). */
async function rebuildsSettled(): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  for (;;) {
    if ((await rebuilds()).pending > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 600) return;
    if (Date.now() - started > 20_000) throw new Error('background rebuilds never settled');
    await sleep(50);
  }
}

describe('visitor pages that are never cold', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  let redis: Redis;
  let cache: VisitorCacheStore;
  let ana: SignedUpUser;
  const photoIds = { shown: `${run}n0001`, hidden: `${run}n0002` };

  /** The page's entry as the cache holds it now (no visitor request): its body when current, else null. */
  async function cachedPage(path: string): Promise<string | null> {
    const buildId = await new RouteChunks(WEB_DIST).buildId();
    return (await cache.lookup(`page:${buildId}:${path}`))?.answer.body ?? null;
  }

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    cache = new VisitorCacheStore(redis, 600);
    ana = await signUpThroughGateway(GATEWAY, 'nevercold', run);
    await seedShownAndHiddenPhotos(seeding, ana.id, photoIds, 'Dunes');
    // The photos were written behind the services' back: one change through the gateway drops what was cached before.
    const refreshed = await ana.client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ tagline: `Start ${run}` }),
    });
    expect(refreshed.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('answers any query a page does not read from its one cached copy: a cache buster, utm_*, fbclid, a shared photo', async () => {
    const page = `/${ana.username}`;
    await visit(page);
    const canonical = await visit(page);
    expect(canonical.cache).toBe('hit');
    for (const query of [
      `v=${Math.random()}`,
      `v=${Math.random()}`,
      'utm_source=news&utm_medium=mail&utm_campaign=x',
      'fbclid=IwAR0x&gclid=1',
      `photo=${photoIds.shown}`,
    ]) {
      const variant = await visit(`${page}?${query}`);
      expect({ query, status: variant.status, cache: variant.cache }).toEqual({ query, status: 200, cache: 'hit' });
      expect(variant.body).toBe(canonical.body);
    }

    // The JSON answers are keyed by their parsed parameters: anything else shares their entry.
    const api = `/api/portfolio/${ana.username}/photos`;
    await visit(api);
    expect((await visit(`${api}?utm_source=x&foo=bar&v=${Math.random()}`)).cache).toBe('hit');
    await visit('/api/photos?featured=true');
    expect((await visit(`/api/photos?v=${Math.random()}&featured=true`)).cache).toBe('hit');
  });

  it('keeps the selected category in its normal form, and sends a category the page does not have to the page without it', async () => {
    const page = `/${ana.username}`;
    await visit(`${page}?featured=nature`);
    for (const spelling of ['featured=Nature', 'featured=%20NATURE%20&utm_source=x', 'v=1&featured=nature&featured=travel']) {
      expect({ spelling, cache: (await visit(`${page}?${spelling}`)).cache }).toEqual({ spelling, cache: 'hit' });
    }
    // Not a category id: the page for all, as the web app reads it.
    expect((await visit(`${page}?featured=%3Cscript%3E`)).cache).toBe('hit');
    // A category id the portfolio does not have: sent to the page without it, never rendered for itself.
    const stranger = await fetch(`${GATEWAY}${page}?featured=zz-${run}`, { redirect: 'manual' });
    expect({ status: stranger.status, location: stranger.headers.get('location') }).toEqual({ status: 301, location: page });
    expect((await visit(`${page}?featured=zz-${run}`)).cache).toBe('hit');
  });

  it('serves for each address exactly what the page renders for it (the browser takes it over without a mismatch)', async () => {
    for (const url of [
      `/${ana.username}?v=1&utm_source=x&photo=${photoIds.shown}`,
      `/${ana.username}?featured=Nature&fbclid=1`,
      `/portfolio/${ana.username}?featured=travel&v=2`,
      '/?utm_source=news&featured=Travel',
      `/?v=${run}`,
    ]) {
      const served = await visit(url);
      const fromCache = served.cache === 'hit' ? served : await visit(url);
      expect({ url, cache: fromCache.cache }).toEqual({ url, cache: 'hit' });
      expect(fromCache.body).toContain(renderedFor(url, fromCache.body));
    }
    // Each address is rendered again in a Node process of its own, which loads the server build: seconds each on a busy machine.
  }, 180_000);

  it('has a page visitors use back in the cache after a change, with the change in it, before any visitor asks', async () => {
    const page = `/${ana.username}`;
    await visit(page);
    expect((await visit(page)).cache).toBe('hit');
    expect(await cachedPage(page)).not.toContain(photoIds.hidden);

    const published = await ana.client.request(`${GATEWAY}/api/user/photos/${photoIds.hidden}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic: true }),
    });
    expect(published.status).toBe(200);
    // No visitor request: the gateway computes the page again on its own.
    const deadline = Date.now() + 10_000;
    while (!(await cachedPage(page))?.includes(photoIds.hidden)) {
      if (Date.now() > deadline) throw new Error('the page never came back to the cache with the change');
      await sleep(25);
    }
    await rebuildsSettled();
    const next = await visit(page);
    expect(next.cache).toBe('hit');
    expect(next.body).toContain(photoIds.hidden);
  });

  it('computes the pages again a few times for a burst of changes, not once per change', async () => {
    const page = `/${ana.username}`;
    await visit(page);
    await rebuildsSettled();
    const before = await rebuilds();
    // 50 changes announced at once (as media, auth and portfolio announce them), then one more to a photo.
    const events = await EventBus.connect(natsConnectionOf(testProfile.serviceEnv), 'never-cold-test', createLogger('never-cold-test', 'silent'));
    const rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 10_000, name: 'never-cold-test' });
    await rpc.connect();
    try {
      for (let change = 0; change < 50; change += 1) events.publish(publicContentChangedEvent, { ownerId: ana.id });
      await rpc.call(updatePhotoRpc, { userId: ana.id, photoId: photoIds.shown, changes: { title: `Last ${run}` } });
    } finally {
      await rpc.close();
      await events.close();
    }
    await rebuildsSettled();
    const computed = (await rebuilds()).computed - before.computed;
    // The answers visitors used in the scopes a change touches: this portfolio's and the home feed's.
    const live = (await redis.zcard(`visitor-cache:live:keys:owner:${ana.id}`)) + (await redis.zcard('visitor-cache:live:keys:home'));
    expect(live).toBeGreaterThan(0);
    // Each computed again in a pass or two, not 51 times.
    expect(computed).toBeGreaterThanOrEqual(1);
    expect(computed).toBeLessThanOrEqual(3 * live);
    const next = await visit(page);
    expect(next.cache).toBe('hit');
    expect(next.body).toContain(`Last ${run}`);
  });

  it('never shows a visitor the page from before a change, while it is being computed again', async () => {
    const page = `/${ana.username}`;
    const tagline = (change: number) => `Tide ${change} of ${run}`;
    const shown = /Tide (\d+) of /;
    /** When each change was answered: from then on, no visitor may see an older one. */
    const answeredAt: number[] = [];
    const looks: { sentAt: number; change: number }[] = [];
    let changing = true;
    const look = async (url: string) => {
      const sentAt = Date.now();
      const { body } = await visit(url);
      looks.push({ sentAt, change: Number(shown.exec(body)?.[1] ?? -1) });
    };
    // Visitors all along: the page is often being computed when a change is answered.
    const visitor = async (spelling: number) => {
      while (changing) await look(spelling % 2 ? `${page}?v=${Date.now()}` : page);
    };
    const changes = async () => {
      try {
        for (let change = 0; change < 20; change += 1) {
          const updated = await ana.client.request(`${GATEWAY}/api/profile`, {
            method: 'PUT',
            headers: JSON_HEADERS,
            body: JSON.stringify({ tagline: tagline(change) }),
          });
          expect(updated.status).toBe(200);
          answeredAt[change] = Date.now();
          // The photographer looks at once (while the page may still be computed from before the change).
          await look(page);
          await sleep((change % 4) * 70);
        }
      } finally {
        changing = false;
      }
    };
    await Promise.all([changes(), ...[0, 1, 2, 3].map(visitor)]);
    const stale = looks.filter(({ sentAt, change }) => answeredAt.some((at, newer) => at < sentAt && newer > change));
    expect(looks.length).toBeGreaterThan(20);
    expect(stale).toEqual([]);
  });
});
