import { jest } from '@jest/globals';
import { deletePhotoRpc, deleteUserMediaRpc, findPhotoSourcesRpc, MEDIA_QUEUE, mediaJobId, type UploadPhotoFields } from '@lumafolio/contracts';
import { MongoDatabase, PhotoRepository, PhotoSourceRepository } from '@lumafolio/dal';
import { profile, startService, waitForRpcService, type ManagedProcess } from '@lumafolio/dev-stack';
import { localContentCheck } from '@lumafolio/images';
import { IntakeMemory, IntakeRefusedError, PhotoIntake } from '@lumafolio/photo-intake';
import { natsConnectionOf, RpcCallError, RpcClient } from '@lumafolio/server-common';
import { listKeys, LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';

/**
 * The one way in for photos, used the way the Google Photos import and the admin bulk
 * upload will use it: a process with a photo's bytes (no HTTP anywhere) takes them into
 * the media service. Real media service, NATS, Redis, FerretDB and storage.
 */
jest.setTimeout(120_000);

const testProfile = profile('test');
const suffix = randomBytes(4).toString('hex');
const mongoUri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/media_intake_${suffix}`);
const prefix = `media-intake-${suffix}`;
const USER = `importer${suffix}`;
/** Random pixels: incompressible, so a known size (about 1.6 MB; the quota's minimum is 1 MiB). */
const JPEG = await sharp(randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
  .jpeg({ quality: 95 })
  .toBuffer();
/** Room for two of the JPEG, not three. */
const QUOTA = Math.floor(JPEG.length * 2.5);
const fields: UploadPhotoFields = { title: 'From Google Photos', category: 'nature', description: '', aiTags: [], imageType: 'photo' };

describe('photo intake from a process without HTTP', () => {
  let media: ManagedProcess;
  let rpc: RpcClient;
  let db: MongoDatabase;
  let photos: PhotoRepository;
  let queue: Queue;
  let storageDir: string;
  let storage: LocalDiskStorage;

  const storedKeys = () => listKeys(storage, `photo/${USER}/`);
  const ingest = (intake: PhotoIntake, bytes: Buffer) =>
    intake.ingest({ userId: USER, origin: 'google-photos', body: Readable.from([bytes]), expectedBytes: bytes.length, fields });

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'media-intake-'));
    storage = new LocalDiskStorage({ rootDir: storageDir });
    media = startService('media', testProfile, {
      output: 'silent',
      env: { MONGODB_URI: mongoUri, STORAGE_DRIVER: 'local', STORAGE_LOCAL_DIR: storageDir, MEDIA_QUEUE_PREFIX: prefix, STORAGE_QUOTA_BYTES: String(QUOTA) },
    });
    await waitForRpcService(testProfile.serviceEnv, 'media');
    rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 10_000, name: 'photo-intake-test' });
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    photos = new PhotoRepository(db.connection);
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix });
  });

  afterAll(async () => {
    await media?.stop(5_000);
    await rpc?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await db?.connection.dropDatabase();
    await db?.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('refuses damaged bytes, with nothing left in storage and no quota held, also when it must check them from storage', async () => {
    const truncated = JPEG.subarray(0, Math.floor(JPEG.length * 0.9));
    for (const memory of [new IntakeMemory(), new IntakeMemory(0)]) {
      const intake = new PhotoIntake({ rpc, storage, checkContent: localContentCheck, memory });
      const refused = await ingest(intake, truncated).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(IntakeRefusedError);
      expect(refused).toMatchObject({ status: 422, message: 'This image is damaged or incomplete. Please try another file.' });
      const notAPhoto = await ingest(intake, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')).catch((error: unknown) => error);
      expect(notAPhoto).toMatchObject({ status: 415 });
    }
    expect(await storedKeys()).toEqual([]);
    expect(await photos.listByUser(USER)).toEqual([]);
  });

  it('stores the original under the key media chose, writes a private photo and queues its optimise job', async () => {
    const intake = new PhotoIntake({ rpc, storage, checkContent: localContentCheck });
    const photo = await ingest(intake, JPEG);
    expect(photo).toMatchObject({ title: 'From Google Photos', category: 'nature', isPublic: false, status: 'processing' });
    const doc = await photos.findOwned(USER, photo.id);
    expect(doc).toMatchObject({ originalKey: `photo/${USER}/${photo.id}/original`, mimeType: 'image/jpeg', originalBytes: JPEG.length, jobsQueued: true });
    expect(await storedKeys()).toEqual([`photo/${USER}/${photo.id}/original`]);
    const job = await queue.getJob(mediaJobId('optimise', photo.id));
    expect(job?.data).toEqual({ userId: USER, photoId: photo.id, storageKey: `photo/${USER}/${photo.id}/original` });
  });

  it('holds the quota like an upload: the photo that does not fit is refused and leaves nothing', async () => {
    const intake = new PhotoIntake({ rpc, storage, checkContent: localContentCheck });
    await ingest(intake, JPEG);
    const overQuota = await ingest(intake, JPEG).catch((error: unknown) => error);
    // Either refused at `begin` (nothing left to hold) or cut at the hold while streaming.
    expect(overQuota instanceof IntakeRefusedError || overQuota instanceof RpcCallError).toBe(true);
    expect(overQuota).toMatchObject({ status: 413 });
    expect(await storedKeys()).toHaveLength(2);
    expect(await photos.listByUser(USER)).toHaveLength(2);
  });

  describe('an imported item (with its source) becomes at most one photo', () => {
    const IMPORTER = `sourced${suffix}`;
    const source = { provider: 'google-photos' as const, id: `item-${suffix}` };
    const sourcedKeys = () => listKeys(storage, `photo/${IMPORTER}/`);
    const importItem = (intake: PhotoIntake) =>
      intake.ingest({
        userId: IMPORTER,
        origin: 'google-photos',
        body: Readable.from([JPEG]),
        expectedBytes: JPEG.length,
        fields,
        source,
      });
    const found = () => rpc.call(findPhotoSourcesRpc, { userId: IMPORTER, provider: 'google-photos', ids: [source.id, `other-${suffix}`] });

    it('answers the existing photo to a second import of the same item, and leaves none of the second intake behind', async () => {
      const intake = new PhotoIntake({ rpc, storage, checkContent: localContentCheck });
      expect(await found()).toEqual({ found: [] });
      const first = await importItem(intake);
      const second = await importItem(intake);
      expect(second.id).toBe(first.id);
      expect((await photos.listByUser(IMPORTER)).map((photo) => photo._id)).toEqual([first.id]);
      expect(await sourcedKeys()).toEqual([`photo/${IMPORTER}/${first.id}/original`]);
      expect(await found()).toEqual({ found: [{ id: source.id, photoId: first.id }] });
      // The dropped intake released its hold: the quota still has room for a second photo of another item.
      const another = await intake.ingest({
        userId: IMPORTER,
        origin: 'google-photos',
        body: Readable.from([JPEG]),
        expectedBytes: JPEG.length,
        fields,
        source: { provider: 'google-photos', id: `another-${suffix}` },
      });
      expect(another.id).not.toBe(first.id);
      await rpc.call(deletePhotoRpc, { userId: IMPORTER, photoId: another.id });
    });

    it('imports the item again once its photo is deleted, and forgets the claims with the account', async () => {
      const intake = new PhotoIntake({ rpc, storage, checkContent: localContentCheck });
      const [existing] = await photos.listByUser(IMPORTER);
      if (!existing) throw new Error('the first import left no photo');
      await rpc.call(deletePhotoRpc, { userId: IMPORTER, photoId: existing._id });
      expect(await found()).toEqual({ found: [] });
      const again = await importItem(intake);
      expect(again.id).not.toBe(existing._id);
      expect((await photos.listByUser(IMPORTER)).map((photo) => photo._id)).toEqual([again.id]);
      expect(await found()).toEqual({ found: [{ id: source.id, photoId: again.id }] });

      await rpc.call(deleteUserMediaRpc, { userId: IMPORTER });
      expect(await new PhotoSourceRepository(db.connection).findMany(IMPORTER, 'google-photos', [source.id])).toEqual([]);
    });
  });
});
