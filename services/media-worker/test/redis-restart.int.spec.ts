import { jest } from '@jest/globals';
import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { MongoDatabase, PhotoRepository } from '@lumafolio/dal';
import { profile, REPO_ROOT, startService, type ManagedProcess } from '@lumafolio/dev-stack';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectOneSetOfFilesPerPhoto, seedPhotosForOptimise } from './support/seed-photos.js';

/**
 * Needs the compiled worker: `tsc -b services/media-worker`. The test profile's Redis is
 * restarted (SHUTDOWN, which keeps the AOF, then `infra.sh up`) while a batch of optimise
 * jobs is being processed by a worker process; processing resumes on its own, and every
 * photo ends 'ready' with exactly one set of variants. Restarts the shared test Redis:
 * fine under `--runInBand` (suites run one after another), the outage is a few seconds.
 */
jest.setTimeout(240_000);

const test = profile('test');
const testEnv = test.serviceEnv;
const REDIS_PORT = test.infraEnv.REDIS_PORT as string;
const suffix = randomBytes(4).toString('hex');
const mongoUri = testEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/mw_redis_${suffix}`);
const prefix = `mwtest-redis-${suffix}`;
const USER = 'redisuser';
const COUNT = 16;

function redisCli(...args: string[]): string {
  const { username, password } = new URL(testEnv.REDIS_URL);
  const r = spawnSync(
    'redis-cli',
    ['--user', username, '--pass', decodeURIComponent(password), '--no-auth-warning', '-h', '127.0.0.1', '-p', REDIS_PORT, ...args],
    { encoding: 'utf8', timeout: 5_000 },
  );
  return `${r.stdout ?? ''}`.trim();
}

async function waitForPing(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (redisCli('ping') !== 'PONG') {
    if (Date.now() > deadline) throw new Error(`Redis on :${REDIS_PORT} does not answer PING`);
    await sleep(100);
  }
}

describe('media worker across a Redis restart', () => {
  let db: MongoDatabase;
  let photos: PhotoRepository;
  let storageDir: string;
  let storage: LocalDiskStorage;
  let queue: Queue;
  let worker: ManagedProcess | undefined;
  const logs: string[] = [];

  beforeAll(async () => {
    expect(existsSync(join(REPO_ROOT, 'services/media-worker/dist/main.bundle.js'))).toBe(true);
    await waitForPing(5_000);
    // The restart only keeps our jobs if Redis persists them.
    expect(redisCli('config', 'get', 'appendonly')).toMatch(/appendonly\s+yes/);
    db = await new MongoDatabase({ uri: mongoUri }).connect();
    photos = new PhotoRepository(db.connection);
    storageDir = mkdtempSync(join(tmpdir(), 'mw-redis-'));
    storage = new LocalDiskStorage({ rootDir: storageDir });
    queue = new Queue(MEDIA_QUEUE, { connection: { url: testEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix });
    queue.on('error', () => undefined); // expected while Redis is down
  });

  afterAll(async () => {
    await worker?.stop(5_000);
    await waitForPing(30_000).catch(() => undefined);
    await queue?.obliterate({ force: true });
    await queue?.close();
    await db?.connection.dropDatabase();
    await db?.disconnect();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const ready = async () => (await photos.listByUser(USER)).filter((p) => p.status === 'ready').length;

  it('resumes processing after Redis restarts, and completes every job once', async () => {
    // The user's own tags and alt text: no ai-tag jobs follow, so the queue holds exactly the optimise jobs.
    const ids = await seedPhotosForOptimise({ count: COUNT, idPrefix: 'redis', userId: USER, storage, photos, queue, withUserAiFields: true });

    worker = startService('media-worker', test, {
      output: (_name, line) => logs.push(line),
      env: {
        MONGODB_URI: mongoUri,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: storageDir,
        MEDIA_QUEUE_PREFIX: prefix,
        MEDIA_WORKER_CONCURRENCY: '2',
        AI_PROVIDER: 'openai', // no local model loading in the background; ai-tag is not run here
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        LOG_LEVEL: 'info',
      },
    });

    const deadline = Date.now() + 90_000;
    while ((await ready()) < 3) {
      if (Date.now() > deadline) throw new Error('the worker did not finish 3 photos');
      await sleep(100);
    }

    // SHUTDOWN (without NOSAVE) fsyncs and keeps the AOF; the same `up` as the suite's infrastructure starts it again.
    const restartStarted = Date.now();
    const readyAtShutdown = await ready();
    redisCli('shutdown');
    const downDeadline = Date.now() + 10_000;
    while (redisCli('ping') === 'PONG') {
      if (Date.now() > downDeadline) throw new Error('Redis did not shut down');
      await sleep(50);
    }
    const downAt = Date.now();
    await sleep(1_000); // a real outage: the worker sees refused connections
    execFileSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, env: { ...process.env, ...test.infraEnv }, stdio: 'ignore', timeout: 60_000 });
    await waitForPing(30_000);
    const upAt = Date.now();
    console.log(`Redis restarted with ${readyAtShutdown}/${COUNT} photos ready: shutdown took ${downAt - restartStarted} ms, down for ${upAt - downAt} ms`);
    expect(readyAtShutdown).toBeLessThan(COUNT);

    // The jobs survived the restart (AOF) …
    const counts = await queue.getJobCounts('wait', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(COUNT);

    // … and the same worker process carries on with them, without being restarted.
    while ((await ready()) < COUNT) {
      if (Date.now() - upAt > 90_000) throw new Error(`only ${await ready()}/${COUNT} photos ready ${Date.now() - upAt} ms after Redis came back`);
      await sleep(250);
    }
    console.log(`all ${COUNT} photos ready ${Date.now() - upAt} ms after Redis came back`);
    const exitedEarly = await Promise.race([worker.exited, sleep(0).then(() => null)]);
    expect(exitedEarly).toBeNull();

    // Every job completed, none failed; exactly one set of variants per photo, no stray files.
    const deadlineCompleted = Date.now() + 20_000;
    while ((await queue.getCompletedCount()) < COUNT && Date.now() < deadlineCompleted) await sleep(100);
    expect(await queue.getCompletedCount()).toBe(COUNT);
    expect(await queue.getFailedCount()).toBe(0);
    await expectOneSetOfFilesPerPhoto(storage, photos, USER);

    // No duplicates: each photo was optimised to completion at most twice (a job that was
    // active at the moment of the restart may legitimately be redone; it overwrites the same keys).
    const optimised = logs.filter((l) => l.includes('photo optimised')).map((l) => (JSON.parse(l) as { photoId: string }).photoId);
    const perPhoto = new Map<string, number>();
    for (const id of optimised) perPhoto.set(id, (perPhoto.get(id) ?? 0) + 1);
    expect([...perPhoto.keys()].sort()).toEqual(ids);
    const reruns = [...perPhoto].filter(([, n]) => n > 1);
    console.log(`optimise runs: ${optimised.length} for ${COUNT} photos; redone after the restart: ${reruns.map(([id]) => id).join(', ') || 'none'}`);
    expect(reruns.length).toBeLessThanOrEqual(2); // at most the jobs active at the restart (concurrency 2)
  });
});
