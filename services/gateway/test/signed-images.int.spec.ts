import { profile, signUpThroughGateway, useSharedGatewayUnderTest, SHARED_GATEWAY, type SharedGatewayUnderTest, type SignedUpUser } from '@lumafolio/dev-stack';
import { resolvePhotoFileRpc, type Photo } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { natsConnectionOf, natsTransportOptions, SignedImageUrls } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createHmac } from 'node:crypto';

/**
 * Public variants by signed URL (ADR 24), through real processes: the gateway serves them
 * without asking media (counted on the RPC's NATS subject), private files and originals
 * still need the owner's session, and a photo made private stops being served by the
 * URLs it was shown with.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const JSON_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const WEBP = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake variant bytes');

describe('signed image URLs', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  let nats: NatsConnection;
  let ana: SignedUpUser;
  let bob: SignedUpUser;
  /** How often the gateway asked media which file an image URL names. */
  let resolveRequests = 0;
  const ids = { shown: `${run}s0001`, hidden: `${run}s0002`, deleted: `${run}s0003` };

  async function insertPhoto(photoId: string, isPublic: boolean): Promise<void> {
    const prefix = `photo/${ana.id}/${photoId}`;
    await storage.put(`${prefix}/original`, Buffer.from('original bytes'), { contentType: 'image/jpeg' });
    const variants = [];
    for (const width of [400, 800]) {
      await storage.put(`${prefix}/w${width}.webp`, WEBP, { contentType: 'image/webp' });
      variants.push({ width, height: width / 2, format: 'webp' as const, key: `${prefix}/w${width}.webp`, bytes: WEBP.length });
    }
    const doc = newPhotoDocument({
      _id: photoId,
      userId: ana.id,
      originalKey: `${prefix}/original`,
      mimeType: 'image/jpeg',
      originalBytes: 14,
      title: photoId,
      category: 'nature',
    });
    await seeding.photos.insert({ ...doc, status: 'ready', isPublic, variants });
  }

  const visitorPhotos = async () => ((await (await fetch(`${GATEWAY}/api/portfolio/${ana.username}/photos`)).json()) as { items: Photo[] }).items;
  const ownPhoto = async (photoId: string) => {
    const { items } = (await (await ana.client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Photo[] };
    return items.find((p) => p.id === photoId) as Photo;
  };
  const setPublic = async (photoId: string, isPublic: boolean) => {
    const response = await ana.client.request(`${GATEWAY}/api/user/photos/${photoId}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic }),
    });
    expect(response.status).toBe(200);
  };
  /** The answer and how many times media was asked for it. */
  async function get(url: string, client: SignedUpUser['client'] | null = null) {
    await nats.flush();
    const before = resolveRequests;
    const response = client ? await client.request(`${GATEWAY}${url}`) : await fetch(`${GATEWAY}${url}`);
    const body = Buffer.from(await response.arrayBuffer());
    await nats.flush();
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      contentType: response.headers.get('content-type'),
      body,
      rpcs: resolveRequests - before,
    };
  }
  const signedUrlOf = async (photoId: string) => {
    const photo = (await visitorPhotos()).find((p) => p.id === photoId);
    if (!photo) throw new Error(`${photoId} is not on the visitor page`);
    return photo.variants[0]?.url as string;
  };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    nats = await connect(natsTransportOptions(natsConnectionOf(testProfile.serviceEnv), 'signed-images-test'));
    nats.subscribe(resolvePhotoFileRpc.pattern, { callback: () => void resolveRequests++ });
    ana = await signUpThroughGateway(GATEWAY, 'ana', run);
    bob = await signUpThroughGateway(GATEWAY, 'bob', run);
    await insertPhoto(ids.shown, true);
    await insertPhoto(ids.hidden, false);
    await insertPhoto(ids.deleted, true);
  }, 180_000);

  afterAll(async () => {
    await nats?.close();
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it("serves a public photo's listed variant URLs without asking media, cacheable until they expire", async () => {
    const photo = (await visitorPhotos()).find((p) => p.id === ids.shown) as Photo;
    expect(photo.imageUrl).toMatch(new RegExp(`^/api/images/${ids.shown}/w800\\.webp\\?o=${ana.id}&e=\\d+&s=[\\w-]{22}$`));
    for (const variant of photo.variants) {
      const answer = await get(variant.url);
      expect(answer).toMatchObject({ status: 200, contentType: 'image/webp', rpcs: 0 });
      expect(answer.body.equals(WEBP)).toBe(true);
      const maxAge = Number(/^public, max-age=(\d+), immutable$/.exec(answer.cacheControl ?? '')?.[1]);
      const expiresAt = Number(new URL(variant.url, GATEWAY).searchParams.get('e'));
      expect(maxAge).toBeGreaterThan(6 * 24 * 3600);
      expect(maxAge).toBeLessThanOrEqual(expiresAt - Date.now() / 1000 + 1);
    }
    // Its owner is shown the same URLs (a signed-in list), and a second visit finds the same ones.
    expect((await ownPhoto(ids.shown)).variants.map((v) => v.url)).toEqual(photo.variants.map((v) => v.url));
    expect(await signedUrlOf(ids.shown)).toBe(photo.variants[0]?.url);
  });

  it("keeps a private photo's files for its owner: unsigned, checked with media, never cached", async () => {
    const photo = await ownPhoto(ids.hidden);
    const url = photo.variants[0]?.url as string;
    expect(url).toBe(`/api/images/${ids.hidden}/w400.webp`);
    expect(await get(url, ana.client)).toMatchObject({ status: 200, cacheControl: 'private, no-store', rpcs: 1 });
    expect(await get(url, bob.client)).toMatchObject({ status: 404, rpcs: 1 });
    expect(await get(url)).toMatchObject({ status: 404, rpcs: 1 });
  });

  it('never signs an original, and a forged signature for one only reaches the checked path', async () => {
    const signedUrl = await signedUrlOf(ids.shown);
    const original = signedUrl.replace('/w400.webp', '/original');
    expect(await get(original)).toMatchObject({ status: 404, rpcs: 1 });
    expect(await get(original, bob.client)).toMatchObject({ status: 404, rpcs: 1 });
    expect(await get(original, ana.client)).toMatchObject({ status: 200, cacheControl: 'private, no-store', contentType: 'image/jpeg', rpcs: 1 });
  });

  it('sends a tampered, expired or foreign signature down the checked path (a public photo is still served)', async () => {
    const signedUrl = await signedUrlOf(ids.shown);
    const signature = new URL(signedUrl, GATEWAY).searchParams.get('s') as string;
    const tampered = signedUrl.replace(`s=${signature}`, `s=${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect(await get(tampered)).toMatchObject({ status: 200, cacheControl: 'public, max-age=31536000, immutable', rpcs: 1 });
    expect(await get(signedUrl.replace('/w400.webp', '/w800.webp'))).toMatchObject({ status: 200, rpcs: 1 });
    // Another photo's signature does not open a private photo.
    expect(await get(signedUrl.replace(ids.shown, ids.hidden))).toMatchObject({ status: 404, rpcs: 1 });

    const key = `photo/${ana.id}/${ids.shown}/w400.webp`;
    const expiredAt = Math.floor(Date.now() / 1000) - 60;
    const expiredSignature = createHmac('sha256', testProfile.serviceEnv.IMAGE_URL_SECRET).update(`${key}\n${expiredAt}`).digest('base64url').slice(0, 22);
    expect(await get(`/api/images/${ids.shown}/w400.webp?o=${ana.id}&e=${expiredAt}&s=${expiredSignature}`)).toMatchObject({ status: 200, rpcs: 1 });
    const foreign = new SignedImageUrls('another-secret-of-at-least-32-characters').url({ ownerId: ana.id, photoId: ids.hidden, file: 'w400.webp' }) as string;
    expect(await get(foreign)).toMatchObject({ status: 404, rpcs: 1 });
  });

  it.each([
    ['repeated parameters', (url: string) => `${url}&s=x&o=y&e=1`],
    ['array syntax', (url: string) => url.replace('s=', 's[]=')],
    ['a nested object', (url: string) => url.replace('o=', 'o[a][b]=')],
    ['a NUL byte and a path in the owner', (url: string) => url.replace(/o=[^&]+/, 'o=%00..%2F..%2Fetc')],
    ['a huge expiry', (url: string) => url.replace(/e=\d+/, `e=${'9'.repeat(5000)}`)],
    ['a huge signature', (url: string) => url.replace(/s=[^&]+/, `s=${'A'.repeat(6000)}`)],
    ['broken percent-encoding', (url: string) => `${url}&x=%E0%A4%A`],
  ])('never fails on a hostile query (%s)', async (_name, hostile) => {
    const answer = await get(hostile(await signedUrlOf(ids.shown)));
    expect(answer.status === 200 || answer.status === 404 || answer.status === 400).toBe(true);
  });

  it('stops serving a photo made private by the signed URLs it was shown with, and serves them again once it is public', async () => {
    const signedUrl = await signedUrlOf(ids.shown);
    // Nobody else can revoke them.
    const foreign = await bob.client.request(`${GATEWAY}/api/user/photos/${ids.shown}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic: false }),
    });
    expect(foreign.status).toBe(404);
    expect(await get(signedUrl)).toMatchObject({ status: 200, rpcs: 0 });

    await setPublic(ids.shown, false);
    expect(await get(signedUrl)).toMatchObject({ status: 404, rpcs: 1 });
    expect(await get(signedUrl, bob.client)).toMatchObject({ status: 404, rpcs: 1 });
    // Its owner still sees it, by the checked path, never cached.
    expect(await get(signedUrl, ana.client)).toMatchObject({ status: 200, cacheControl: 'private, no-store', rpcs: 1 });
    expect((await visitorPhotos()).map((p) => p.id)).not.toContain(ids.shown);

    await setPublic(ids.shown, true);
    expect(await signedUrlOf(ids.shown)).toBe(signedUrl);
    expect(await get(signedUrl)).toMatchObject({ status: 200, rpcs: 0 });
  });

  it('stops serving a deleted photo by its signed URLs', async () => {
    const signedUrl = await signedUrlOf(ids.deleted);
    expect(await get(signedUrl)).toMatchObject({ status: 200, rpcs: 0 });
    const deleted = await ana.client.request(`${GATEWAY}/api/user/photos/${ids.deleted}`, {
      method: 'DELETE',
      headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(deleted.status).toBe(204);
    expect(await get(signedUrl)).toMatchObject({ status: 404 });
    expect(await get(signedUrl, ana.client)).toMatchObject({ status: 404 });
    // Even should a file outlive its photo (a delete that failed half-way).
    await storage.put(`photo/${ana.id}/${ids.deleted}/w400.webp`, WEBP, { contentType: 'image/webp' });
    expect(await get(signedUrl)).toMatchObject({ status: 404, rpcs: 1 });
  });
});
