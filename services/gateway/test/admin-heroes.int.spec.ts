import { MEDIA_QUEUE, PORTFOLIO_QUEUE, type AdminHeroBanner, type AuditEntry, type HeroImage, type Page } from '@lumafolio/contracts';
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
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The Hero Banners tab through real processes: the gateway takes a file, or portfolio fetches a URL
 * (HERO_URL_ALLOW_PRIVATE on, so the test's own server counts), the admin service audits,
 * portfolio writes the banner and queues its jobs, the media worker makes the variants and
 * palette. The refusal of private addresses with the setting off is unit-tested
 * (services/portfolio/src/heroes/hero-url/*.spec.ts). Portfolio gets a database and queue prefix of its own.
 */
const testProfile = profile('test');
const GATEWAY_PORT = 23230;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const PREFIX = `adminheroes-${run}`;
// The banners' jobs and their results (the portfolio queue) stay on this test's own queues.
const QUEUE_PREFIXES = { MEDIA_QUEUE_PREFIX: PREFIX, PORTFOLIO_QUEUE_PREFIX: PREFIX };
const PORTFOLIO_DB = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/adminheroes_${run}`);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const ADMIN_EMAIL = `heroes-admin-${run}@example.com`;
const STORM = readFileSync('/usr/share/backgrounds/mate/nature/Storm.jpg');
const GARDEN = readFileSync('/usr/share/backgrounds/mate/nature/Garden.jpg');
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });

/** The processes' latest log lines: what a timed-out wait reports. */
const logs = new RecentLogLines();
const WAIT = { timeoutMs: 120_000, logs };

const keysUnder = (prefix: string): Promise<string[]> => listKeys(storage, prefix);

describe('the Hero Banners tab', () => {
  let stack: GatewayUnderTest;
  let queue: Queue;
  let admin: CookieJarClient;
  let images: Server;
  let imagesUrl: string;

  const upload = (fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return admin.request(`${GATEWAY}/api/admin/hero-images/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
  };
  const list = async (): Promise<AdminHeroBanner[]> => {
    const response = await admin.request(`${GATEWAY}/api/admin/hero-images?limit=60`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Page<AdminHeroBanner>).items;
  };
  const processed = async (id: string): Promise<AdminHeroBanner> => {
    const banner = await waitUntil(
      `banner ${id} to be processed`,
      async () => (await list()).find((b) => b.id === id),
      (b) => b?.status === 'ready' && b.colorAnalysisComplete,
      WAIT,
    );
    if (!banner) throw new Error(`banner ${id} is not listed`);
    return banner;
  };
  const audit = async (): Promise<AuditEntry[]> => ((await (await admin.request(`${GATEWAY}/api/admin/audit?limit=60`)).json()) as Page<AuditEntry>).items;
  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  beforeAll(async () => {
    images = createServer((request, response) => {
      if (request.url === '/garden.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(GARDEN);
      if (request.url === '/moved') return void response.writeHead(302, { location: '/garden.jpg' }).end();
      if (request.url === '/notes.txt') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end('not an image at all');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: GATEWAY_PORT + 1,
      admin: true,
      mediaWorker: true,
      processOutput: logs.keep,
      env: {
        auth: { ADMIN_EMAILS: ADMIN_EMAIL },
        portfolio: { MONGODB_URI: PORTFOLIO_DB, ...QUEUE_PREFIXES, HERO_URL_ALLOW_PRIVATE: 'true' },
        // Media queues the banners' jobs portfolio asks for, on this test's queue.
        media: { MEDIA_QUEUE_PREFIX: PREFIX },
        'media-worker': { ...QUEUE_PREFIXES, MEDIA_WORKER_CONCURRENCY: '2' },
      },
    });
    admin = (await signInThroughGateway(GATEWAY, { email: ADMIN_EMAIL, username: `heroadmin_${run}`, password: 'correct horse battery' }, { signUp: true }))
      .client;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    images?.closeAllConnections();
    await new Promise((resolve) => images?.close(resolve));
    await queue?.obliterate({ force: true });
    await queue?.close();
    const results = new Queue(PORTFOLIO_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
    await results.obliterate({ force: true });
    await results.close();
    const connection = await mongoose.createConnection(PORTFOLIO_DB).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  let uploaded: AdminHeroBanner;
  let byUrl: AdminHeroBanner;

  it('lists the seeded banners with exactly one default', async () => {
    const seeded = await waitUntil('the seeded banners', list, (banners) => banners.length === 4 && banners.every((b) => b.status === 'ready'), WAIT);
    expect(seeded.filter((b) => b.isDefault).map((b) => b.id)).toEqual(['water-crown']);
    expect(seeded.every((b) => b.origin === 'seeded')).toBe(true);
  }, 150_000);

  it('adds a banner from an uploaded JPEG: variants and a palette follow, and the action is audited', async () => {
    const response = await upload({ name: 'Storm', description: 'Clouds over a field' }, { bytes: STORM, name: 'storm.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminHeroBanner;
    expect(created).toMatchObject({ name: 'Storm', description: 'Clouds over a field', status: 'processing', origin: 'added', isDefault: false });
    uploaded = await processed(created.id);
    expect(uploaded.variants.length).toBeGreaterThan(0);
    expect(uploaded.placeholder).toBeTruthy();
    expect(uploaded.colorPalette?.dominantColor).toMatch(/^#[0-9a-f]{6}$/i);
    const file = await fetch(`${GATEWAY}${uploaded.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await keysUnder(`hero/${uploaded.id}/`)).length).toBeGreaterThan(1);
    expect(await audit()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'hero.create', target: expect.objectContaining({ id: uploaded.id }) })]),
    );
  }, 150_000);

  it('adds a banner by URL (fetched once by the server, a redirect followed) and processes it', async () => {
    const response = await upload({ name: 'Garden', description: '', imageUrl: `${imagesUrl}/moved` });
    expect(response.status).toBe(201);
    byUrl = await processed(((await response.json()) as AdminHeroBanner).id);
    expect(byUrl).toMatchObject({ name: 'Garden', origin: 'added', isDefault: false });
  }, 150_000);

  it('refuses a banner without a name, without an image, with both, or with bytes that are not an image', async () => {
    const jpeg = { bytes: STORM, name: 'storm.jpg', type: 'image/jpeg' };
    const noName = await upload({ name: '  ' }, jpeg);
    expect(noName.status).toBe(400);
    expect(await message(noName)).toBe('Please give the banner a name.');
    const nothing = await upload({ name: 'Empty' });
    expect(nothing.status).toBe(400);
    expect(await message(nothing)).toBe('Choose an image file or enter an image URL.');
    const both = await upload({ name: 'Both', imageUrl: `${imagesUrl}/garden.jpg` }, jpeg);
    expect(both.status).toBe(400);
    expect(await message(both)).toBe('Choose either an image file or an image URL, not both.');

    const textFile = await upload({ name: 'Text' }, { bytes: Buffer.from('hello, not a picture'), name: 'fake.jpg', type: 'image/jpeg' });
    expect(textFile.status).toBe(415);
    expect(await message(textFile)).toBe('Banners must be JPG, PNG or WebP images.');
    const textUrl = await upload({ name: 'Text', imageUrl: `${imagesUrl}/notes.txt` });
    expect(textUrl.status).toBe(415);
    expect(await message(textUrl)).toBe('Banners must be JPG, PNG or WebP images.');
    const missing = await upload({ name: 'Missing', imageUrl: `${imagesUrl}/nothing-here.jpg` });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toMatch(/answered 404/);
    const ftp = await upload({ name: 'Ftp', imageUrl: 'ftp://example.com/a.jpg' });
    expect(ftp.status).toBe(400);
    expect(await message(ftp)).toBe('Only http:// and https:// addresses can be used.');
    expect((await list()).map((b) => b.name)).not.toEqual(expect.arrayContaining(['Text', 'Both', 'Empty', 'Missing', 'Ftp']));
  });

  it('refuses a damaged image (422) and keeps nothing of a refused banner in storage', async () => {
    const before = await keysUnder('hero/');
    const damaged = await upload({ name: 'Damaged' }, { bytes: STORM.subarray(0, Math.floor(STORM.length / 2)), name: 'storm.jpg', type: 'image/jpeg' });
    expect(damaged.status).toBe(422);
    expect(await message(damaged)).toBe('This image is damaged or incomplete. Please try another file.');
    const textFile = await upload({ name: 'Text' }, { bytes: Buffer.from('hello, not a picture'), name: 'fake.jpg', type: 'image/jpeg' });
    expect(textFile.status).toBe(415);
    const textUrl = await upload({ name: 'Text', imageUrl: `${imagesUrl}/notes.txt` });
    expect(textUrl.status).toBe(415);
    expect(await message(textUrl)).toBe('Banners must be JPG, PNG or WebP images.');
    expect((await keysUnder('hero/')).filter((key) => !before.includes(key))).toEqual([]);
    expect((await list()).map((b) => b.name)).not.toContain('Damaged');
  });

  it('moves the one default flag, which visitors see at once', async () => {
    const response = await admin.request(`${GATEWAY}/api/admin/hero-images/${byUrl.id}/set-default`, { method: 'POST', headers: SAME_ORIGIN });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminHeroBanner).isDefault).toBe(true);
    expect((await list()).filter((b) => b.isDefault).map((b) => b.id)).toEqual([byUrl.id]);
    const publicList = (await (await fetch(`${GATEWAY}/api/hero-images`)).json()) as HeroImage[];
    expect(publicList.filter((h) => h.isDefault).map((h) => h.id)).toEqual([byUrl.id]);
    expect(((await (await fetch(`${GATEWAY}/api/hero-images/default`)).json()) as HeroImage).id).toBe(byUrl.id);
    expect(await audit()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'hero.set-default', target: expect.objectContaining({ id: byUrl.id }) })]),
    );
  });

  it('never deletes the default (409); deleting another removes it and its files', async () => {
    const refused = await admin.request(`${GATEWAY}/api/admin/hero-images/${byUrl.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe('The default banner cannot be deleted. Make another banner the default first.');

    const before = await keysUnder(`hero/${uploaded.id}/`);
    expect(before).toContain(`hero/${uploaded.id}/source`);
    const deleted = await admin.request(`${GATEWAY}/api/admin/hero-images/${uploaded.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(deleted.status).toBe(200);
    expect((await list()).map((b) => b.id)).not.toContain(uploaded.id);
    expect(await keysUnder(`hero/${uploaded.id}/`)).toEqual([]);
    expect((await fetch(`${GATEWAY}${uploaded.url}`)).status).toBe(404);
    expect((await admin.request(`${GATEWAY}/api/admin/hero-images/${uploaded.id}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(404);
    expect(await audit()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'hero.delete', target: expect.objectContaining({ id: uploaded.id }) })]),
    );
  });

  it('set-default and delete racing on the same banners leave exactly one default, never a deleted one', async () => {
    // Banners of this test's own: a deleted banner's files go from the storage every suite shares.
    const added = await Promise.all(
      ['Race one', 'Race two'].map(async (name) => {
        const response = await upload({ name, description: '', imageUrl: `${imagesUrl}/garden.jpg` });
        expect(response.status).toBe(201);
        return processed(((await response.json()) as AdminHeroBanner).id);
      }),
    );
    const [first, second] = added;
    const call = (path: string, method: 'POST' | 'DELETE') => admin.request(`${GATEWAY}/api/admin/hero-images/${path}`, { method, headers: SAME_ORIGIN });
    const racers = [first, second].flatMap((banner) => [
      call(`${banner?.id}/set-default`, 'POST'),
      call(`${banner?.id}`, 'DELETE'),
      call(`${banner?.id}/set-default`, 'POST'),
    ]);
    const statuses = (await Promise.all(racers)).map((response) => response.status);
    for (const status of statuses) expect([200, 404, 409]).toContain(status);

    const after = await list();
    const defaults = after.filter((b) => b.isDefault);
    expect(defaults).toHaveLength(1);
    expect([byUrl.id, first?.id, second?.id]).toContain(defaults[0]?.id);
    expect(((await (await fetch(`${GATEWAY}/api/hero-images/default`)).json()) as HeroImage).id).toBe(defaults[0]?.id);
    // A banner is gone exactly when its delete was answered 200; a refused delete found it the default.
    for (const [index, banner] of [first, second].entries()) {
      expect(statuses[index * 3 + 1]).toBe(after.some((b) => b.id === banner?.id) ? 409 : 200);
    }
  }, 150_000);

  it('the default-hero form needs both fields, then makes the image the default once it is processed', async () => {
    const post = (body: unknown) => admin.request(`${GATEWAY}/api/hero-images/default`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    for (const body of [{}, { imageUrl: `${imagesUrl}/garden.jpg` }, { title: 'Garden again', imageUrl: ' ' }]) {
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(await message(refused)).toBe('Missing information: Please provide both image URL and title.');
    }
    const response = await post({ imageUrl: `${imagesUrl}/garden.jpg`, title: 'Garden again' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminHeroBanner;
    expect(created.promoteWhenReady).toBe(true);
    const defaults = await waitUntil(
      'the new default',
      async () => (await list()).filter((b) => b.isDefault),
      (found) => {
        expect(found).toHaveLength(1);
        return found[0]?.id === created.id;
      },
      WAIT,
    );
    expect(defaults[0]?.status).toBe('ready');
  }, 150_000);
});
