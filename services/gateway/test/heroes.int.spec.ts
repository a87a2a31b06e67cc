import {
  heroPaletteMeasuredEvent,
  MEDIA_QUEUE,
  PORTFOLIO_QUEUE,
  mediaJobId,
  type HeroImage,
  type HeroSelection,
  type Photo,
  type SetHeroResponse,
} from '@lumafolio/contracts';
import { HERO_IMAGE_COLLECTION } from '@lumafolio/dal';
import { EventBus, natsConnectionOf, type Logger } from '@lumafolio/server-common';
import { listKeys, LocalDiskStorage } from '@lumafolio/storage';
import {
  profile,
  RecentLogLines,
  signInThroughGateway,
  startGatewayUnderTest,
  waitUntil,
  type CookieJarClient,
  type GatewayUnderTest,
} from '@lumafolio/dev-stack';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * Hero banners through real processes: portfolio seeds the banners and asks media for their
 * renditions and palettes, the media worker makes them and announces them, the gateway
 * serves the files. The portfolio service gets a database and a queue prefix of its own, so
 * every run proves the seeding from scratch and no other test's jobs are in the way.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:13141';
const run = Date.now().toString(36);
const PREFIX = `herotest-${run}`;
// The banners' jobs and their results (the portfolio queue) stay on this test's own queues.
const QUEUE_PREFIXES = { MEDIA_QUEUE_PREFIX: PREFIX, PORTFOLIO_QUEUE_PREFIX: PREFIX };
const PORTFOLIO_DB = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/heroes_${run}`);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const REAL_PHOTO = '/usr/share/backgrounds/mate/nature/Storm.jpg';
const ADMIN_EMAIL = `hero-admin-${run}@example.com`;
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });

/** The processes' latest log lines: what a timed-out wait reports. */
const logs = new RecentLogLines();
const WAIT = { timeoutMs: 25_000, logs };

const post = (client: CookieJarClient, path: string, body?: unknown) =>
  client.request(`${GATEWAY}${path}`, {
    method: 'POST',
    headers: body === undefined ? SAME_ORIGIN : JSON_HEADERS,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function heroImages(): Promise<HeroImage[]> {
  return (await (await fetch(`${GATEWAY}/api/hero-images`)).json()) as HeroImage[];
}

const keysUnder = (prefix: string): Promise<string[]> => listKeys(storage, prefix);

describe('hero banners through the gateway', () => {
  let stack: GatewayUnderTest;
  let queue: Queue;
  let alice: CookieJarClient;
  let bob: CookieJarClient;
  let admin: CookieJarClient;
  let aliceId: string;
  let bobId: string;

  /** Uploads a private photo; with `process`, runs its optimise and palette jobs on this test's queue. */
  async function uploadPhoto(client: CookieJarClient, userId: string, title: string, process: boolean): Promise<Photo> {
    const form = new FormData();
    form.append('title', title);
    form.append('category', 'nature');
    form.append('image', new Blob([new Uint8Array(readFileSync(REAL_PHOTO))], { type: 'image/jpeg' }), 'storm.jpg');
    const response = await client.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
    expect(response.status).toBe(201);
    const photo = (await response.json()) as Photo;
    if (!process) return photo;
    const data = { userId, photoId: photo.id, storageKey: `photo/${userId}/${photo.id}/original` };
    await queue.addBulk((['optimise', 'palette'] as const).map((name) => ({ name, data, opts: { jobId: mediaJobId(name, photo.id) } })));
    const found = await waitUntil(
      'the photo to be processed',
      async () => ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Photo[] }).items.find((p) => p.id === photo.id),
      (mine) => mine?.status === 'ready' && Boolean(mine.palette),
      WAIT,
    );
    if (!found) throw new Error(`photo ${photo.id} is not listed`);
    return found;
  }

  beforeAll(async () => {
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: 13141,
      issuerPort: 13142,
      mediaWorker: true,
      processOutput: logs.keep,
      env: {
        auth: { ADMIN_EMAILS: ADMIN_EMAIL },
        // A short sweep: a result never heard is asked for again within the test's wait.
        portfolio: { MONGODB_URI: PORTFOLIO_DB, ...QUEUE_PREFIXES, HERO_RESULTS_SWEEP_MS: '2000' },
        // Media queues the banners' jobs portfolio asks for, on this test's queue.
        media: { MEDIA_QUEUE_PREFIX: PREFIX },
        'media-worker': { ...QUEUE_PREFIXES, MEDIA_WORKER_CONCURRENCY: '2' },
      },
    });
    const password = 'correct horse battery';
    alice = (await signInThroughGateway(GATEWAY, { email: `hero-alice-${run}@example.com`, username: `hero_alice_${run}`, password }, { signUp: true })).client;
    bob = (await signInThroughGateway(GATEWAY, { email: `hero-bob-${run}@example.com`, username: `hero_bob_${run}`, password }, { signUp: true })).client;
    admin = (await signInThroughGateway(GATEWAY, { email: ADMIN_EMAIL, username: `hero_admin_${run}`, password }, { signUp: true })).client;
    aliceId = ((await (await alice.request(`${GATEWAY}/api/auth/user`)).json()) as { id: string }).id;
    bobId = ((await (await bob.request(`${GATEWAY}/api/auth/user`)).json()) as { id: string }).id;
  }, 180_000);

  afterAll(async () => {
    await stack.stop();
    await queue.obliterate({ force: true });
    await queue.close();
    const results = new Queue(PORTFOLIO_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
    await results.obliterate({ force: true });
    await results.close();
    const connection = await mongoose.createConnection(PORTFOLIO_DB).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  it('seeds the default banners with variants, a placeholder, a palette and exactly one default', async () => {
    const answer = await waitUntil(
      'the seeded banners',
      async () => {
        const response = await fetch(`${GATEWAY}/api/hero-images`);
        return { status: response.status, body: (await response.json()) as HeroImage[] | { message: string } };
      },
      ({ body }) => Array.isArray(body) && body.length === 4 && body.every((h) => h.colorAnalysisComplete),
      { ...WAIT, timeoutMs: 100_000 },
    );
    const seeded = answer.body as HeroImage[];
    expect(seeded.map((h) => h.id)).toEqual(['water-crown', 'ladybird', 'marigold', 'two-wings']);
    expect(seeded.filter((h) => h.isDefault).map((h) => h.id)).toEqual(['water-crown']);
    for (const hero of seeded) {
      expect(hero.variants.map((v) => v.width)).toEqual([640, 1280, 1920, 2400]);
      expect(hero.placeholder).toEqual(expect.any(String));
      expect(hero.url).toMatch(new RegExp(`^/api/heroes/${hero.id}/w2400-[a-f0-9]{12}\\.webp$`));
      expect(hero.colorPalette?.colors.length).toBeGreaterThan(0);
    }
    const file = await fetch(`${GATEWAY}${seeded[0]?.variants[0]?.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(640);
    expect(((await (await fetch(`${GATEWAY}/api/hero-images/default`)).json()) as HeroImage).id).toBe('water-crown');
    expect((await fetch(`${GATEWAY}/api/heroes/water-crown/w640-000000000000.webp`)).status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/heroes/water-crown/original.webp`)).status).toBe(404);
  }, 120_000);

  it('keeps a palette media announces for a banner (events.media.hero.palette-measured.v1)', async () => {
    const marigold = (await heroImages()).find((h) => h.id === 'marigold');
    if (!marigold?.colorPalette) throw new Error('marigold has no palette yet');
    const announced = { ...marigold.colorPalette, dominantColor: '#123456' };
    const media = await EventBus.connect(natsConnectionOf(testProfile.serviceEnv), 'heroes-test-media', { warn: () => undefined } as unknown as Logger);
    try {
      media.publish(heroPaletteMeasuredEvent, { heroId: 'marigold', palette: announced });
      await waitUntil(
        'the announced palette',
        async () => (await heroImages()).find((h) => h.id === 'marigold'),
        (h) => h?.colorPalette?.dominantColor === '#123456',
        WAIT,
      );
    } finally {
      await media.close();
    }
  });

  it('asks media again for a palette whose announcement never came', async () => {
    const connection = await mongoose.createConnection(PORTFOLIO_DB).asPromise();
    const banners = connection.collection<{ _id: string; colorAnalysisComplete: boolean; colorPalette: { dominantColor: string } | null }>(
      HERO_IMAGE_COLLECTION,
    );
    try {
      // As if the announcement of a requested palette had been lost: pending, and no job of media's under way.
      await banners.updateOne({ _id: 'ladybird' }, { $set: { colorAnalysisComplete: false, 'colorPalette.dominantColor': '#000001' } });
      // Read from the database: the visitors' answers may be cached.
      await waitUntil(
        'the palette asked for again',
        () => banners.findOne({ _id: 'ladybird' }),
        (hero) => hero?.colorAnalysisComplete === true && hero.colorPalette?.dominantColor !== '#000001',
        WAIT,
      );
    } finally {
      await connection.close();
    }
  });

  it('falls back to the default banner, and needs a session for the own selection', async () => {
    expect((await fetch(`${GATEWAY}/api/user/hero-selection`)).status).toBe(401);
    const mine = (await (await bob.request(`${GATEWAY}/api/user/hero-selection`)).json()) as HeroSelection;
    expect(mine).toMatchObject({ id: 'water-crown', source: 'default' });
    const visitor = (await (await fetch(`${GATEWAY}/api/user/hero-selection/${aliceId}`)).json()) as HeroSelection;
    expect(visitor).toMatchObject({ id: 'water-crown', source: 'default' });
    const unknown = await fetch(`${GATEWAY}/api/user/hero-selection/no-such-user-${run}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Unknown user.');
  });

  it('sets a global banner, and refuses an unknown one with a 404', async () => {
    const response = await post(bob, '/api/user/hero-image/set-global', { heroImageId: 'marigold' });
    expect(response.status).toBe(200);
    expect((await response.json()) as SetHeroResponse).toMatchObject({
      success: true,
      heroImageName: 'Marigold',
      selection: { id: 'marigold', source: 'global' },
    });
    expect((await (await bob.request(`${GATEWAY}/api/user/hero-selection`)).json()) as HeroSelection).toMatchObject({ id: 'marigold', source: 'global' });
    for (const heroImageId of ['no-such-banner', 'NOT VALID']) {
      const unknown = await post(bob, '/api/user/hero-image/set-global', { heroImageId });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe('Hero image not found.');
    }
    expect((await post(bob, '/api/user/hero-image/set-global', {})).status).toBe(400);
    expect(
      (await fetch(`${GATEWAY}/api/user/hero-image/set-global`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ heroImageId: 'marigold' }) }))
        .status,
    ).toBe(401);
  });

  it("shows a private photo chosen as hero to visitors while the photo's own URLs stay private", async () => {
    // Still being processed: the worker takes no job meanwhile (on a fast run it would finish the photo before the request).
    await queue.pause();
    try {
      const unprocessed = await uploadPhoto(alice, aliceId, 'Not yet', false);
      expect((await post(alice, '/api/user/hero-image/set-custom', { photoId: unprocessed.id })).status).toBe(409);
    } finally {
      await queue.resume();
    }

    const photo = await uploadPhoto(alice, aliceId, 'Storm over the road', true);
    expect(photo.isPublic).toBe(false);
    const foreign = await post(bob, '/api/user/hero-image/set-custom', { photoId: photo.id });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toBe('Photo not found.');

    const response = await post(alice, '/api/user/hero-image/set-custom', { photoId: photo.id });
    expect(response.status).toBe(200);
    const set = (await response.json()) as SetHeroResponse;
    expect(set).toMatchObject({
      success: true,
      heroImageName: 'Storm over the road',
      selection: { id: `custom-${photo.id}`, source: 'custom', colorAnalysisComplete: true },
    });
    // Idempotent: choosing it again copies nothing new.
    const again = (await (await post(alice, '/api/user/hero-image/set-custom', { photoId: photo.id })).json()) as SetHeroResponse;
    expect(again.selection.variants).toEqual(set.selection.variants);
    expect(await keysUnder(`hero/custom-${photo.id}/`)).toHaveLength(photo.variants.length);

    const visitor = (await (await fetch(`${GATEWAY}/api/user/hero-selection/${aliceId}`)).json()) as HeroSelection;
    expect(visitor).toMatchObject({ id: `custom-${photo.id}`, source: 'custom', url: set.selection.url });
    const banner = await fetch(`${GATEWAY}${visitor.url}`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${GATEWAY}${photo.imageUrl}`)).status).toBe(404);
    expect((await alice.request(`${GATEWAY}${photo.imageUrl}`)).status).toBe(200);
  });

  it('extracts colours for a banner (admins only) and for the own custom hero, never for somebody else’s', async () => {
    expect((await fetch(`${GATEWAY}/api/hero-images/two-wings/extract-colors`, { method: 'POST', headers: SAME_ORIGIN })).status).toBe(401);
    const refused = await post(bob, '/api/hero-images/two-wings/extract-colors');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This area is for administrators only.');
    const global = await post(admin, '/api/hero-images/two-wings/extract-colors');
    expect(global.status).toBe(202);
    expect(await global.json()).toMatchObject({ heroId: 'two-wings', status: 'queued' });
    await waitUntil(
      'the banner palette',
      async () => (await heroImages()).find((h) => h.id === 'two-wings'),
      (h) => h?.colorAnalysisComplete === true,
      WAIT,
    );
    expect((await post(admin, '/api/hero-images/no-such-banner/extract-colors')).status).toBe(404);

    const current = (await (await alice.request(`${GATEWAY}/api/user/hero-selection`)).json()) as HeroSelection;
    expect((await post(bob, `/api/hero-images/${current.id}/extract-colors`)).status).toBe(404);
    const custom = await post(alice, `/api/hero-images/${current.id}/extract-colors`);
    expect(custom.status).toBe(202);
    const analysed = await waitUntil(
      'the custom hero palette',
      async () => (await (await alice.request(`${GATEWAY}/api/user/hero-selection`)).json()) as HeroSelection,
      (selection) => selection.colorAnalysisComplete,
      WAIT,
    );
    expect(analysed.colorPalette).toMatchObject({
      dominantColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      mood: expect.any(String),
      brightness: expect.any(String),
    });
  });

  it('switching away from a custom hero, or deleting the account, removes the copied files', async () => {
    const current = (await (await alice.request(`${GATEWAY}/api/user/hero-selection`)).json()) as HeroSelection;
    expect(await keysUnder(`hero/${current.id}/`)).not.toHaveLength(0);
    await post(alice, '/api/user/hero-image/set-global', { heroImageId: 'ladybird' });
    expect(await keysUnder(`hero/${current.id}/`)).toHaveLength(0);

    const photoId = (current.id as string).slice('custom-'.length);
    expect((await post(alice, '/api/user/hero-image/set-custom', { photoId })).status).toBe(200);
    expect(await keysUnder(`hero/${current.id}/`)).not.toHaveLength(0);
    const deleted = await alice.request(`${GATEWAY}/api/auth/user`, {
      method: 'DELETE',
      headers: JSON_HEADERS,
      body: JSON.stringify({ confirmUsername: `hero_alice_${run}` }),
    });
    expect(deleted.status).toBe(204);
    // The account is ended at once; its data goes in the background.
    await waitUntil(
      'the copied files removed',
      () => keysUnder(`hero/${current.id}/`),
      (keys) => keys.length === 0,
      WAIT,
    );
  });

  it('deleting the photo behind a custom hero removes the copy and falls back to the default banner', async () => {
    const photo = await uploadPhoto(bob, bobId, 'Soon gone', true);
    const set = (await (await post(bob, '/api/user/hero-image/set-custom', { photoId: photo.id })).json()) as SetHeroResponse;
    expect(set.selection).toMatchObject({ id: `custom-${photo.id}`, source: 'custom' });
    expect(await keysUnder(`hero/custom-${photo.id}/`)).not.toHaveLength(0);

    const deleted = await bob.request(`${GATEWAY}/api/user/photos/${photo.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(deleted.status).toBe(204);
    // Neither the owner nor a visitor sees the deleted photo's title or files any more.
    for (const selection of [
      (await (await bob.request(`${GATEWAY}/api/user/hero-selection`)).json()) as HeroSelection,
      (await (await fetch(`${GATEWAY}/api/user/hero-selection/${bobId}`)).json()) as HeroSelection,
    ]) {
      expect(selection).toMatchObject({ id: 'water-crown', source: 'default' });
      expect(selection.name).not.toBe('Soon gone');
    }
    expect(await keysUnder(`hero/custom-${photo.id}/`)).toEqual([]);
    expect((await fetch(`${GATEWAY}${set.selection.url}`)).status).toBe(404);
  });
});
