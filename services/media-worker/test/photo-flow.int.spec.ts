import { jest } from '@jest/globals';
import { MEDIA_QUEUE, mediaJobId } from '@lumafolio/contracts';
import { MongoDatabase, PhotoRepository } from '@lumafolio/dal';
import { profile, startService, type ManagedProcess } from '@lumafolio/dev-stack';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedPhotosForOptimise } from './support/seed-photos.js';

/**
 * Needs the compiled worker. The jobs of a new photo in the real worker process: the one
 * `optimise` job (one read and one decode of the original) saves variants, placeholder and
 * palette, and queues `ai-tag.v2`, which fills the AI fields from a variant.
 */
jest.setTimeout(180_000);

const testEnv = profile('test').serviceEnv;
const suffix = randomBytes(4).toString('hex');
const mongoUri = testEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/mw_flow_${suffix}`);
const prefix = `mwtest-flow-${suffix}`;
const USER = 'flowuser';

describe('the jobs of a photo in the worker process', () => {
  let db: MongoDatabase;
  let photos: PhotoRepository;
  let storageDir: string;
  let queue: Queue;
  let worker: ManagedProcess;

  beforeAll(async () => {
    expect(existsSync('services/media-worker/dist/main.bundle.js')).toBe(true);
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    photos = new PhotoRepository(db.connection);
    storageDir = mkdtempSync(join(tmpdir(), 'mw-flow-'));
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix });
  });

  afterAll(async () => {
    await worker?.stop(5_000);
    await queue?.obliterate({ force: true });
    await queue?.close();
    await db?.connection.dropDatabase();
    await db?.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('optimise makes everything from one decode, then ai-tag.v2 fills the AI fields from a variant', async () => {
    const storage = new LocalDiskStorage({ rootDir: storageDir });
    const [photoId] = await seedPhotosForOptimise({ count: 1, idPrefix: 'flow', userId: USER, storage, photos, queue });
    worker = startService('media-worker', profile('test'), {
      output: 'silent',
      env: {
        MONGODB_URI: mongoUri,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: storageDir,
        MEDIA_QUEUE_PREFIX: prefix,
        AI_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
      },
    });
    const deadline = Date.now() + 150_000;
    for (;;) {
      const photo = await photos.findOwned(USER, photoId as string);
      if (photo?.status === 'ready' && photo.aiTags.length > 0) {
        expect(photo.palette?.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
        expect(photo.placeholder).toBeTruthy();
        expect(photo.aiAltText).toBeTruthy();
        break;
      }
      if (Date.now() > deadline) throw new Error(`photo ${photo?.status} with ${photo?.aiTags.length} AI tags after 150 s`);
      await sleep(250);
    }
    const aiJob = await queue.getJob(mediaJobId('ai-tag.v2', photoId as string));
    expect(aiJob?.data).toMatchObject({ userId: USER, photoId, sourceKey: expect.stringMatching(new RegExp(`^photo/${USER}/${photoId}/w\\d+\\.webp$`)) });
    const jobs = await queue.getJobs(['completed', 'failed', 'waiting', 'active', 'delayed'], 0, -1);
    expect(jobs.map((job) => job.name).sort()).toEqual(['ai-tag.v2', 'optimise']);
  });
});
