import { MEDIA_QUEUE, mediaJobId, type PhotoJobPayload } from '@lumafolio/contracts';
import { createLogger } from '@lumafolio/server-common';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import { profile } from '@lumafolio/dev-stack';
import { createMediaWorker } from '../src/media-worker.js';

const redisUrl = profile('test').serviceEnv.REDIS_URL;
const connection = { url: redisUrl, maxRetriesPerRequest: null };
// Our own key prefix: never competes with other workers on the shared test Redis.
const prefix = `mwtest-shell-${process.pid}-${Date.now()}`;
const payload = (photoId: string): PhotoJobPayload => ({ userId: 'u1', photoId, storageKey: `photo/u1/${photoId}/original` });

describe('media worker on the real Redis', () => {
  let queue: Queue;
  let events: QueueEvents;
  let worker: Worker;
  const seen: string[] = [];

  beforeAll(async () => {
    queue = new Queue(MEDIA_QUEUE, { connection, prefix });
    await queue.obliterate({ force: true });
    events = new QueueEvents(MEDIA_QUEUE, { connection, prefix });
    await events.waitUntilReady();
    worker = createMediaWorker(
      { REDIS_URL: redisUrl, LOG_LEVEL: 'silent', MEDIA_WORKER_CONCURRENCY: 1, MEDIA_QUEUE_PREFIX: prefix },
      {
        optimise: async (p) => {
          seen.push(p.photoId);
          return { optimised: p.photoId };
        },
      },
      createLogger('media-worker-test', 'silent'),
    );
    await worker.waitUntilReady();
  });

  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await Promise.all([events.close(), queue.close()]);
  });

  it('runs a queued job through its processor', async () => {
    const job = await queue.add('optimise', payload('p1'), { jobId: mediaJobId('optimise', 'p1') });
    await expect(job.waitUntilFinished(events, 15_000)).resolves.toEqual({ optimised: 'p1' });
  });

  it('does not duplicate a job enqueued twice with the same deterministic id', async () => {
    const id = mediaJobId('optimise', 'p2');
    const [first, second] = await Promise.all([queue.add('optimise', payload('p2'), { jobId: id }), queue.add('optimise', payload('p2'), { jobId: id })]);
    expect(first.id).toBe(second.id);
    await first.waitUntilFinished(events, 15_000);
    expect(seen.filter((photoId) => photoId === 'p2')).toHaveLength(1);
  });

  it('fails, without retrying, a job that has no processor yet or a bad payload', async () => {
    const noProcessor = await queue.add('palette', payload('p3'), { jobId: mediaJobId('palette', 'p3'), attempts: 3 });
    await expect(noProcessor.waitUntilFinished(events, 15_000)).rejects.toThrow('No processor registered for media job "palette"');
    const badPayload = await queue.add('optimise', { photoId: 'p4' }, { attempts: 3 });
    await expect(badPayload.waitUntilFinished(events, 15_000)).rejects.toThrow('Invalid payload');
    expect((await queue.getJob(badPayload.id as string))?.attemptsMade).toBe(1);
  });
});
