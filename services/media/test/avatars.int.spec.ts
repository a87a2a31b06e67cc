import { jest } from '@jest/globals';
import {
  avatarUploadKey,
  getUserRpc,
  MEDIA_QUEUE,
  resolveIdentityRpc,
  setAvatarFromPhotoRpc,
  setAvatarFromUploadRpc,
  type UploadPhotoFields,
} from '@lumafolio/contracts';
import { MongoDatabase } from '@lumafolio/dal';
import { localContentCheck } from '@lumafolio/images';
import { profile, startService, waitForRpcService, type ManagedProcess } from '@lumafolio/dev-stack';
import { PhotoIntake } from '@lumafolio/photo-intake';
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
 * Profile pictures are media's (ADR 25): real media and auth services, NATS (with each
 * process's own account), Redis, FerretDB and storage; no gateway.
 */
jest.setTimeout(120_000);

const testProfile = profile('test');
const suffix = randomBytes(4).toString('hex');
const mongoUri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/media_avatars_${suffix}`);
const prefix = `media-avatars-${suffix}`;
/** Its own port: the other suites' auth services use 13xxx. */
const AUTH_PORT = 23131;
const JPEG = await sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } })
  .jpeg()
  .toBuffer();
const fields: UploadPhotoFields = { title: 'Me', category: 'nature', description: '', aiTags: [], imageType: 'photo' };

/** `avatar/{userId}/{file}`: the storage key behind a profile picture's URL. */
function keyOf(url: string | null): string {
  if (!url) throw new Error('no profile picture');
  return `avatar/${url.slice('/api/avatars/'.length)}`;
}

async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof RpcCallError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('profile pictures in the media service', () => {
  const processes: ManagedProcess[] = [];
  let rpc: RpcClient;
  let db: MongoDatabase;
  let queue: Queue;
  let storageDir: string;
  let storage: LocalDiskStorage;
  let ada: string;
  let bob: string;

  const avatarFiles = (userId: string) => listKeys(storage, `avatar/${userId}/`);
  const stage = async (userId: string, bytes: Buffer) => {
    const uploadId = randomBytes(12).toString('hex');
    await storage.put(avatarUploadKey(userId, uploadId), bytes, { contentType: 'application/octet-stream' });
    return uploadId;
  };
  const newUser = async (name: string) =>
    (
      await rpc.call(resolveIdentityRpc, {
        issuer: 'https://id.example.org',
        subject: `${name}-${suffix}`,
        email: `${name}-${suffix}@example.com`,
        emailVerified: true,
        preferredUsername: `${name}_${suffix}`,
      })
    ).id;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'media-avatars-'));
    storage = new LocalDiskStorage({ rootDir: storageDir });
    const shared = { MONGODB_URI: mongoUri, MEDIA_QUEUE_PREFIX: prefix };
    processes.push(
      startService('auth', testProfile, {
        output: 'silent',
        env: { ...shared, AUTH_HTTP_PORT: String(AUTH_PORT), AUTH_ISSUER_URL: `http://127.0.0.1:${AUTH_PORT}` },
      }),
      startService('media', testProfile, { output: 'silent', env: { ...shared, STORAGE_DRIVER: 'local', STORAGE_LOCAL_DIR: storageDir } }),
    );
    await Promise.all([waitForRpcService(testProfile.serviceEnv, 'auth'), waitForRpcService(testProfile.serviceEnv, 'media')]);
    rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 30_000, name: 'avatars-test' });
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix });
    [ada, bob] = await Promise.all([newUser('ada'), newUser('bob')]);
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop(5_000)));
    await rpc?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await db?.connection.dropDatabase();
    await db?.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('makes a 400×400 WebP from an upload, records its URL at auth and takes the upload away', async () => {
    const user = await rpc.call(setAvatarFromUploadRpc, { userId: ada, uploadId: await stage(ada, JPEG) });
    expect(user.profileImageUrl).toMatch(new RegExp(`^/api/avatars/${ada}/[a-f0-9]{24}\\.webp$`));
    expect((await rpc.call(getUserRpc, { userId: ada })).profileImageUrl).toBe(user.profileImageUrl);
    const key = keyOf(user.profileImageUrl);
    expect(await avatarFiles(ada)).toEqual([key]);
    const stored = Buffer.concat((await (await storage.get(key)).body.toArray()) as Buffer[]);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses what is not an image with the upload form’s message, leaving nothing behind', async () => {
    const before = await avatarFiles(ada);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await refusal(rpc.call(setAvatarFromUploadRpc, { userId: ada, uploadId: await stage(ada, svg) }))).toEqual({
      status: 415,
      message: 'Invalid File: please select an image file (JPG, PNG or GIF).',
    });
    expect(await avatarFiles(ada)).toEqual(before);
  });

  it('makes one from an own photo and removes the file it replaces; another user’s photo is a 404', async () => {
    const intake = new PhotoIntake({ rpc, storage, checkContent: localContentCheck });
    const photo = await intake.ingest({ userId: ada, origin: 'upload', body: Readable.from([JPEG]), expectedBytes: JPEG.length, fields });
    const [previous] = await avatarFiles(ada);

    const user = await rpc.call(setAvatarFromPhotoRpc, { userId: ada, photoId: photo.id });
    const file = keyOf(user.profileImageUrl);
    expect(file).not.toBe(previous);
    expect(await avatarFiles(ada)).toEqual([file]);

    expect(await refusal(rpc.call(setAvatarFromPhotoRpc, { userId: bob, photoId: photo.id }))).toEqual({ status: 404, message: 'Photo not found.' });
    expect(await avatarFiles(bob)).toEqual([]);
    expect((await rpc.call(getUserRpc, { userId: bob })).profileImageUrl).toBeNull();
  });
});
