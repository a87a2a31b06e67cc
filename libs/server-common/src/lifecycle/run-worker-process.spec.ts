import { defineJob, defineQueue } from '@lumafolio/contracts';
import { pino } from 'pino';
import { z } from 'zod';
import { queueWorker, startWorkerProcess, type QueueWorker } from './run-worker-process.js';

const logger = pino({ level: 'silent' });

/** A queue worker that records what happens to it in `events`; its close takes a turn of the event loop. */
function recordedWorker(name: string, events: string[], closing: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve))): QueueWorker {
  return {
    start: (redisUrl) => {
      events.push(`${name} started on ${redisUrl}`);
      return {
        waitUntilReady: async () => events.push(`${name} ready`),
        close: async () => {
          events.push(`${name} closing`);
          await closing();
          events.push(`${name} closed`);
        },
      };
    },
  };
}

describe('startWorkerProcess', () => {
  it('is up once every worker is ready; on stop the workers finish together, then the process closes its own connections', async () => {
    const events: string[] = [];
    const stop = await startWorkerProcess(
      {
        workers: [recordedWorker('email', events), recordedWorker('accounts', events)],
        ready: () => events.push('process ready'),
        close: async () => void events.push('connections closed'),
      },
      'redis://cache:6379',
      logger,
    );
    expect(events).toEqual(['email started on redis://cache:6379', 'accounts started on redis://cache:6379', 'email ready', 'accounts ready', 'process ready']);

    events.length = 0;
    await stop();
    expect(events).toEqual(['email closing', 'accounts closing', 'email closed', 'accounts closed', 'connections closed']);
  });

  it('fails the start, before any connection to Redis, when a queue has a job without a handler', async () => {
    const retention = { attempts: 1, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: true } as const;
    const prints = defineQueue('prints', 'media', retention, [defineJob('render', z.object({}).strict(), () => 'render')]);
    let ready = false;
    const start = startWorkerProcess(
      {
        workers: [queueWorker(prints, {} as never, { concurrency: 1 })],
        ready: () => (ready = true),
        close: async () => undefined,
      },
      'redis://127.0.0.1:1',
      logger,
    );
    await expect(start).rejects.toThrow('The prints worker cannot start: no handler for render');
    expect(ready).toBe(false);
  });

  it("leaves the process's connections open when a worker cannot finish (stopOnSignals then exits all the same)", async () => {
    const events: string[] = [];
    const stop = await startWorkerProcess(
      {
        workers: [recordedWorker('media', events, () => Promise.reject(new Error('Connection is closed.')))],
        close: async () => void events.push('connections closed'),
      },
      'redis://cache:6379',
      logger,
    );
    await expect(stop()).rejects.toThrow('Connection is closed.');
    expect(events).not.toContain('connections closed');
  });
});
