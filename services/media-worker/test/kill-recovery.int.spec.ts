import { jest } from '@jest/globals';
import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { MongoDatabase, PhotoRepository, type PhotoDocument } from '@lumafolio/dal';
import { profile, startService, type ManagedProcess } from '@lumafolio/dev-stack';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectOneSetOfFilesPerPhoto, seedPhotosForOptimise } from './support/seed-photos.js';

/**
 * Needs the compiled worker: `tsc -b services/media-worker`. A worker process is killed with
 * SIGKILL in the middle of a batch of 20 optimise jobs; a replacement finishes all of them
 * (BullMQ's stalled-job check: lock 10 s, checked every 5 s) with one set of variants each.
 */
jest.setTimeout(240_000);

const testEnv = profile('test').serviceEnv;
const suffix = randomBytes(4).toString('hex');
const mongoUri = testEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/mw_kill_${suffix}`);
const prefix = `mwtest-kill-${suffix}`;
const USER = 'killuser';
const COUNT = 20;

describe('media worker killed mid-batch', () => {
  let db: MongoDatabase;
  let photos: PhotoRepository;
  let storageDir: string;
  let storage: LocalDiskStorage;
  let queue: Queue;
  const workers: ManagedProcess[] = [];

  beforeAll(async () => {
    expect(existsSync('services/media-worker/dist/main.bundle.js')).toBe(true);
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    photos = new PhotoRepository(db.connection);
    storageDir = mkdtempSync(join(tmpdir(), 'mw-kill-'));
    storage = new LocalDiskStorage({ rootDir: storageDir });
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix });
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop(5_000)));
    await queue?.obliterate({ force: true });
    await queue?.close();
    await db?.connection.dropDatabase();
    await db?.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const start = () => {
    const worker = startService('media-worker', profile('test'), {
      output: 'silent',
      env: {
        MONGODB_URI: mongoUri,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: storageDir,
        MEDIA_QUEUE_PREFIX: prefix,
        MEDIA_WORKER_CONCURRENCY: '2',
        AI_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
      },
    });
    workers.push(worker);
    return worker;
  };

  const statuses = async (): Promise<PhotoDocument[]> => (await photos.listByUser(USER)).filter((p) => p.status === 'ready');

  it('a replacement completes all 20 photos with one set of variants and no orphan files', async () => {
    // The user's own tags and alt text: no ai-tag jobs follow, so the queue holds exactly the optimise jobs.
    await seedPhotosForOptimise({ count: COUNT, idPrefix: 'kill', userId: USER, storage, photos, queue, withUserAiFields: true });

    const first = start();
    const deadline = Date.now() + 90_000;
    while ((await statuses()).length < 3) {
      if (Date.now() > deadline) throw new Error('the first worker did not finish 3 photos');
      await sleep(100);
    }
    const active = await queue.getActiveCount();
    process.kill(-first.pid, 'SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const doneAtKill = (await statuses()).length;
    console.log(`killed the worker with ${doneAtKill}/${COUNT} photos ready and ${active} jobs active`);
    expect(doneAtKill).toBeLessThan(COUNT);

    const killedAt = Date.now();
    start();
    while ((await statuses()).length < COUNT) {
      if (Date.now() - killedAt > 120_000) throw new Error(`only ${(await statuses()).length}/${COUNT} photos ready`);
      await sleep(250);
    }
    console.log(`replacement finished the batch ${Date.now() - killedAt} ms after the kill`);

    await expectOneSetOfFilesPerPhoto(storage, photos, USER);
    expect(await queue.getCompletedCount()).toBe(COUNT);
  });
});
