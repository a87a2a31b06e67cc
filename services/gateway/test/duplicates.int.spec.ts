import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  uploadPhotoThroughGateway,
  waitUntil,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { MongoDatabase } from '@lumafolio/dal';
import { DUPLICATE_CHECK_MAX, FINGERPRINT_GRID, fingerprintOfGrid, type FindDuplicatesResponse } from '@lumafolio/contracts';
import sharp from 'sharp';

/**
 * Duplicates noticed before an upload: the queue sends each file's fingerprint and learns
 * which of the photographer's own photos it matches. The fingerprints here are read from
 * copies as the browser reads a file (a stretched 32×32 grid of the decoded image).
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_FROM_APP = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';
const ANOTHER_PHOTO = '/usr/share/backgrounds/mate/nature/Storm.jpg';

async function fingerprintOfFile(file: string | Buffer): Promise<string> {
  const grid = await sharp(file).rotate().resize(FINGERPRINT_GRID, FINGERPRINT_GRID, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  return fingerprintOfGrid(grid, 3);
}

/** What a photographer re-exports: 70 % of the size, JPEG quality 60. */
async function reEncodedCopyOf(file: string): Promise<Buffer> {
  const { width = 0 } = await sharp(file).metadata();
  return sharp(file)
    .resize({ width: Math.round(width * 0.7) })
    .jpeg({ quality: 60 })
    .toBuffer();
}

describe('duplicates noticed before an upload', () => {
  let stack: SharedGatewayUnderTest;
  let database: MongoDatabase;
  let ana: CookieJarClient;
  let anaId: string;
  let bob: CookieJarClient;
  let photo: { id: string; title: string };

  const ask = (client: CookieJarClient | null, body: unknown, headers: Record<string, string> = JSON_FROM_APP) =>
    (client ? client.request.bind(client) : fetch)(`${GATEWAY}/api/photos/duplicates`, { method: 'POST', headers, body: JSON.stringify(body) });
  const duplicatesOf = async (client: CookieJarClient, fingerprints: string[]) => {
    const response = await ask(client, { fingerprints });
    expect(response.status).toBe(200);
    return ((await response.json()) as FindDuplicatesResponse).duplicates;
  };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    database = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    ({ client: ana, id: anaId } = await signUpThroughGateway(GATEWAY, 'dupana', run));
    bob = (await signUpThroughGateway(GATEWAY, 'dupbob', run)).client;
    const uploaded = await uploadPhotoThroughGateway(ana, GATEWAY, { path: PHOTO, title: 'Aqua at dawn', category: 'nature' });
    expect(uploaded.status).toBe(201);
    photo = (await uploaded.json()) as { id: string; title: string };
    await waitUntil(
      'the photo processed',
      async () => ((await (await ana.request(`${GATEWAY}/api/user/photos/${photo.id}`)).json()) as { status: string }).status,
      (status) => status === 'ready',
      { timeoutMs: 90_000 },
    );
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await database?.disconnect();
  });

  it('names the photo a re-encoded, smaller copy would duplicate, and nothing for another photo', async () => {
    const [copy, another] = await Promise.all([fingerprintOfFile(await reEncodedCopyOf(PHOTO)), fingerprintOfFile(ANOTHER_PHOTO)]);
    const duplicates = await duplicatesOf(ana, [copy, another]);
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]).toMatchObject({ fingerprint: copy, photo: { id: photo.id, title: 'Aqua at dawn', status: 'ready' } });
    expect(duplicates[0]?.distance).toBeLessThanOrEqual(6);
  });

  it("never matches another photographer's photos", async () => {
    expect(await duplicatesOf(bob, [await fingerprintOfFile(PHOTO)])).toEqual([]);
  });

  it('finds a photo processed before fingerprints existed, once the backfill its first look-up queued has run', async () => {
    const fingerprint = await fingerprintOfFile(PHOTO);
    // The earlier tests' first look-up queued a backfill; on a busy machine it may still be
    // running, and would mark the library done having read the photo before it is changed here.
    await waitUntil(
      "the earlier look-ups' backfill finished",
      () => database.connection.collection('photo_fingerprints').countDocuments({ _id: `${anaId}:#backfilled` as never }),
      (count) => count === 1,
      { timeoutMs: 60_000 },
    );
    // As a photo an earlier release processed: no fingerprint, not indexed, its owner's library not yet backfilled.
    await database.connection.collection('photos').updateOne({ _id: photo.id as never }, { $unset: { fingerprint: 1 } });
    await database.connection.collection('photo_fingerprints').deleteMany({ userId: anaId });
    // This look-up answers from the index as it is (the photo is not in it) and queues the backfill.
    await duplicatesOf(ana, [fingerprint]);

    const found = await waitUntil(
      'the photo found once backfilled',
      () => duplicatesOf(ana, [fingerprint]),
      (duplicates) => duplicates.length > 0,
      {
        timeoutMs: 60_000,
      },
    );
    expect(found.map((duplicate) => duplicate.photo.id)).toEqual([photo.id]);
    const stored = await database.connection.collection('photos').findOne({ _id: photo.id as never });
    expect(stored?.['fingerprint']).toMatch(/^[0-9a-f]{16}$/);
  }, 120_000);

  it('refuses what is not a question about fingerprints, with a message, and anyone signed out', async () => {
    const fingerprint = await fingerprintOfFile(PHOTO);
    expect((await ask(null, { fingerprints: [fingerprint] })).status).toBe(401);
    const refusals = [
      { fingerprints: [] },
      { fingerprints: ['not-a-fingerprint'] },
      { fingerprints: [fingerprint.toUpperCase()] },
      { fingerprints: [`${fingerprint}\u0000`] },
      { fingerprints: Array.from({ length: DUPLICATE_CHECK_MAX + 1 }, () => fingerprint) },
      { fingerprints: [fingerprint], userId: 'someone-else' },
      'fingerprints',
    ];
    for (const body of refusals) {
      const response = await ask(ana, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(((await response.json()) as { message: string }).message).toMatch(/\w/);
    }
    const wrong = await ask(ana, { fingerprints: ['zz'] });
    expect(((await wrong.json()) as { message: string }).message).toContain('A fingerprint is 16 lower-case hexadecimal digits.');
    // Cross-site: refused like every other change of state.
    expect((await ask(ana, { fingerprints: [fingerprint] }, { 'content-type': 'application/json' })).status).toBe(403);
  });

  it('forgets a deleted photo', async () => {
    const fingerprint = await fingerprintOfFile(PHOTO);
    expect((await duplicatesOf(ana, [fingerprint])).map((duplicate) => duplicate.photo.id)).toEqual([photo.id]);
    const deleted = await ana.request(`${GATEWAY}/api/user/photos/${photo.id}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(deleted.status).toBe(204);
    expect(await duplicatesOf(ana, [fingerprint])).toEqual([]);
  });
});
