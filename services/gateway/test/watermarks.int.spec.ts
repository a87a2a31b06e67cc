import {
  meanImageDifference,
  profile,
  SHARED_GATEWAY,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  waitUntil,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import type { Photo, Watermark, WatermarkSettings } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, WatermarkRepository, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { MediaJobs } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';

/**
 * Watermarks (ADR 44) through real processes (gateway, media, media worker; real Redis,
 * NATS, FerretDB and storage): a saved watermark has the worker redo the public variants in
 * the background, visitors get them while the owner keeps the clean ones, turning it off
 * makes the public variants clean again, and a refused logo leaves nothing behind.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const JSON_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const SIZE = { width: 1200, height: 800 };
const TEXT_MARK: WatermarkSettings = { enabled: true, kind: 'text', text: '© Ana', position: 'bottom-right', opacityPercent: 100, sizePercent: 40 };

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> =>
  waitUntil(what, read, done, { timeoutMs: 60_000, intervalMs: 200 });

describe('watermarks', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  let ana: SignedUpUser;
  let bob: SignedUpUser;
  const photoId = `${run}w0001`;
  const prefix = () => `photo/${ana.id}/${photoId}/`;
  const cleanFiles = new Map<number, Buffer>();

  /** A ready public photo with a real original and clean variants, as `optimise` leaves it. */
  async function insertPhoto(): Promise<void> {
    const original = await sharp({ create: { ...SIZE, channels: 3, background: '#1d2b44' } })
      .jpeg()
      .toBuffer();
    await storage.put(`${prefix()}original`, original, { contentType: 'image/jpeg' });
    const variants = [];
    for (const width of [400, 800]) {
      const webp = await sharp(original).resize({ width }).webp({ quality: 80, effort: 1 }).toBuffer();
      cleanFiles.set(width, webp);
      await storage.put(`${prefix()}w${width}.webp`, webp, { contentType: 'image/webp' });
      variants.push({
        width,
        height: Math.round((width * SIZE.height) / SIZE.width),
        format: 'webp' as const,
        key: `${prefix()}w${width}.webp`,
        bytes: webp.length,
      });
    }
    const doc = newPhotoDocument({
      _id: photoId,
      userId: ana.id,
      originalKey: `${prefix()}original`,
      mimeType: 'image/jpeg',
      originalBytes: original.length,
      title: 'Dusk',
      category: 'nature',
    });
    await seeding.photos.insert({ ...doc, ...SIZE, status: 'ready', isPublic: true, variants });
  }

  const visitorPhoto = async () => {
    const { items } = (await (await fetch(`${GATEWAY}/api/portfolio/${ana.username}/photos`)).json()) as { items: Photo[] };
    return items.find((p) => p.id === photoId) as Photo;
  };
  /** Visitors' pages are dropped from the cache once the redo announces its change: a moment after the owner sees it finished. */
  const visitorPhotoOnce = (shown: (url: string) => boolean, what: string) => until(visitorPhoto, (photo) => shown(photo.variants[0]?.url ?? ''), what);
  const stamped = (url: string) => /\/w400-[a-f0-9]+\.webp\?/.test(url);
  const ownPhoto = async () => {
    const { items } = (await (await ana.client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Photo[] };
    return items.find((p) => p.id === photoId) as Photo;
  };
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
  const watermark = async () => (await (await ana.client.request(`${GATEWAY}/api/user/watermark`)).json()) as Watermark;
  const save = (settings: unknown) =>
    ana.client.request(`${GATEWAY}/api/user/watermark`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(settings) });
  const storedFiles = async (under: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(under)) keys.push(object.key);
    return keys.sort();
  };
  const uploadLogo = (file: Buffer, name: string) => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(file)]), name);
    return ana.client.request(`${GATEWAY}/api/user/watermark/logo`, {
      method: 'POST',
      headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
  };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    ana = await signUpThroughGateway(GATEWAY, 'wmana', run);
    bob = await signUpThroughGateway(GATEWAY, 'wmbob', run);
    await insertPhoto();
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('has no watermark until one is saved: defaults, clean public variants', async () => {
    expect(await watermark()).toMatchObject({
      settings: { enabled: false, kind: 'text', position: 'bottom-right' },
      logoUrl: null,
      progress: { finished: true },
    });
    expect((await visitorPhoto()).variants.map((v) => v.url)).toEqual([
      expect.stringMatching(new RegExp(`^/api/images/${photoId}/w400\\.webp\\?o=`)),
      expect.stringMatching(new RegExp(`^/api/images/${photoId}/w800\\.webp\\?o=`)),
    ]);
  });

  it('refuses settings it cannot apply, with a readable message', async () => {
    const tooFaint = await save({ ...TEXT_MARK, opacityPercent: 5 });
    expect(tooFaint.status).toBe(400);
    expect(JSON.stringify(await tooFaint.json())).toContain('Opacity is at least 10 %.');
    const noText = await save({ ...TEXT_MARK, text: '   ' });
    expect(noText.status).toBe(400);
    expect(JSON.stringify(await noText.json())).toContain('Please enter the watermark text.');
    const noLogo = await save({ ...TEXT_MARK, kind: 'logo' });
    expect(noLogo.status).toBe(400);
    expect(((await noLogo.json()) as { message: string }).message).toBe('Upload a logo first, or use a text watermark.');
    expect((await watermark()).settings.enabled).toBe(false);
  });

  it('refuses a logo that is not a PNG, JPEG or WebP, or too large, and leaves nothing behind', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const refusedSvg = await uploadLogo(svg, 'logo.png');
    expect(refusedSvg.status).toBe(415);
    expect(((await refusedSvg.json()) as { message: string }).message).toBe('The logo must be a PNG, JPEG or WebP image.');

    const large = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
      .png()
      .toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const refusedLarge = await uploadLogo(large, 'logo.png');
    expect(refusedLarge.status).toBe(413);
    expect(((await refusedLarge.json()) as { message: string }).message).toBe('The logo must be smaller than 1 MB.');

    expect(await storedFiles(`watermark/${ana.id}/`)).toEqual([]);
    expect((await watermark()).logoUrl).toBeNull();
  });

  it('redoes the public variants in the background: visitors get the watermark, the owner and the original stay clean', async () => {
    const saved = await save(TEXT_MARK);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Watermark).progress).toMatchObject({ done: 0, total: 1, finished: false });
    expect(await until(watermark, (w) => w.progress.finished, 'the redo')).toMatchObject({ settings: TEXT_MARK, progress: { done: 1, total: 1 } });

    const shown = await visitorPhotoOnce(stamped, 'visitors to get the watermarked variants');
    const stamp = /\/w400-([a-f0-9]+)\.webp\?/.exec(shown.variants[0]?.url ?? '')?.[1];
    expect(stamp).toBeDefined();
    for (const variant of shown.variants) {
      const file = await fetch(`${GATEWAY}${variant.url}`);
      expect(file.status).toBe(200);
      const watermarked = await bytesOf(file);
      const clean = cleanFiles.get(variant.width) as Buffer;
      // The text is in the bottom-right corner; the rest of the image is untouched.
      expect(await meanImageDifference(watermarked, clean, { left: 0.6, top: 0.75, width: 0.37, height: 0.22 })).toBeGreaterThan(8);
      expect(await meanImageDifference(watermarked, clean, { left: 0, top: 0, width: 0.5, height: 0.5 })).toBeLessThan(2);
    }

    // The owner's own view: clean files, through the checked path (a signed URL would serve them to anyone).
    const own = await ownPhoto();
    expect(own.variants.map((v) => v.url)).toEqual([`/api/images/${photoId}/w400.webp`, `/api/images/${photoId}/w800.webp`]);
    const ownFile = await ana.client.request(`${GATEWAY}${own.variants[0]?.url}`);
    expect((await bytesOf(ownFile)).equals(cleanFiles.get(400) as Buffer)).toBe(true);
    expect(ownFile.headers.get('cache-control')).toBe('private, no-store');
    // Anyone else asking for the clean file gets the watermarked one, never cached as shared.
    const asked = await bob.client.request(`${GATEWAY}/api/images/${photoId}/w400.webp`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('private, no-store');
    expect((await bytesOf(asked)).equals(cleanFiles.get(400) as Buffer)).toBe(false);
    const original = await ana.client.request(`${GATEWAY}/api/images/${photoId}/original`);
    const stored = await storage.get(`${prefix()}original`);
    expect((await bytesOf(original)).equals(Buffer.concat((await stored.body.toArray()) as Buffer[]))).toBe(true);
    expect(await storedFiles(prefix())).toEqual([
      `${prefix()}original`,
      `${prefix()}w400-${stamp}.webp`,
      `${prefix()}w400.webp`,
      `${prefix()}w800-${stamp}.webp`,
      `${prefix()}w800.webp`,
    ]);
  });

  it('a photo processed while the watermark is on gets its public variants with its clean ones', async () => {
    const newcomer = `${run}w0002`;
    const folder = `photo/${ana.id}/${newcomer}/`;
    const original = await sharp({ create: { ...SIZE, channels: 3, background: '#442b1d' } })
      .jpeg()
      .toBuffer();
    await storage.put(`${folder}original`, original, { contentType: 'image/jpeg' });
    const doc = newPhotoDocument({
      _id: newcomer,
      userId: ana.id,
      originalKey: `${folder}original`,
      mimeType: 'image/jpeg',
      originalBytes: original.length,
      title: 'New',
      category: 'nature',
    });
    // Tags and alt text given: no AI job follows.
    await seeding.photos.insert({ ...doc, isPublic: true, aiTags: ['dusk'], aiAltText: 'A brown field.' });
    const jobs = new MediaJobs({ redisUrl: testProfile.serviceEnv.REDIS_URL });
    await jobs.add('optimise', { userId: ana.id, photoId: newcomer, storageKey: `${folder}original` });
    await jobs.close();

    const photos = seeding.photos;
    const ready = await until(
      () => photos.findOwned(ana.id, newcomer),
      (photo) => photo?.status === 'ready',
      'the optimise job',
    );
    const stamp = (await photos.findOwned(ana.id, photoId))?.publicVariants?.stamp;
    expect(ready?.publicVariants).toMatchObject({
      stamp,
      variants: [
        { width: 400, key: `${folder}w400-${stamp}.webp` },
        { width: 800, key: `${folder}w800-${stamp}.webp` },
      ],
    });
    expect(await storedFiles(folder)).toEqual([
      `${folder}original`,
      `${folder}w400-${stamp}.webp`,
      `${folder}w400.webp`,
      `${folder}w800-${stamp}.webp`,
      `${folder}w800.webp`,
    ]);
  });

  it('a logo watermark: the owner alone sees the stored logo, and visitors get it on the public variants', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 255, g: 214, b: 0, alpha: 1 } } })
      .webp()
      .toBuffer();
    const uploaded = await uploadLogo(logo, 'logo.webp');
    expect(uploaded.status).toBe(200);
    const { logoUrl } = (await uploaded.json()) as Watermark;
    expect(logoUrl).toMatch(/^\/api\/user\/watermark\/logo-[a-f0-9]{24}\.png$/);
    const own = await ana.client.request(`${GATEWAY}${logoUrl}`);
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await bob.client.request(`${GATEWAY}${logoUrl}`)).status).toBe(404);
    expect(await storedFiles(`watermark/${ana.id}/`)).toEqual([`watermark/${ana.id}/${logoUrl?.split('/').at(-1)}`]);

    expect((await save({ ...TEXT_MARK, kind: 'logo', position: 'bottom-left' })).status).toBe(200);
    await until(watermark, (w) => w.progress.finished, 'the redo');
    const logoStamp = (await seeding.photos.findOwned(ana.id, photoId))?.publicVariants?.stamp as string;
    expect(logoStamp).toBeDefined();
    const shown = (await visitorPhotoOnce((url) => url.includes(`-${logoStamp}.webp`), 'visitors to get the logo variants'))
      .variants[0] as Photo['variants'][number];
    const file = await bytesOf(await fetch(`${GATEWAY}${shown.url}`));
    expect(await meanImageDifference(file, cleanFiles.get(400) as Buffer, { left: 0.04, top: 0.8, width: 0.3, height: 0.1 })).toBeGreaterThan(30);
    expect(await meanImageDifference(file, cleanFiles.get(400) as Buffer, { left: 0.5, top: 0, width: 0.5, height: 0.5 })).toBeLessThan(2);
  });

  it('a new setting gets new URLs (caches never keep the old mark); turned off, the public variants are clean again', async () => {
    const before = (await visitorPhoto()).variants[0]?.url;
    expect((await save({ ...TEXT_MARK, position: 'top-left' })).status).toBe(200);
    await until(watermark, (w) => w.progress.finished, 'the redo');
    const moved = (await visitorPhotoOnce((url) => stamped(url) && url !== before, 'visitors to get the moved mark')).variants[0]?.url as string;
    expect(moved).not.toBe(before);
    expect(
      await meanImageDifference(await bytesOf(await fetch(`${GATEWAY}${moved}`)), cleanFiles.get(400) as Buffer, {
        left: 0.03,
        top: 0.03,
        width: 0.35,
        height: 0.2,
      }),
    ).toBeGreaterThan(8);

    expect((await save({ ...TEXT_MARK, enabled: false })).status).toBe(200);
    await until(watermark, (w) => w.progress.finished, 'the clean-up');
    const shown = await visitorPhotoOnce((url) => !stamped(url), 'visitors to get the clean variants again');
    expect(shown.variants.map((v) => v.url)).toEqual([
      expect.stringMatching(new RegExp(`^/api/images/${photoId}/w400\\.webp\\?o=`)),
      expect.stringMatching(new RegExp(`^/api/images/${photoId}/w800\\.webp\\?o=`)),
    ]);
    expect((await bytesOf(await fetch(`${GATEWAY}${shown.variants[0]?.url}`))).equals(cleanFiles.get(400) as Buffer)).toBe(true);
    expect(await storedFiles(prefix())).toEqual([`${prefix()}original`, `${prefix()}w400.webp`, `${prefix()}w800.webp`]);
    expect((await seeding.photos.findOwned(ana.id, photoId))?.publicVariants ?? null).toBeNull();
    expect((await new WatermarkRepository(db.connection).find(ana.id))?.enabled).toBe(false);
  });
});
