import { FINISHED_UPLOAD_PHOTO_HEADER, RESUMABLE_UPLOAD_PATH } from '@lumafolio/contracts';
import {
  profile,
  SHARED_GATEWAY,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { UploadCreationKeys } from '../src/photos/resumable/upload-creation-keys.js';
import { resumableUploadsInBucket } from './resumable-uploads-in-bucket.js';

/**
 * A tus creation that names itself (`idempotencyKey` in `Upload-Metadata`), as the web app's
 * upload queue does: sent again — its answer lost to a reload or a dropped connection — it
 * gets the upload the first one made, never a second one holding the quota for a day; after
 * the end, the same creation leads the client to the photo, not to a second photo.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const TUS = `${GATEWAY}${RESUMABLE_UPLOAD_PATH}`;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'tus-resumable': '1.0.0' };
const resumableUploads = resumableUploadsInBucket(testProfile.serviceEnv);

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const fieldsWithKey = (idempotencyKey: string, filetype = 'image/jpeg') => ({
  filename: 'harbour.jpg',
  filetype,
  title: 'Harbour at noon',
  category: 'landscape',
  idempotencyKey,
});
const newKey = () => `upload-${randomBytes(8).toString('hex')}`;

describe('resumable uploads with an idempotency key', () => {
  let stack: SharedGatewayUnderTest;
  let photo: Buffer;

  const create = (client: CookieJarClient, length: number, fields: Record<string, string>) =>
    client.request(TUS, { method: 'POST', headers: { ...SAME_ORIGIN, 'upload-length': String(length), 'upload-metadata': metadata(fields) } });
  const patch = (client: CookieJarClient, location: string, offset: number, body: Uint8Array) =>
    client.request(`${GATEWAY}${location}`, {
      method: 'PATCH',
      headers: { ...SAME_ORIGIN, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
    });
  const head = (client: CookieJarClient, location: string) => client.request(`${GATEWAY}${location}`, { method: 'HEAD', headers: SAME_ORIGIN });
  const myPhotoIds = async (client: CookieJarClient) =>
    ((await (await client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
  /** The bucket's objects of the upload at `location` (its files and `.info`). */
  const inBucket = async (location: string) => (await resumableUploads()).filter((entry) => entry.includes(location.split('/').pop() as string));
  /** Every upload in the bucket that was not there at `before`. */
  const madeSince = async (before: string[]) => (await resumableUploads()).filter((entry) => !before.includes(entry));

  beforeAll(async () => {
    photo = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    stack = await useSharedGatewayUnderTest(testProfile);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers a creation sent again with the upload the first made, and after the end leads to the same photo', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'idemone', run);
    const key = newKey();
    const first = await create(client, photo.length, fieldsWithKey(key));
    expect(first.status).toBe(201);
    const location = first.headers.get('location') as string;
    expect(location).toMatch(/^\/api\/photos\/tus\/[0-9a-f]+$/);
    const before = await resumableUploads();

    const again = await create(client, photo.length, fieldsWithKey(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('location')).toBe(location);
    expect(again.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await madeSince(before)).toEqual([]);

    const finished = await patch(client, location, 0, new Uint8Array(photo));
    expect(finished.status).toBe(201);
    const madePhoto = (await finished.json()) as { id: string };

    // After the end: the same creation once more (its client never saw the answers) is led to the photo.
    const afterEnd = await create(client, photo.length, fieldsWithKey(key));
    expect(afterEnd.status).toBe(201);
    expect(afterEnd.headers.get('location')).toBe(location);
    const lateBytes = await patch(client, location, 0, new Uint8Array(photo));
    expect(lateBytes.status).toBe(409);
    expect(lateBytes.headers.get('upload-offset')).toBe(String(photo.length));
    expect(((await lateBytes.json()) as { message: string }).message).toBe('This upload is complete: ask with HEAD which photo it became.');
    const asked = await head(client, location);
    expect(asked.status).toBe(200);
    expect(asked.headers.get(FINISHED_UPLOAD_PHOTO_HEADER)).toBe(madePhoto.id);
    expect(await myPhotoIds(client)).toEqual([madePhoto.id]);
  });

  it('makes one upload of two creations sent at once with one key', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'idemtwo', run);
    const key = newKey();
    const answers = await Promise.all([create(client, photo.length, fieldsWithKey(key)), create(client, photo.length, fieldsWithKey(key))]);
    const statuses = answers.map((answer) => answer.status).sort();
    // Both answered the one upload, or the later was told the first is still being made (a tus client tries again).
    expect([
      [201, 201],
      [201, 423],
    ]).toContainEqual(statuses);
    const locations = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.headers.get('location')));
    expect(locations.size).toBe(1);
    const locked = answers.find((answer) => answer.status === 423);
    if (locked) expect(locked.headers.get('retry-after')).toBe('1');
    const retried = await create(client, photo.length, fieldsWithKey(key));
    expect(retried.headers.get('location')).toBe([...locations][0]);
    expect(await inBucket(retried.headers.get('location') as string)).not.toEqual([]);
  });

  it('refuses one key for two different files, and keeps each user’s keys apart', async () => {
    const alice = await signUpThroughGateway(GATEWAY, 'idemalice', run);
    const bob = await signUpThroughGateway(GATEWAY, 'idembob', run);
    const key = newKey();
    const alices = await create(alice.client, photo.length, fieldsWithKey(key));
    expect(alices.status).toBe(201);
    const before = await resumableUploads();

    const otherFile = await create(alice.client, photo.length + 1, fieldsWithKey(key));
    expect(otherFile.status).toBe(409);
    expect(((await otherFile.json()) as { message: string }).message).toBe('This idempotency key names another file of yours: give each file its own key.');
    expect(await madeSince(before)).toEqual([]);

    const bobs = await create(bob.client, photo.length, fieldsWithKey(key));
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('location')).not.toBe(alices.headers.get('location'));
    expect((await head(alice.client, bobs.headers.get('location') as string)).status).toBe(404);
  });

  it('frees a key whose creation was refused, and refuses a key that is not one', async () => {
    const { client } = await signUpThroughGateway(GATEWAY, 'idemthree', run);
    const key = newKey();
    const before = await resumableUploads();
    const wrongType = await create(client, photo.length, fieldsWithKey(key, 'application/pdf'));
    expect(wrongType.status).toBe(415);
    expect(await madeSince(before)).toEqual([]);

    const fixed = await create(client, photo.length, fieldsWithKey(key));
    expect(fixed.status).toBe(201);

    const refusedKeys: Array<[string, string]> = [
      ['short', 'The idempotency key must be 8 to 64 letters, digits, "-" or "_".'],
      ['has space in it', 'The idempotency key must be 8 to 64 letters, digits, "-" or "_".'],
      ['x'.repeat(65), 'The field “idempotencyKey” must be at most 64 characters long.'],
      ['bidi\u202eevil-key', 'This value holds a control, bidirectional or zero-width character: remove it and try again.'],
    ];
    for (const [badKey, message] of refusedKeys) {
      const refused = await create(client, photo.length, fieldsWithKey(badKey));
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(message);
    }
    expect(await madeSince(before)).toEqual(await inBucket(fixed.headers.get('location') as string));
  });

  it('lets go of a key whose creation never ended (its gateway stopped) within the claim’s time', async () => {
    const redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    try {
      const keys = new UploadCreationKeys(redis, 3_600, 1);
      const [userId, key] = [`idem-claim-${run}`, newKey()];
      expect(await keys.claim(userId, key, 'request-that-died')).toEqual({ kind: 'new' });
      expect(await keys.claim(userId, key, 'next-request')).toEqual({ kind: 'creating' });
      let claim = await keys.claim(userId, key, 'later-request');
      for (const deadline = Date.now() + 15_000; claim.kind !== 'new' && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        claim = await keys.claim(userId, key, 'later-request');
      }
      expect(claim).toEqual({ kind: 'new' });
      // A made upload is kept for as long as an upload lasts, not for the claim's time.
      await keys.record(userId, key, 'resumable-uploads/made');
      expect(await redis.ttl(`resumable-upload:creation:${userId}:${key}`)).toBeGreaterThan(3_000);
      expect(await keys.claim(userId, key, 'again')).toEqual({ kind: 'created', uploadId: 'resumable-uploads/made' });
    } finally {
      redis.disconnect();
    }
  });
});
