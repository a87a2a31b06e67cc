import { DEFAULT_STORAGE_QUOTA_BYTES, SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { createStorage, storageConfigSchema } from '@lumafolio/storage';
import {
  profile,
  SHARED_GATEWAY,
  SHARED_ISSUER,
  signUpThroughGateway,
  startService,
  useSharedGatewayUnderTest,
  waitForHttp,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { resumableUploadsInBucket } from './resumable-uploads-in-bucket.js';

/**
 * Resumable uploads (tus, ADR 40) through the real gateway, media, auth and storage: an
 * upload cut off mid-way resumes from the offset the server kept and ends as a photo;
 * what is refused (anonymous, cross-site, too big, not an image, someone else's upload)
 * leaves no bytes, no photo and no upload behind.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
/** A second gateway, started after an upload finished (a deploy, or another replica). */
const REPLICA = 'http://127.0.0.1:13285';
const TUS = `${GATEWAY}/api/photos/tus`;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'tus-resumable': '1.0.0' };
const storage = createStorage(storageConfigSchema.parse(testProfile.serviceEnv));
/** The gateway's default RESUMABLE_UPLOAD_MAX_OPEN (services/gateway/src/config.ts). */
const MAX_OPEN = 20;
/**
 * The room a user's quota leaves when stored photos fill the rest of it (the shared stack's
 * media has the default quota; the quota tests' users are given photos of that size).
 */
const QUOTA_BYTES = 2 * 1024 * 1024;
const resumableUploads = resumableUploadsInBucket(testProfile.serviceEnv);

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const PHOTO_FIELDS = { filename: 'dunes.jpg', filetype: 'image/jpeg', title: 'Dunes at dawn', category: 'landscape', aiTags: '["dunes","sand"]' };

describe('resumable uploads (tus)', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  let seeding: ProjectedPhotoRepository;
  let photo: Buffer;

  const newUser = (name: string) => signUpThroughGateway(GATEWAY, name, run);
  /** A new user whose stored photos (one, written as the media worker leaves it) leave QUOTA_BYTES of the quota. */
  const newUserWithRoom = async (name: string) => {
    const user = await newUser(name);
    const photoId = `${run}${name}fill`.toLowerCase();
    const filler = newPhotoDocument({
      _id: photoId,
      userId: user.id,
      originalKey: `photo/${user.id}/${photoId}/original`,
      mimeType: 'image/jpeg',
      originalBytes: DEFAULT_STORAGE_QUOTA_BYTES - QUOTA_BYTES,
      title: 'Filler',
    });
    await seeding.photos.insert({ ...filler, status: 'ready' });
    return user;
  };
  const create = (client: CookieJarClient, length: number, fields: Record<string, string> = PHOTO_FIELDS, headers: Record<string, string> = SAME_ORIGIN) =>
    client.request(TUS, { method: 'POST', headers: { ...headers, 'upload-length': String(length), 'upload-metadata': metadata(fields) } });
  const patch = (client: CookieJarClient, location: string, offset: number, body: RequestInit['body'], init: RequestInit = {}) =>
    client.request(`${GATEWAY}${location}`, {
      method: 'PATCH',
      headers: { ...SAME_ORIGIN, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
      ...init,
    } as RequestInit);
  const head = (client: CookieJarClient, location: string) => client.request(`${GATEWAY}${location}`, { method: 'HEAD', headers: SAME_ORIGIN });
  const myPhotos = async (client: CookieJarClient) =>
    ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ id: string; title: string; category: string; aiTags: string[] }> })
      .items;
  const storedKeys = async (userId: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(`photo/${userId}/`)) keys.push(object.key);
    return keys;
  };
  let before: string[] = [];
  /** What this file's uploads left in the bucket (anything an earlier run left is not its doing). */
  const uploadsLeft = async () => (await resumableUploads()).filter((entry) => !before.includes(entry));
  /** A finished upload's bytes are removed just after its answer is written: what is left once that had time. */
  const uploadsLeftAfterCleanup = async () => {
    const deadline = Date.now() + 5_000;
    let left = await uploadsLeft();
    while (left.length > 0 && Date.now() < deadline) {
      await sleep(100);
      left = await uploadsLeft();
    }
    return left;
  };

  beforeAll(async () => {
    photo = await sharp(randomBytes(500 * 400 * 3), { raw: { width: 500, height: 400, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    before = await resumableUploads();
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('resumes an upload cut off mid-way from the offset the server kept, and the finished file becomes the photo', async () => {
    const { client, id } = await newUser('resume');
    const created = await create(client, photo.length);
    expect(created.status).toBe(201);
    // The gateway's security headers, though the tus server writes this answer itself.
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/photos\/tus\/[0-9a-f]+$/);

    // The first half goes out, then the connection drops before the rest.
    const half = Math.floor(photo.length / 2);
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new Uint8Array(photo.subarray(0, half))),
    });
    const cut = patch(client, location, 0, body, { signal: abort.signal, duplex: 'half' } as RequestInit).catch((error: unknown) => error);
    await sleep(1000);
    abort.abort();
    expect(await cut).toMatchObject({ name: 'AbortError' });

    // The bytes that came are kept once the cut-off PATCH has stored them.
    let offset = await head(client, location);
    const deadline = Date.now() + 20_000;
    while (offset.headers.get('upload-offset') !== String(half) && Date.now() < deadline) {
      await sleep(100);
      offset = await head(client, location);
    }
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    expect(offset.headers.get('upload-length')).toBe(String(photo.length));

    const finished = await patch(client, location, half, new Uint8Array(photo.subarray(half)));
    expect(finished.status).toBe(201);
    const answered = (await finished.json()) as { id: string; title: string; status: string };
    expect(answered).toMatchObject({ title: 'Dunes at dawn', status: 'processing' });
    expect(await myPhotos(client)).toEqual([
      expect.objectContaining({ id: answered.id, title: 'Dunes at dawn', category: 'landscape', aiTags: ['dunes', 'sand'] }),
    ]);
    // The original in storage is the file as it was sent, in one piece; the collected bytes are gone.
    // (The media worker's variants of it are stored beside it.)
    const [originalKey] = (await storedKeys(id)).filter((key) => key.includes(answered.id) && key.endsWith('/original'));
    const stored = await storage.get(originalKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    expect(Buffer.compare(Buffer.concat(chunks), photo)).toBe(0);
    expect(await uploadsLeftAfterCleanup()).toEqual([]);

    // Had that answer been lost, the client's HEAD before sending again learns the upload is complete, and its photo.
    const again = await head(client, location);
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(photo.length));
    expect(again.headers.get('upload-length')).toBe(String(photo.length));
    expect(again.headers.get('upload-photo-id')).toBe(answered.id);
    // Also from a gateway started since (a deploy, or another replica): the answer is kept in Redis.
    const replica = startService('gateway', testProfile, {
      output: 'silent',
      env: { GATEWAY_PORT: '13285', PUBLIC_URL: REPLICA, OIDC_ISSUER_URL: SHARED_ISSUER },
    });
    let afterRestart: Response;
    try {
      await waitForHttp(`${REPLICA}/healthz`, 60_000);
      client.setCookie(REPLICA, SESSION_COOKIE_NAME, client.cookie(GATEWAY, SESSION_COOKIE_NAME) as string);
      afterRestart = await client.request(`${REPLICA}${location}`, { method: 'HEAD', headers: { ...SAME_ORIGIN, origin: REPLICA } });
    } finally {
      await replica.stop();
    }
    expect([afterRestart.status, afterRestart.headers.get('upload-photo-id')]).toEqual([200, answered.id]);
    const read = await client.request(`${GATEWAY}/api/user/photos/${answered.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: answered.id, title: 'Dunes at dawn' });
    // Nobody else learns of it, by the upload or by the photo.
    const { client: stranger } = await newUser('onlooker');
    const theirs = await head(stranger, location);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('upload-photo-id')).toBeNull();
    expect((await stranger.request(`${GATEWAY}/api/user/photos/${answered.id}`)).status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/user/photos/${answered.id}`)).status).toBe(401);
    expect(await myPhotos(client)).toHaveLength(1);
  }, 150_000);

  it('refuses the anonymous, the cross-site, the too large, the over-quota, the wrong type and the unfinished fields before any byte is taken', async () => {
    const { client } = await newUserWithRoom('refused');
    const anonymous = await fetch(TUS, { method: 'POST', headers: { ...SAME_ORIGIN, 'upload-length': '100', 'upload-metadata': metadata(PHOTO_FIELDS) } });
    expect([anonymous.status, ((await anonymous.json()) as { message: string }).message]).toEqual([401, 'Authentication required']);
    const crossSite = await create(client, 100, PHOTO_FIELDS, { ...SAME_ORIGIN, origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    const tooLarge = await create(client, 25 * 1024 * 1024 + 1);
    expect([tooLarge.status, ((await tooLarge.json()) as { message: string }).message]).toEqual([413, 'File too large: the maximum file size is 25MB.']);
    const overQuota = await create(client, QUOTA_BYTES + 1);
    expect([overQuota.status, ((await overQuota.json()) as { message: string }).message]).toEqual([413, 'This photo does not fit in your remaining storage.']);
    const wrongType = await create(client, 100, { ...PHOTO_FIELDS, filetype: 'application/pdf' });
    expect([wrongType.status, ((await wrongType.json()) as { message: string }).message]).toEqual([
      415,
      'Invalid file type: please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.',
    ]);
    const noTitle = await create(client, 100, { ...PHOTO_FIELDS, title: '' });
    expect([noTitle.status, ((await noTitle.json()) as { message: string }).message]).toEqual([
      400,
      'Missing Information: please fill in all required fields and select an image.',
    ]);
    expect(await uploadsLeftAfterCleanup()).toEqual([]);
  }, 60_000);

  it('refuses a file that is not an image once it is complete, and keeps nobody else out of an upload but its owner', async () => {
    const owner = await newUser('owner');
    const stranger = await newUser('stranger');
    const text = Buffer.from('This is a text file pretending to be a JPEG.\n'.repeat(200));
    const location = (await create(owner.client, text.length)).headers.get('location') ?? '';

    // Someone else's upload does not exist for them, whatever they try.
    expect((await head(stranger.client, location)).status).toBe(404);
    expect((await patch(stranger.client, location, 0, new Uint8Array(text))).status).toBe(404);

    const finished = await patch(owner.client, location, 0, new Uint8Array(text));
    expect(finished.status).toBe(415);
    expect(((await finished.json()) as { message: string }).message).toMatch(/JPG|PNG|image/i);
    expect(await myPhotos(owner.client)).toEqual([]);
    expect(await storedKeys(owner.id)).toEqual([]);
    expect(await uploadsLeftAfterCleanup()).toEqual([]);
    const usage = (await (await owner.client.request(`${GATEWAY}/api/user/storage-usage`)).json()) as { usedBytes?: number; usagePercentage?: number };
    expect(usage.usagePercentage ?? 0).toBe(0);
  }, 60_000);

  it("holds an unfinished upload's declared length against the quota from its creation: one that would not fit beside it is refused until it is cancelled", async () => {
    const { client } = await newUserWithRoom('reserving');
    const large = Math.floor(QUOTA_BYTES * 0.75);
    const first = await create(client, large);
    expect(first.status).toBe(201);
    // Not a byte sent yet: the first upload's length is held all the same.
    const second = await create(client, Math.floor(QUOTA_BYTES * 0.5));
    expect([second.status, ((await second.json()) as { message: string }).message]).toEqual([413, 'This photo does not fit in your remaining storage.']);
    const small = await create(client, Math.floor(QUOTA_BYTES * 0.2));
    expect(small.status).toBe(201);

    expect((await client.request(`${GATEWAY}${first.headers.get('location') ?? ''}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);
    const afterCancel = await create(client, Math.floor(QUOTA_BYTES * 0.5));
    expect(afterCancel.status).toBe(201);
    for (const created of [small, afterCancel]) {
      expect((await client.request(`${GATEWAY}${created.headers.get('location') ?? ''}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);
    }
    // Everything given back: the whole room fits again.
    const whole = await create(client, QUOTA_BYTES);
    expect(whole.status).toBe(201);
    expect((await client.request(`${GATEWAY}${whole.headers.get('location') ?? ''}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);
    expect(await uploadsLeftAfterCleanup()).toEqual([]);
  }, 60_000);

  it('keeps each user to a few unfinished uploads, and an abandoned one leaves nothing', async () => {
    const { client } = await newUser('unfinished');
    const locations: string[] = [];
    for (let i = 0; i < MAX_OPEN; i += 1) {
      const created = await create(client, photo.length);
      expect(created.status).toBe(201);
      locations.push(created.headers.get('location') ?? '');
    }
    const oneTooMany = await create(client, photo.length);
    expect([oneTooMany.status, ((await oneTooMany.json()) as { message: string }).message]).toEqual([
      429,
      `You have ${MAX_OPEN} unfinished uploads. Let them finish, or remove some, before starting more.`,
    ]);

    const abandoned = locations.shift() ?? '';
    expect((await client.request(`${GATEWAY}${abandoned}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);
    expect((await head(client, abandoned)).status).toBe(404);
    const another = await create(client, photo.length);
    expect(another.status).toBe(201);
    locations.push(another.headers.get('location') ?? '');

    for (const location of locations) expect((await client.request(`${GATEWAY}${location}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);
    expect(await uploadsLeftAfterCleanup()).toEqual([]);
  }, 60_000);
});
