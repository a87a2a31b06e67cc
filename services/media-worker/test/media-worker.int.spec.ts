import { MEDIA_QUEUE, mediaJobId, mediaQueue, type PhotoJobPayload } from '@lumafolio/contracts';
import { createLogger, startJobWorker, type JobHandlers } from '@lumafolio/server-common';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import { profile } from '@lumafolio/dev-stack';

const redisUrl = profile('test').serviceEnv.REDIS_URL;
const connection = { url: redisUrl, maxRetriesPerRequest: null };
// Our own key prefix: never competes with other workers on the shared test Redis.
const prefix = `mwtest-shell-${process.pid}-${Date.now()}`;
const logger = createLogger('media-worker-test', 'silent');
const notInThisTest: JobHandlers<typeof mediaQueue> = Object.fromEntries(
  Object.keys(mediaQueue.jobs).map((name) => [name, () => Promise.reject(new Error(`${name} is not run in this test`))]),
) as unknown as JobHandlers<typeof mediaQueue>;
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
    worker = startJobWorker(
      mediaQueue,
      {
        ...notInThisTest,
        optimise: async (p) => {
          seen.push(p.photoId);
          return { optimised: p.photoId };
        },
      },
      { redisUrl, prefix, concurrency: 1, logger },
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

  it('fails, without retrying, a job the registry does not declare or a bad payload', async () => {
    const unknown = await queue.add('resize', payload('p3'), { attempts: 3 });
    await expect(unknown.waitUntilFinished(events, 15_000)).rejects.toThrow('Unknown job "resize" on the media queue');
    const badPayload = await queue.add('optimise', { photoId: 'p4' }, { attempts: 3 });
    await expect(badPayload.waitUntilFinished(events, 15_000)).rejects.toThrow('Invalid payload for job "optimise"');
    expect((await queue.getJob(unknown.id as string))?.attemptsMade).toBe(1);
    expect((await queue.getJob(badPayload.id as string))?.attemptsMade).toBe(1);
  });

  it('refuses to start without exactly one handler for every job of its queue', () => {
    const { palette: _palette, ...withoutPalette } = notInThisTest;
    expect(() => startJobWorker(mediaQueue, withoutPalette as JobHandlers<typeof mediaQueue>, { redisUrl, prefix, concurrency: 1, logger })).toThrow(
      'The media worker cannot start: no handler for palette',
    );
    const extra = { ...notInThisTest, resize: () => Promise.resolve() };
    expect(() => startJobWorker(mediaQueue, extra, { redisUrl, prefix, concurrency: 1, logger })).toThrow(
      'The media worker cannot start: handlers for undeclared jobs resize',
    );
  });
});
