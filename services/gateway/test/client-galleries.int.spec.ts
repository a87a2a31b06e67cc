import {
  CookieJarClient,
  profile,
  signInAsAdminThroughGateway,
  signUpThroughGateway,
  startGatewayUnderTest,
  type GatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { CLIENT_GALLERY_MESSAGES, type ClientGalleryFavourites, type ClientGalleryView, type OwnClientGallery } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, PhotoRepository, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { LocalDiskStorage } from '@lumafolio/storage';

/**
 * Client galleries' access rules (ADR 42) through real processes: the owner's API answers
 * only its owner (another user and an administrator get the 404 of a gallery that does not
 * exist); by link, a password gallery is locked until its password is given (its owner
 * never needs it), private photos are seen only through the gallery's own URLs, downloads
 * only when the gallery allows them, and an expired gallery answers 410 everywhere.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:23461';
const run = Date.now().toString(36);
const WRITE_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...WRITE_HEADERS, 'content-type': 'application/json' };
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const variantBytes = (width: number) => Buffer.from(`RIFF\u0000\u0000\u0000\u0000WEBPVP8 variant ${width}`);
const ORIGINAL = Buffer.from('original jpeg bytes');
const PASSWORD = 'blue-door-42';

type Client = CookieJarClient | SignedUpUser['client'];

describe('client galleries', () => {
  let stack: GatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  // One repository, so the seeded photos' bucket recounts take turns as they do in the service.
  let photos: PhotoRepository;
  let ana: SignedUpUser;
  let bob: SignedUpUser;
  let admin: Client;
  const ids = { hidden: `${run}g0001`, shown: `${run}g0002`, other: `${run}g0003` };

  async function insertPhoto(photoId: string, isPublic: boolean): Promise<void> {
    const prefix = `photo/${ana.id}/${photoId}`;
    await storage.put(`${prefix}/original`, ORIGINAL, { contentType: 'image/jpeg' });
    const variants = [];
    for (const width of [400, 800, 1600]) {
      await storage.put(`${prefix}/w${width}.webp`, variantBytes(width), { contentType: 'image/webp' });
      variants.push({ width, height: width / 2, format: 'webp' as const, key: `${prefix}/w${width}.webp`, bytes: variantBytes(width).length });
    }
    const doc = newPhotoDocument({
      _id: photoId,
      userId: ana.id,
      originalKey: `${prefix}/original`,
      mimeType: 'image/jpeg',
      originalBytes: 19,
      title: `Photo ${photoId}`,
      category: 'nature',
    });
    await photos.insert({ ...doc, status: 'ready', isPublic, variants });
  }

  const send = (client: Client | null, path: string, init: RequestInit = {}) =>
    client ? client.request(`${GATEWAY}${path}`, init) : fetch(`${GATEWAY}${path}`, { ...init, redirect: 'manual' });
  const sendJson = (client: Client | null, method: string, path: string, body: unknown) =>
    send(client, path, { method, headers: JSON_HEADERS, body: JSON.stringify(body) });
  const view = async (client: Client | null, token: string) => {
    const response = await send(client, `/api/client-gallery/${token}`);
    return { status: response.status, body: (await response.json()) as ClientGalleryView & { message?: string }, robots: response.headers.get('x-robots-tag') };
  };
  async function createGallery(body: Record<string, unknown>): Promise<OwnClientGallery> {
    const response = await sendJson(ana.client, 'POST', '/api/client-galleries', body);
    expect(response.status).toBe(201);
    return (await response.json()) as OwnClientGallery;
  }
  const unlock = (client: Client | null, token: string, password: string) => sendJson(client, 'POST', `/api/client-gallery/${token}/unlock`, { password });

  beforeAll(async () => {
    stack = await startGatewayUnderTest(testProfile, { gatewayPort: 23461, issuerPort: 23462 });
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    photos = seeding.photos;
    [ana, bob, admin] = await Promise.all([
      signUpThroughGateway(GATEWAY, 'ana', run),
      signUpThroughGateway(GATEWAY, 'bob', run),
      signInAsAdminThroughGateway(GATEWAY, testProfile, `admin_${run}`),
    ]);
    await Promise.all([insertPhoto(ids.hidden, false), insertPhoto(ids.shown, true), insertPhoto(ids.other, false)]);
  }, 120_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('lets only its owner list, change, see the favourites of and delete a gallery; only their own photos go in', async () => {
    const gallery = await createGallery({ name: 'Wedding', photoIds: [ids.hidden] });
    expect(gallery).toMatchObject({ name: 'Wedding', hasPassword: false, download: 'off', expiresAt: null, photoIds: [ids.hidden] });
    expect(gallery.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    for (const stranger of [bob.client, admin]) {
      expect(((await (await send(stranger, '/api/client-galleries')).json()) as OwnClientGallery[]).map((g) => g.id)).not.toContain(gallery.id);
      expect((await sendJson(stranger, 'PATCH', `/api/client-galleries/${gallery.id}`, { name: 'Mine now' })).status).toBe(404);
      expect((await send(stranger, `/api/client-galleries/${gallery.id}/favourites`)).status).toBe(404);
      expect((await send(stranger, `/api/client-galleries/${gallery.id}`, { method: 'DELETE', headers: WRITE_HEADERS })).status).toBe(404);
    }
    expect((await send(null, '/api/client-galleries')).status).toBe(401);

    // Bob cannot put Ana's photo in a gallery of his.
    const refused = await sendJson(bob.client, 'POST', '/api/client-galleries', { name: 'Borrowed', photoIds: [ids.hidden] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(CLIENT_GALLERY_MESSAGES.notYourPhoto);
    const bad = await sendJson(ana.client, 'POST', '/api/client-galleries', { name: '', photoIds: [] });
    expect(bad.status).toBe(400);

    const renamed = await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { name: 'Wedding (final)' });
    expect(((await renamed.json()) as OwnClientGallery).name).toBe('Wedding (final)');
    expect((await send(ana.client, `/api/client-galleries/${gallery.id}`, { method: 'DELETE', headers: WRITE_HEADERS })).status).toBe(204);
    expect((await view(null, gallery.token)).status).toBe(404);
  });

  it('answers an unknown or malformed link with 404, the page included', async () => {
    expect((await view(null, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await view(null, 'nope')).status).toBe(404);
    expect((await send(null, '/g/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('keeps a password gallery locked until its password is given; private photos only through its own URLs', async () => {
    const gallery = await createGallery({ name: 'Family', photoIds: [ids.hidden, ids.shown], password: PASSWORD });
    const page = await send(null, `/g/${gallery.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await page.text()).toContain('<meta name="robots" content="noindex" />');

    const visitor = new CookieJarClient();
    expect(await view(visitor, gallery.token)).toMatchObject({ status: 200, body: { status: 'locked', name: 'Family' }, robots: 'noindex, nofollow' });
    expect((await send(visitor, `/api/client-gallery/${gallery.token}/photos/${ids.hidden}/w400.webp`)).status).toBe(401);
    // Signed in is not enough: another user and an administrator need the password too.
    expect((await view(bob.client, gallery.token)).body.status).toBe('locked');
    expect((await view(admin, gallery.token)).body.status).toBe('locked');
    // A forged unlock cookie does not open it.
    visitor.setCookie(GATEWAY, `lf_gallery_${gallery.token}`, 'x'.repeat(43));
    expect((await view(visitor, gallery.token)).body.status).toBe('locked');

    const wrong = await unlock(visitor, gallery.token, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(CLIENT_GALLERY_MESSAGES.wrongPassword);
    expect((await unlock(visitor, gallery.token, PASSWORD)).status).toBe(200);

    const open = await view(visitor, gallery.token);
    if (open.body.status !== 'open') throw new Error('still locked');
    expect(open.body.photos.map((p) => p.id)).toEqual([ids.hidden, ids.shown]);
    const hidden = open.body.photos[0];
    expect(hidden?.variants.every((v) => v.url.startsWith(`/api/client-gallery/${gallery.token}/photos/${ids.hidden}/`))).toBe(true);
    const served = await send(visitor, hidden?.variants[0]?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(variantBytes(400))).toBe(true);
    // The private photo stays private everywhere else, and the gallery serves only its own photos.
    expect((await send(visitor, `/api/images/${ids.hidden}/w400.webp`)).status).toBe(404);
    expect((await send(visitor, `/api/client-gallery/${gallery.token}/photos/${ids.other}/w400.webp`)).status).toBe(404);
    expect((await send(visitor, `/api/client-gallery/${gallery.token}/photos/${ids.hidden}/original`)).status).toBe(404);

    // Its owner needs no password; a new password shuts out whoever had the old one.
    expect((await view(ana.client, gallery.token)).body.status).toBe('open');
    await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { password: 'a-new-secret' });
    expect((await view(visitor, gallery.token)).body.status).toBe('locked');
  });

  it('refuses password guesses beyond the limit', async () => {
    const gallery = await createGallery({ name: 'Guarded', photoIds: [ids.shown], password: PASSWORD });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await unlock(null, gallery.token, `guess-${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await unlock(null, gallery.token, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('serves downloads only when the gallery allows them, at its size', async () => {
    const gallery = await createGallery({ name: 'Prints', photoIds: [ids.hidden] });
    const download = () => send(null, `/api/client-gallery/${gallery.token}/photos/${ids.hidden}/download`);
    const off = await download();
    expect(off.status).toBe(403);
    expect(((await off.json()) as { message: string }).message).toBe(CLIENT_GALLERY_MESSAGES.downloadsOff);

    await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { download: 'w800' });
    const medium = await download();
    expect(medium.status).toBe(200);
    expect(medium.headers.get('content-disposition')).toBe(`attachment; filename="photo-${ids.hidden}-800.webp"`);
    expect(Buffer.from(await medium.arrayBuffer()).equals(variantBytes(800))).toBe(true);

    await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { download: 'original' });
    const original = await download();
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(ORIGINAL)).toBe(true);
  });

  it('answers an expired gallery with 410 everywhere, to its owner too', async () => {
    const gallery = await createGallery({
      name: 'Last year',
      photoIds: [ids.shown],
      download: 'original',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(gallery.expired).toBe(true);
    for (const client of [null, ana.client]) {
      const answer = await view(client, gallery.token);
      expect(answer.status).toBe(410);
      expect(answer.body.message).toBe(CLIENT_GALLERY_MESSAGES.expired);
      expect((await send(client, `/g/${gallery.token}`)).status).toBe(410);
      expect((await send(client, `/api/client-gallery/${gallery.token}/photos/${ids.shown}/download`)).status).toBe(410);
      expect((await send(client, `/api/client-gallery/${gallery.token}/photos/${ids.shown}/w400.webp`)).status).toBe(410);
    }
    // A later date opens it again.
    await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await view(null, gallery.token)).status).toBe(200);
  });

  it("shows visitors' favourites to the photographer, per photo and per visitor", async () => {
    const gallery = await createGallery({ name: 'Picks', photoIds: [ids.hidden, ids.shown] });
    const [carol, dan] = [new CookieJarClient(), new CookieJarClient()];
    const mark = (client: CookieJarClient, photoId: string, favourite: boolean, visitorName = '') =>
      sendJson(client, 'PUT', `/api/client-gallery/${gallery.token}/favourites/${photoId}`, { favourite, visitorName });
    expect((await mark(carol, ids.hidden, true, 'Carol')).status).toBe(200);
    expect(((await (await mark(carol, ids.shown, true)).json()) as { favourites: string[] }).favourites.sort()).toEqual([ids.hidden, ids.shown].sort());
    await mark(dan, ids.hidden, true, 'Dan');
    await mark(dan, ids.shown, true);
    await mark(dan, ids.shown, false);
    expect((await mark(dan, ids.other, true)).status).toBe(404);

    const mine = await view(carol, gallery.token);
    expect(mine.body.status === 'open' && mine.body.favourites.sort()).toEqual([ids.hidden, ids.shown].sort());
    expect((await send(bob.client, `/api/client-galleries/${gallery.id}/favourites`)).status).toBe(404);
    const favourites = (await (await send(ana.client, `/api/client-galleries/${gallery.id}/favourites`)).json()) as ClientGalleryFavourites;
    expect(favourites.photos).toEqual([
      { photoId: ids.hidden, title: `Photo ${ids.hidden}`, count: 2 },
      { photoId: ids.shown, title: `Photo ${ids.shown}`, count: 1 },
    ]);
    expect(favourites.visitors.map((v) => [v.name, v.photoIds.length]).sort()).toEqual([
      ['Carol', 2],
      ['Dan', 1],
    ]);
    const listed = ((await (await send(ana.client, '/api/client-galleries')).json()) as OwnClientGallery[]).find((g) => g.id === gallery.id);
    expect(listed?.favouriteVisitors).toBe(2);
    // Never in the sitemap.
    expect(await (await send(null, '/sitemap.xml')).text()).not.toContain(gallery.token);
  });
});
