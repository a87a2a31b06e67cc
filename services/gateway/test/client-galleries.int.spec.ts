import {
  CookieJarClient,
  profile,
  signInAsAdminThroughGateway,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { request as httpRequest } from 'node:http';
import {
  CLIENT_GALLERY_MESSAGES,
  CLIENT_GALLERY_VISITORS_MAX,
  type ClientGalleryFavourites,
  type ClientGalleryView,
  type OwnClientGallery,
} from '@lumafolio/contracts';
import {
  ClientGalleryRepository,
  MongoDatabase,
  newPhotoDocument,
  PhotoRepository,
  openProjectedPhotoRepository,
  type ProjectedPhotoRepository,
} from '@lumafolio/dal';
import { LocalDiskStorage } from '@lumafolio/storage';
import argon2 from 'argon2';
import { Redis } from 'ioredis';

/**
 * Client galleries' access rules (ADR 42) through real processes: the owner's API answers
 * only its owner (another user and an administrator get the 404 of a gallery that does not
 * exist); by link, a password gallery is locked until its password is given (its owner
 * never needs it), private photos are seen only through the gallery's own URLs, downloads
 * only when the gallery allows them, and an expired gallery answers 410 everywhere.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const WRITE_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...WRITE_HEADERS, 'content-type': 'application/json' };
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const variantBytes = (width: number) => Buffer.from(`RIFF\u0000\u0000\u0000\u0000WEBPVP8 variant ${width}`);
const ORIGINAL = Buffer.from('original jpeg bytes');
const PASSWORD = 'blue-door-42';

type Client = CookieJarClient | SignedUpUser['client'];

interface Answer {
  status: number;
  retryAfter: string | undefined;
  setCookie: string[];
  body: { message?: string };
}

/** A JSON request from another loopback address (127.0.0.0/8 is all this machine): another visitor's IP. */
function sendFrom(address: string, method: string, path: string, body: unknown, cookie = ''): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${GATEWAY}${path}`,
      { method, localAddress: address, headers: { ...JSON_HEADERS, 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            retryAfter: incoming.headers['retry-after'],
            setCookie: incoming.headers['set-cookie'] ?? [],
            body: text ? (JSON.parse(text) as { message?: string }) : {},
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

describe('client galleries', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  let redis: Redis;
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
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    photos = seeding.photos;
    [ana, bob, admin] = await Promise.all([
      signUpThroughGateway(GATEWAY, 'ana', run),
      signUpThroughGateway(GATEWAY, 'bob', run),
      signInAsAdminThroughGateway(GATEWAY, testProfile, `admin_${run}`),
    ]);
    await Promise.all([insertPhoto(ids.hidden, false), insertPhoto(ids.shown, true), insertPhoto(ids.other, false)]);
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
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
    const malformed = await view(null, 'nope');
    expect(malformed).toMatchObject({ status: 404, robots: 'noindex, nofollow', body: { message: CLIENT_GALLERY_MESSAGES.notFound } });
    // A malformed gallery id of one's own galleries is refused as such, after the session check.
    expect((await send(null, '/api/client-galleries/nope/favourites')).status).toBe(401);
    expect((await send(ana.client, '/api/client-galleries/nope/favourites')).status).toBe(400);
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

  describe('password guessing', () => {
    it('counts wrong passwords only: four right unlocks and one typo do not shut a client out', async () => {
      const gallery = await createGallery({ name: 'Often opened', photoIds: [ids.shown], password: PASSWORD });
      for (let visit = 0; visit < 4; visit++) expect((await unlock(null, gallery.token, PASSWORD)).status).toBe(200);
      expect((await unlock(null, gallery.token, 'blue-door-24')).status).toBe(401);
      expect((await unlock(null, gallery.token, PASSWORD)).status).toBe(200);
    });

    it('gives a guesser spread over many addresses the budget of the gallery, not one per address, then longer waits; visitors who got in stay in', async () => {
      const gallery = await createGallery({ name: 'Besieged', photoIds: [ids.shown], password: PASSWORD });
      const guest = new CookieJarClient();
      expect((await unlock(guest, gallery.token, PASSWORD)).status).toBe(200);

      const answers: Answer[] = [];
      for (const address of ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14']) {
        for (let attempt = 0; attempt < 5; attempt++)
          answers.push(await sendFrom(address, 'POST', `/api/client-gallery/${gallery.token}/unlock`, { password: `guess-${attempt}` }));
      }
      // Ten wrong passwords from everyone together, then the one that starts the first wait.
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(11);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(9);
      const firstWait = Number(refused[0]?.retryAfter);
      expect(firstWait).toBeGreaterThan(0);
      expect(firstWait).toBeLessThanOrEqual(60);
      expect(refused[0]?.body.message).toBe(CLIENT_GALLERY_MESSAGES.tooManyWrongPasswords(firstWait));
      expect(refused[0]?.body.message).toMatch(/try again in a minute/);

      // While it waits, even the right password from a new address is not tried.
      const newcomer = await sendFrom('127.0.0.15', 'POST', `/api/client-gallery/${gallery.token}/unlock`, { password: PASSWORD });
      expect(newcomer.status).toBe(429);
      // Whoever unlocked it before keeps seeing it.
      expect((await view(guest, gallery.token)).body.status).toBe('open');

      // The wait over (its key gone, as after a minute), the next wrong password doubles it.
      await redis.del(`gateway:rl:gallery-unlock:${gallery.token}:lock`);
      expect((await sendFrom('127.0.0.16', 'POST', `/api/client-gallery/${gallery.token}/unlock`, { password: 'guess-again' })).status).toBe(401);
      const longer = await sendFrom('127.0.0.17', 'POST', `/api/client-gallery/${gallery.token}/unlock`, { password: PASSWORD });
      expect(longer.status).toBe(429);
      expect(Number(longer.retryAfter)).toBeGreaterThan(60);
      expect(Number(longer.retryAfter)).toBeLessThanOrEqual(120);
    });

    it(`asks new passwords to be at least 8 characters; a gallery that has a shorter one keeps working`, async () => {
      const short = await sendJson(ana.client, 'POST', '/api/client-galleries', { name: 'Short', photoIds: [ids.shown], password: 'abcd' });
      expect(short.status).toBe(400);
      expect(((await short.json()) as { message: string }).message).toMatch(/at least 8 characters/);

      const older = await createGallery({ name: 'From before', photoIds: [ids.shown], password: PASSWORD });
      // As stored before the minimum grew.
      await new ClientGalleryRepository(db.connection).updateOwned(ana.id, older.id, { passwordHash: await argon2.hash('abcd', { type: argon2.argon2id }) });
      const visitor = new CookieJarClient();
      expect((await unlock(visitor, older.token, 'abcd')).status).toBe(200);
      expect((await view(visitor, older.token)).body.status).toBe('open');
    });
  });

  describe('favourites', () => {
    const heart = (address: string, token: string, photoId: string, visitorName: string, cookie = '') =>
      sendFrom(address, 'PUT', `/api/client-gallery/${token}/favourites/${photoId}`, { favourite: true, visitorName }, cookie);
    const visitorsOf = async (gallery: OwnClientGallery) =>
      ((await (await send(ana.client, `/api/client-galleries/${gallery.id}/favourites`)).json()) as ClientGalleryFavourites).visitors;

    it('does not let one address make a crowd of visitors, nor change favourites at machine speed', async () => {
      const gallery = await createGallery({ name: 'Crowded', photoIds: [ids.shown, ids.hidden] });
      const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => heart('127.0.0.21', gallery.token, ids.shown, `Visitor ${index}`)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(30);
      expect(Number(refused[0]?.retryAfter)).toBeGreaterThan(0);
      expect(refused[0]?.body.message).toBe(CLIENT_GALLERY_MESSAGES.tooManyFavouriteChanges);
      expect(await visitorsOf(gallery)).toHaveLength(10);

      // A visitor who has their cookie goes on; past a heart a second, they wait too.
      const cookie =
        answers
          .find((answer) => answer.status === 200)
          ?.setCookie.find((c) => c.startsWith('lf_gallery_visitor='))
          ?.split(';')[0] ?? '';
      expect(cookie).not.toBe('');
      const own = await Promise.all(
        Array.from({ length: 60 }, (_, index) => heart('127.0.0.22', gallery.token, index % 2 ? ids.shown : ids.hidden, '', cookie)),
      );
      expect(own.every((answer) => answer.status === 200)).toBe(true);
      expect((await heart('127.0.0.22', gallery.token, ids.hidden, '', cookie)).status).toBe(429);
    });

    it(`keeps the favourites of at most ${CLIENT_GALLERY_VISITORS_MAX} visitors per gallery; those already there go on`, async () => {
      const gallery = await createGallery({ name: 'Wedding guests', photoIds: [ids.shown, ids.hidden] });
      const guests: Answer[] = [];
      for (let address = 0; address < CLIENT_GALLERY_VISITORS_MAX / 10; address++) {
        guests.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, index) => heart(`127.0.1.${address + 1}`, gallery.token, ids.shown, `Guest ${address}-${index}`)),
          )),
        );
      }
      expect(guests.every((answer) => answer.status === 200)).toBe(true);

      const late = await heart('127.0.2.1', gallery.token, ids.shown, 'Late guest');
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(CLIENT_GALLERY_MESSAGES.visitorsFull);
      expect(await visitorsOf(gallery)).toHaveLength(CLIENT_GALLERY_VISITORS_MAX);

      const cookie = guests[0]?.setCookie.find((c) => c.startsWith('lf_gallery_visitor='))?.split(';')[0] ?? '';
      expect((await heart('127.0.0.1', gallery.token, ids.hidden, '', cookie)).status).toBe(200);
    });
  });
});
