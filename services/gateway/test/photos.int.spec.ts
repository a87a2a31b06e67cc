import { SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import { listKeys, LocalDiskStorage } from '@lumafolio/storage';
import {
  FIXTURES,
  profile,
  SHARED_GATEWAY,
  SHARED_ISSUER,
  signInThroughGateway,
  startService,
  useSharedGatewayUnderTest,
  waitForHttp,
  type CookieJarClient,
  type ManagedProcess,
  type SharedGatewayUnderTest,
  waitUntil,
} from '@lumafolio/dev-stack';
import { MongoDatabase, openProjectedPhotoRepository, type PhotoDocument, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { badUploadCorpus } from './bad-upload-corpus.js';

/**
 * Upload, ownership and visibility through real processes: gateway → storage (local
 * disk of the test profile) and gateway → NATS → media → FerretDB, the media worker
 * making each upload's variants beside its original.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const REAL_PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });

interface PhotoBody {
  id: string;
  isPublic: boolean;
  featured: boolean;
  status: string;
  description: string;
  width: number;
  imageUrl: string;
}

function upload(
  client: CookieJarClient,
  file: { bytes: Buffer; name: string; type: string },
  fields: Record<string, string> = { title: 'Aqua', category: 'nature' },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return client.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' }, body: form });
}

const storedKeys = (userId: string): Promise<string[]> => listKeys(storage, `photo/${userId}/`);

describe('photos through the gateway', () => {
  let stack: SharedGatewayUnderTest;
  const processes: ManagedProcess[] = [];
  let db: MongoDatabase;
  let seeding: ProjectedPhotoRepository;
  let alice: CookieJarClient;
  let bob: CookieJarClient;
  let aliceId: string;

  /**
   * Alice's photo once the media worker is done with it (ready, or failed): its files change no
   * more, so what storage holds can be compared, and a delete races no variant being written.
   */
  const processed = async (photoId: string): Promise<PhotoDocument | null> =>
    waitUntil(
      `photo ${photoId} processed by the media worker`,
      () => seeding.photos.findOwned(aliceId, photoId),
      (photo) => photo?.status !== 'processing',
      { timeoutMs: 90_000 },
    );

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    const password = 'correct horse battery';
    alice = (await signInThroughGateway(GATEWAY, { email: `alice-${run}@example.com`, username: `alice_${run}`, password }, { signUp: true })).client;
    bob = (await signInThroughGateway(GATEWAY, { email: `bob-${run}@example.com`, username: `bob_${run}`, password }, { signUp: true })).client;
    const me = await alice.request(`${GATEWAY}/api/auth/user`);
    if (me.status !== 200) throw new Error(`sign-in failed: ${me.status} ${await me.text()} ${JSON.stringify(alice.hops)}`);
    aliceId = ((await me.json()) as { id: string }).id;
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await Promise.all([stack?.stop(), ...processes.map((p) => p.stop())]);
  });

  it('stores a real JPEG as a private photo, visible only to its owner until published', async () => {
    const response = await upload(alice, { bytes: readFileSync(REAL_PHOTO), name: 'aqua.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const photo = (await response.json()) as PhotoBody;
    const { width } = await sharp(REAL_PHOTO).metadata();
    expect(photo).toMatchObject({ isPublic: false, featured: false, status: 'processing', width });
    // The upload stores the original; the media worker adds the photo's variants beside it, and nothing else is stored.
    const ready = await processed(photo.id);
    expect(ready?.status).toBe('ready');
    expect((await storedKeys(aliceId)).sort()).toEqual([`photo/${aliceId}/${photo.id}/original`, ...(ready?.variants ?? []).map((v) => v.key)].sort());

    // Owner: the original; anyone else: the same 404 as a photo that does not exist.
    const own = await alice.request(`${GATEWAY}${photo.imageUrl}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(readFileSync(REAL_PHOTO))).toBe(true);
    expect((await bob.request(`${GATEWAY}${photo.imageUrl}`)).status).toBe(404);
    expect((await fetch(`${GATEWAY}${photo.imageUrl}`)).status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/images/${'0'.repeat(20)}/original`)).status).toBe(404);

    // Another user can neither change nor delete it.
    const foreignPatch = await bob.request(`${GATEWAY}/api/user/photos/${photo.id}`, {
      method: 'PATCH',
      headers: JSON_HEADERS,
      body: JSON.stringify({ title: 'Mine now' }),
    });
    expect(foreignPatch.status).toBe(404);
    const foreignDelete = await bob.request(`${GATEWAY}/api/user/photos/${photo.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(foreignDelete.status).toBe(404);
    const foreignPublish = await bob.request(`${GATEWAY}/api/user/photos/${photo.id}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic: true }),
    });
    expect(foreignPublish.status).toBe(404);

    // Visitors see public photos only, and for "all" only featured ones.
    const visitorIds = async (query = '') => ((await (await fetch(`${GATEWAY}/api/photos${query}`)).json()) as { items: PhotoBody[] }).items.map((p) => p.id);
    expect(await visitorIds()).not.toContain(photo.id);
    const publish = await alice.request(`${GATEWAY}/api/user/photos/${photo.id}/public`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic: true }),
    });
    expect(((await publish.json()) as PhotoBody).isPublic).toBe(true);
    expect(await visitorIds('?category=nature')).toContain(photo.id);
    expect(await visitorIds()).not.toContain(photo.id);
    await alice.request(`${GATEWAY}/api/user/photos/${photo.id}/featured`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ featured: true }) });
    expect(await visitorIds('?featured=true')).toContain(photo.id);
    // The original keeps the camera's metadata: even a public photo's original is the owner's only.
    expect((await fetch(`${GATEWAY}${photo.imageUrl}`)).status).toBe(404);

    // Stats and storage usage follow.
    const stats = await (await alice.request(`${GATEWAY}/api/photos/stats`)).json();
    expect(stats).toMatchObject({ totalPhotos: 1, sharedPhotos: 1, featuredPhotos: 1, categories: 1 });
    const usage = (await (await alice.request(`${GATEWAY}/api/user/storage-usage`)).json()) as { usedBytes: number; quotaFormatted: string };
    expect(usage.usedBytes).toBe(readFileSync(REAL_PHOTO).length);
    expect(usage.quotaFormatted).toBe('250 MB');
  });

  it('stores the camera details of the exif field (never a location), and answers a malformed one with a 400', async () => {
    const file = { bytes: readFileSync(REAL_PHOTO), name: 'aqua.webp', type: 'image/jpeg' };
    const withExif = (exif: string) => upload(alice, file, { title: 'Blinds', category: 'architecture', exif });

    const notJson = await withExif('{"make": "Canon"');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { message: string }).message).toMatch(/exif/i);
    const wrongShape = await withExif(JSON.stringify({ iso: -400, make: 'x'.repeat(500) }));
    expect(wrongShape.status).toBe(400);
    expect(((await wrongShape.json()) as { message: string }).message).toMatch(/exif|camera/i);

    const response = await withExif(
      JSON.stringify({
        make: 'Canon',
        model: 'Canon EOS 350D DIGITAL',
        exposureTime: 0.0125,
        fNumber: 5.6,
        iso: 400,
        focalLength: 107,
        takenAt: '2008-01-22T03:28:22.000Z',
        latitude: 51.5,
        GPSLatitude: [51, 30, 0],
      }),
    );
    expect(response.status).toBe(201);
    const photo = (await response.json()) as PhotoBody & { exif: unknown };
    expect(photo.exif).toEqual({
      camera: 'Canon EOS 350D DIGITAL',
      lens: null,
      exposure: '1/80 s · f/5.6 · ISO 400',
      takenAt: '2008-01-22T03:28:22.000Z',
      focalLength: '107 mm',
    });
    const [listed] = ((await (await alice.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<PhotoBody & { exif: unknown }> }).items.filter(
      (p) => p.id === photo.id,
    );
    expect(listed?.exif).toEqual(photo.exif);
    expect(JSON.stringify(listed)).not.toMatch(/51\.5|latitude/i);
    await processed(photo.id);
    await alice.request(`${GATEWAY}/api/user/photos/${photo.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
  });

  it('sanitises description HTML on write', async () => {
    const photo = (await (await upload(alice, { bytes: readFileSync(REAL_PHOTO), name: 'a.jpg', type: 'image/jpeg' })).json()) as PhotoBody;
    const patched = await alice.request(`${GATEWAY}/api/user/photos/${photo.id}`, {
      method: 'PATCH',
      headers: JSON_HEADERS,
      body: JSON.stringify({ description: '<p onclick="x()">Calm <em>water</em></p><script>alert(1)</script>', tags: [' sea ', 'blue', 'sea', ''] }),
    });
    expect(patched.status).toBe(400);
    const ok = await alice.request(`${GATEWAY}/api/user/photos/${photo.id}`, {
      method: 'PATCH',
      headers: JSON_HEADERS,
      body: JSON.stringify({ description: '<p onclick="x()">Calm <em>water</em></p><script>alert(1)</script>', tags: ['sea', 'blue', 'sea'] }),
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as PhotoBody & { tags: string[] };
    expect(body.description).toBe('<p>Calm <em>water</em></p>');
    expect(body.tags).toEqual(['sea', 'blue']);

    // AI tags are edited the same way: lowercase, no repeats; too many or too long is a 400 that says so.
    const patchAiTags = (aiTags: string[]) =>
      alice.request(`${GATEWAY}/api/user/photos/${photo.id}`, { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ aiTags }) });
    const tooLong = await patchAiTags(['x'.repeat(41)]);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toMatch(/at most 40 characters/);
    const tooMany = await patchAiTags(Array.from({ length: 31 }, (_, i) => `tag ${i}`));
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/at most 30 AI tags/);
    const edited = await patchAiTags(['Harbour', 'boat', 'harbour']);
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { aiTags: string[] }).aiTags).toEqual(['harbour', 'boat']);

    await processed(photo.id);
    const removed = await alice.request(`${GATEWAY}/api/user/photos/${photo.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(removed.status).toBe(204);
    expect((await storedKeys(aliceId)).some((key) => key.includes(photo.id))).toBe(false);
  });

  it('refuses every file of the bad-upload corpus with a clear 4xx, leaving no file and no document', async () => {
    const before = ((await (await alice.request(`${GATEWAY}/api/user/photos`)).json()) as { total: number }).total;
    const keysBefore = await storedKeys(aliceId);
    const corpus = await badUploadCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    const outcomes: Array<{ file: string; status: number; message: string }> = [];
    for (const bad of corpus) {
      const response = await upload(alice, bad);
      const body = (await response.json()) as { message: string };
      outcomes.push({ file: bad.name, status: response.status, message: body.message });
    }
    expect(outcomes.map(({ file, status }) => ({ file, status }))).toEqual(corpus.map((bad) => ({ file: bad.name, status: bad.status })));
    // Every refusal says what is wrong in words a person understands.
    for (const { message } of outcomes) expect(message).toMatch(/Invalid file type|empty|too large|25MB|damaged|incomplete|could not read/i);

    const missingTitle = await upload(alice, { bytes: readFileSync(REAL_PHOTO), name: 'a.jpg', type: 'image/jpeg' }, { category: 'nature' });
    expect(missingTitle.status).toBe(400);

    expect(((await (await alice.request(`${GATEWAY}/api/user/photos`)).json()) as { total: number }).total).toBe(before);
    expect(await storedKeys(aliceId)).toEqual(keysBefore);
  }, 120_000);

  it('suggests metadata for a photo with the AI provider, and refuses what is not an image', async () => {
    const analyze = (bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'x');
      return alice.request(`${GATEWAY}/api/photos/ai-analyze`, { method: 'POST', headers: SAME_ORIGIN, body: form });
    };
    const response = await analyze(readFileSync(REAL_PHOTO), 'image/jpeg');
    expect(response.status).toBe(200);
    const suggestions = (await response.json()) as { title: string; category: string; tags: string[]; alt: string; description: string };
    expect(['nature', 'macro', 'landscape']).toContain(suggestions.category);
    expect(suggestions.title.length).toBeGreaterThan(0);
    expect(suggestions.alt.length).toBeGreaterThan(0);
    expect(suggestions.tags.length).toBeGreaterThan(0);

    // Once a photo of hers has that title, the same image is offered another one.
    const named = await upload(
      alice,
      { bytes: readFileSync(REAL_PHOTO), name: 'same.jpg', type: 'image/jpeg' },
      { title: suggestions.title, category: 'nature' },
    );
    expect(named.status).toBe(201);
    const again = (await (await analyze(readFileSync(REAL_PHOTO), 'image/jpeg')).json()) as { title: string };
    expect(again.title.length).toBeGreaterThan(0);
    expect(again.title).not.toBe(suggestions.title);

    expect((await analyze(Buffer.from('<html>not an image</html>'), 'image/jpeg')).status).toBe(415);
    // A JPEG's signature on bytes that do not decode: media, which prepares the image for the AI, refuses it.
    const undecodable = await analyze(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]), 'image/jpeg');
    expect([undecodable.status, ((await undecodable.json()) as { message: string }).message]).toEqual([
      422,
      'We could not read this image. Please try another file.',
    ]);
    expect((await fetch(`${GATEWAY}/api/photos/ai-analyze`, { method: 'POST', headers: SAME_ORIGIN })).status).toBe(401);
  });

  it('sets a profile picture from an upload or from an own photo, as a 400×400 WebP', async () => {
    const uploadAvatar = (bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('profileImage', new Blob([new Uint8Array(bytes)], { type }), 'me');
      return alice.request(`${GATEWAY}/api/user/profile-image/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
    };
    const response = await uploadAvatar(readFileSync(REAL_PHOTO), 'image/jpeg');
    expect(response.status).toBe(200);
    const { profileImageUrl } = (await response.json()) as { profileImageUrl: string };
    expect(profileImageUrl).toMatch(new RegExp(`^/api/avatars/${aliceId}/[a-f0-9]+\\.webp$`));
    const avatar = await fetch(`${GATEWAY}${profileImageUrl}`);
    expect(avatar.headers.get('cache-control')).toContain('immutable');
    expect(await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const svg = await uploadAvatar(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      'image/png',
    );
    expect(svg.status).toBe(415);
    const tooBig = await uploadAvatar(Buffer.concat([readFileSync(REAL_PHOTO), randomBytes(5 * 1024 * 1024)]), 'image/jpeg');
    expect(tooBig.status).toBe(413);

    const photo = (await (await upload(alice, { bytes: readFileSync(REAL_PHOTO), name: 'p.jpg', type: 'image/jpeg' })).json()) as PhotoBody;
    const fromPhoto = await alice.request(`${GATEWAY}/api/user/profile-image/set-custom`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ photoId: photo.id }),
    });
    expect(fromPhoto.status).toBe(200);
    const next = ((await fromPhoto.json()) as { profileImageUrl: string }).profileImageUrl;
    expect(next).not.toBe(profileImageUrl);
    // The previous picture's file is gone; another user's photo cannot be used.
    expect((await fetch(`${GATEWAY}${profileImageUrl}`)).status).toBe(404);
    const foreign = await bob.request(`${GATEWAY}/api/user/profile-image/set-custom`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ photoId: photo.id }),
    });
    expect(foreign.status).toBe(404);
  });

  it('manages custom categories per user', async () => {
    const post = (client: CookieJarClient, body: unknown) =>
      client.request(`${GATEWAY}/api/categories/custom`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    const created = await post(alice, { label: 'Night Sky', description: 'Custom category: Night Sky' });
    expect(created.status).toBe(201);
    const category = (await created.json()) as { id: string; categoryId: string };
    expect(category.categoryId).toBe('night-sky');

    const empty = await post(alice, { label: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Category name cannot be empty.');
    expect((await post(alice, { label: 'night sky' })).status).toBe(409);
    expect((await post(alice, { label: 'Landscape' })).status).toBe(409);

    const renamed = await alice.request(`${GATEWAY}/api/categories/custom/${category.id}`, {
      method: 'PATCH',
      headers: JSON_HEADERS,
      body: JSON.stringify({ label: 'Stars' }),
    });
    expect(((await renamed.json()) as { label: string }).label).toBe('Stars');
    expect((await bob.request(`${GATEWAY}/api/categories/custom/${category.id}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(404);
    expect(await (await bob.request(`${GATEWAY}/api/categories/custom`)).json()).toEqual([]);
    expect((await alice.request(`${GATEWAY}/api/categories/custom/${category.id}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);
  });

  it('deleting an account deletes its photos, files, profile picture and categories', async () => {
    const carol = (
      await signInThroughGateway(GATEWAY, { email: `carol-${run}@example.com`, username: `carol_${run}`, password: 'correct horse battery' }, { signUp: true })
    ).client;
    const carolId = ((await (await carol.request(`${GATEWAY}/api/auth/user`)).json()) as { id: string }).id;
    const photo = (await (await upload(carol, { bytes: readFileSync(REAL_PHOTO), name: 'c.jpg', type: 'image/jpeg' })).json()) as PhotoBody;
    await carol.request(`${GATEWAY}/api/user/photos/${photo.id}/public`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ isPublic: true }) });
    await carol.request(`${GATEWAY}/api/user/profile-image/set-custom`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ photoId: photo.id }) });
    await carol.request(`${GATEWAY}/api/categories/custom`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ label: 'Gone Soon' }) });
    const listed = async () => ((await (await fetch(`${GATEWAY}/api/photos?category=nature`)).json()) as { items: PhotoBody[] }).items.map((p) => p.id);
    expect(await listed()).toContain(photo.id);

    const deleted = await carol.request(`${GATEWAY}/api/auth/user`, {
      method: 'DELETE',
      headers: JSON_HEADERS,
      body: JSON.stringify({ confirmUsername: `carol_${run}` }),
    });
    expect(deleted.status).toBe(204);
    // The account is ended at once; its photos and files go in the background.
    await waitUntil("carol's photo out of the public list", listed, (ids) => !ids.includes(photo.id));
    const filesOf = async () => [...(await listKeys(storage, `photo/${carolId}/`)), ...(await listKeys(storage, `avatar/${carolId}/`))];
    expect(await waitUntil("carol's files removed", filesOf, (keys) => keys.length === 0)).toEqual([]);
  });

  it('removes control and bidirectional override characters from names, titles and category labels, and refuses a NUL', async () => {
    const putProfile = (body: object) => alice.request(`${GATEWAY}/api/profile`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) });
    // A NUL cannot be stored: refused with words a person understands, and nothing of the request is kept.
    const withNul = await putProfile({ firstName: 'Ann', lastName: 'Null\u0000Byte', tagline: 'Kept?' });
    expect(withNul.status).toBe(400);
    expect(((await withNul.json()) as { message: string }).message).toContain('NUL character');
    const profile = await putProfile({ firstName: 'Ann\u202Egpj.exe', lastName: 'Null\u0007Byte\u2066', tagline: 'Light\u200F and\nshadow' });
    expect(profile.status).toBe(200);
    const me = (await (await alice.request(`${GATEWAY}/api/auth/user`)).json()) as { firstName: string; lastName: string; tagline: string };
    expect(me).toMatchObject({ firstName: 'Anngpj.exe', lastName: 'NullByte', tagline: 'Light and shadow' });

    const photo = (await (
      await upload(
        alice,
        { bytes: readFileSync(REAL_PHOTO), name: 'a.jpg', type: 'image/jpeg' },
        { title: 'Harbour\u202E at dawn\u0007', category: 'nature', aiTags: JSON.stringify(['sea\u202E']) },
      )
    ).json()) as PhotoBody & { title: string; aiTags: string[] };
    expect(photo.title).toBe('Harbour at dawn');
    expect(photo.aiTags).toEqual(['sea']);

    const category = await alice.request(`${GATEWAY}/api/categories/custom`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ label: 'Ni\u202Eght\u0007 Owls' }),
    });
    expect(category.status).toBe(201);
    expect(await category.json()).toMatchObject({ label: 'Night Owls', categoryId: 'night-owls' });
    // Nothing but invisible characters is an empty name.
    const invisible = await alice.request(`${GATEWAY}/api/categories/custom`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ label: '\u202E\u2066' }),
    });
    expect(invisible.status).toBe(400);
  });

  it('accepts an iPhone HEIC upload, which the worker can decode, with its size read at upload', async () => {
    const response = await upload(
      alice,
      { bytes: readFileSync(FIXTURES.heicLadybird), name: 'IMG_0001.HEIC', type: '' },
      { title: 'Ladybird', category: 'macro' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: 'processing', isPublic: false });
  });

  it('limits uploads and AI analyses per user with 429 and Retry-After, without touching other users', async () => {
    // A second gateway with tiny allowances, sharing the sessions (same Redis) of the first.
    const limitedUrl = 'http://127.0.0.1:13106';
    const limited = startService('gateway', testProfile, {
      output: 'silent',
      env: {
        GATEWAY_PORT: '13106',
        PUBLIC_URL: limitedUrl,
        OIDC_ISSUER_URL: SHARED_ISSUER,
        UPLOAD_RATE_LIMIT: '2',
        AI_ANALYZE_RATE_LIMIT: '1',
        AI_ANALYZE_RATE_WINDOW_S: '600',
      },
    });
    processes.push(limited);
    await waitForHttp(`${limitedUrl}/healthz`, 30_000);
    // Fresh users: the counts are per user, and alice and bob uploaded in earlier tests.
    const newUser = async (name: string) => {
      const { client } = await signInThroughGateway(
        GATEWAY,
        { email: `${name}-${run}@example.com`, username: `${name}_${run}`, password: 'correct horse battery' },
        { signUp: true },
      );
      client.setCookie(limitedUrl, SESSION_COOKIE_NAME, client.cookie(GATEWAY, SESSION_COOKIE_NAME) as string);
      return client;
    };
    const dave = await newUser('dave');
    const erin = await newUser('erin');
    const photo = { bytes: readFileSync(REAL_PHOTO), name: 'aqua.jpg', type: 'image/jpeg' };
    const post = (client: CookieJarClient, path: string, form: FormData) =>
      client.request(`${limitedUrl}${path}`, { method: 'POST', headers: { origin: limitedUrl, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    const uploadForm = () => {
      const form = new FormData();
      form.append('title', 'Aqua');
      form.append('category', 'nature');
      form.append('image', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
      return form;
    };
    const analyzeForm = () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
      return form;
    };

    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(dave, '/api/photos/upload', uploadForm())).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await post(dave, '/api/photos/upload', uploadForm());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/uploaded 2 photos in a short time/);
    expect((await post(erin, '/api/photos/upload', uploadForm())).status).toBe(201);

    expect((await post(dave, '/api/photos/ai-analyze', analyzeForm())).status).toBe(200);
    const aiRefused = await post(dave, '/api/photos/ai-analyze', analyzeForm());
    expect(aiRefused.status).toBe(429);
    expect(((await aiRefused.json()) as { message: string }).message).toMatch(/fill in the details yourself/);
  });
});
