import { jest } from '@jest/globals';
import { MongoDatabase, PhotoRepository, newPhotoDocument } from '@lumafolio/dal';
import { profile, startService, type ManagedProcess } from '@lumafolio/dev-stack';
import { createLogger, MediaJobs } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PhotoJobs } from '../src/jobs/photo-jobs.js';

/**
 * A photo stored while its jobs cannot be queued (Redis unreachable) is not stuck in
 * "processing": the media service's sweep queues it later and the worker finishes it.
 * Real FerretDB, Redis, media service and media worker; "Redis down" is a queue whose
 * Redis address answers nothing.
 */
jest.setTimeout(120_000);

const testEnv = profile('test').serviceEnv;
const suffix = randomBytes(4).toString('hex');
const mongoUri = testEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/media_sweep_${suffix}`);
const prefix = `media-sweep-${suffix}`;
const USER = 'sweepuser';
const PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('photos whose jobs could not be queued', () => {
  let db: MongoDatabase;
  let photos: PhotoRepository;
  let redis: Redis;
  let storageDir: string;
  const processes: ManagedProcess[] = [];

  beforeAll(async () => {
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    photos = new PhotoRepository(db.connection);
    redis = new Redis(testEnv.REDIS_URL);
    storageDir = mkdtempSync(join(tmpdir(), 'media-sweep-'));
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop(5_000)));
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await db.connection.dropDatabase();
    await db.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('are queued by the sweep once the queue answers again, and end ready', async () => {
    const storage = new LocalDiskStorage({ rootDir: storageDir });
    const photoId = `sweep${suffix}`;
    const originalKey = `photo/${USER}/${photoId}/original`;
    const { bytes } = await storage.put(originalKey, readFileSync(PHOTO), { contentType: 'image/jpeg' });
    const stored = newPhotoDocument({ _id: photoId, userId: USER, originalKey, mimeType: 'image/jpeg', originalBytes: bytes, category: 'nature' });
    await photos.insert(stored);

    const downQueue = new MediaJobs({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, prefix, failFastOffline: true });
    const jobs = new PhotoJobs(photos, downQueue, createLogger('media-test', 'silent'));
    const started = Date.now();
    await jobs.queueOrLeaveForSweep(stored);
    // The upload's answer is not held hostage by the queue…
    expect(Date.now() - started).toBeLessThan(10_000);
    await downQueue.close();
    // …and the photo is remembered as not queued.
    expect(await photos.findOwned(USER, photoId)).toMatchObject({ status: 'processing', jobsQueued: false });

    const env = { MONGODB_URI: mongoUri, STORAGE_DRIVER: 'local', STORAGE_LOCAL_DIR: storageDir, MEDIA_QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' };
    processes.push(
      startService('media', profile('test'), { output: 'silent', env: { ...env, PHOTO_JOBS_SWEEP_INTERVAL_MS: '1000' } }),
      startService('media-worker', profile('test'), { output: 'silent', env: { ...env, MEDIA_WORKER_CONCURRENCY: '1', AI_PROVIDER: 'local' } }),
    );
    const deadline = Date.now() + 90_000;
    for (;;) {
      const photo = await photos.findOwned(USER, photoId);
      if (photo?.status === 'ready') {
        expect(photo).toMatchObject({ jobsQueued: true, width: expect.any(Number) });
        expect(photo.variants.length).toBeGreaterThan(0);
        break;
      }
      if (Date.now() > deadline) throw new Error(`photo still ${photo?.status} (jobsQueued ${String(photo?.jobsQueued)}) after 90 s`);
      await sleep(250);
    }
  });
});
