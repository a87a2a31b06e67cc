import { defineJob, defineQueue } from '@lumafolio/contracts';
import { createLogger, JobProducer, startJobWorker } from '@lumafolio/server-common';
import { Queue, type Worker } from 'bullmq';
import { z } from 'zod';
import { profile } from '../src/profiles.ts';

/**
 * Asking again for work that already finished (a banner's palette measured again): the job
 * runs again with the new payload, and someone following its outcome meanwhile sees it
 * finished, then pending, then finished again; never gone, which would read as a failure.
 */
const redisUrl = profile('test').serviceEnv.REDIS_URL;
const prefix = `producer-${Date.now().toString(36)}`;
const measureQueue = defineQueue('measure', 'media', { attempts: 1, backoff: { type: 'exponential', delay: 100 }, removeOnComplete: 100, removeOnFail: 100 }, [
  defineJob('measure', z.object({ itemId: z.string(), source: z.string(), fail: z.boolean() }).strict(), ({ itemId }) => `measure-${itemId}`),
]);
const jobId = (itemId: string) => `measure-${itemId}`;

describe('JobProducer.addUnlessPending on a finished job', () => {
  let producer: JobProducer<typeof measureQueue>;
  let worker: Worker;
  const runs: Array<{ itemId: string; source: string }> = [];

  beforeAll(() => {
    producer = new JobProducer(measureQueue, { redisUrl, prefix });
    worker = startJobWorker(
      measureQueue,
      {
        measure: async ({ itemId, source, fail }) => {
          runs.push({ itemId, source });
          if (fail) throw new Error(`${source} cannot be read`);
          return { measured: source };
        },
      },
      { redisUrl, prefix, concurrency: 4, logger: createLogger('job-producer-test', 'silent') },
    );
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.close();
    const queue = new Queue('measure', { connection: { url: redisUrl }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  const finished = async (id: string) => {
    for (;;) {
      const outcome = await producer.outcomeOf(id);
      if (outcome && (outcome.state === 'completed' || outcome.state === 'failed')) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('runs a done job again with the new payload, and a reader following it never finds it gone', async () => {
    const items = Array.from({ length: 12 }, (_, i) => `item-${i}`);
    for (const itemId of items) await producer.addUnlessPending('measure', { itemId, source: 'first', fail: false });
    for (const itemId of items) expect(await finished(jobId(itemId))).toEqual({ state: 'completed', returnValue: { measured: 'first' } });

    const seen: string[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) for (const itemId of items) seen.push((await producer.outcomeOf(jobId(itemId)))?.state ?? 'gone');
    })();
    // Each item asked for twice at once (a sweep and a person).
    await Promise.all(items.flatMap((itemId) => [0, 1].map(() => producer.addUnlessPending('measure', { itemId, source: 'second', fail: false }))));
    for (const itemId of items) expect(await finished(jobId(itemId))).toEqual({ state: 'completed', returnValue: { measured: 'second' } });
    reading = false;
    await reader;

    expect(seen).not.toContain('gone');
    for (const itemId of items) {
      const [first, ...again] = runs.filter((run) => run.itemId === itemId).map((run) => run.source);
      expect(first).toBe('first');
      expect(again.length).toBeGreaterThan(0);
      expect(again.every((source) => source === 'second')).toBe(true);
    }
  }, 60_000);

  it('runs a job that failed for good again, and it can then succeed', async () => {
    await producer.addUnlessPending('measure', { itemId: 'broken', source: 'damaged', fail: true });
    expect((await finished(jobId('broken'))).state).toBe('failed');

    await producer.addUnlessPending('measure', { itemId: 'broken', source: 'repaired', fail: false });
    expect(await finished(jobId('broken'))).toEqual({ state: 'completed', returnValue: { measured: 'repaired' } });
  }, 60_000);

  it('queues nothing while the same job is still pending', async () => {
    await worker.pause();
    await producer.addUnlessPending('measure', { itemId: 'waiting', source: 'first', fail: false });
    await producer.addUnlessPending('measure', { itemId: 'waiting', source: 'second', fail: false });
    worker.resume();
    expect(await finished(jobId('waiting'))).toEqual({ state: 'completed', returnValue: { measured: 'first' } });
    expect(runs.filter((run) => run.itemId === 'waiting')).toHaveLength(1);
  }, 60_000);
});
