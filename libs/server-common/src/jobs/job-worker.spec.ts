import { defineJob, defineQueue } from '@lumafolio/contracts';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { checkHandlers, runJob, type JobHandlers } from './job-worker.js';

const retention = { attempts: 3, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: true, removeOnFail: true } as const;
const printsQueue = defineQueue('prints', 'media', retention, [
  defineJob('render', z.object({ photoId: z.string().min(1), copies: z.number().int().default(1) }).strict(), ({ photoId }) => `render-${photoId}`),
  defineJob('notify', z.object({ userId: z.string() }).strict(), ({ userId }) => `notify-${userId}`),
]);

describe('the job registry', () => {
  it('refuses a queue that declares a job twice', () => {
    const job = defineJob('render', z.object({}), () => 'render');
    expect(() => defineQueue('prints', 'media', retention, [job, job])).toThrow('Queue "prints" declares job "render" twice');
  });
});

describe('runJob', () => {
  const received: unknown[] = [];
  const handlers: JobHandlers<typeof printsQueue> = {
    render: async (payload) => {
      received.push(payload);
      return { rendered: payload.copies };
    },
    notify: async () => undefined,
  };

  it('hands the handler its payload as the registry parses it, defaults filled in', async () => {
    await expect(runJob(printsQueue, handlers, 'render', { photoId: 'p1' })).resolves.toEqual({ rendered: 1 });
    expect(received).toEqual([{ photoId: 'p1', copies: 1 }]);
  });

  it('fails for good (no retry) a job the registry does not declare, or a payload its schema refuses', () => {
    expect(() => runJob(printsQueue, handlers, 'resize', {})).toThrow(new UnrecoverableError('Unknown job "resize" on the prints queue'));
    expect(() => runJob(printsQueue, handlers, 'render', { photoId: '' })).toThrow(UnrecoverableError);
    expect(() => runJob(printsQueue, handlers, 'render', { photoId: 'p1', extra: true })).toThrow(/^Invalid payload for job "render"/);
  });
});

describe('checkHandlers (the worker start-up check)', () => {
  const render = async () => undefined;

  it('passes with one handler per job', () => {
    expect(() => checkHandlers(printsQueue, { render, notify: render })).not.toThrow();
  });

  it('names the jobs without a handler and the handlers without a job', () => {
    expect(() => checkHandlers(printsQueue, { render })).toThrow('The prints worker cannot start: no handler for notify');
    expect(() => checkHandlers(printsQueue, { render, notify: render, resize: render })).toThrow(
      'The prints worker cannot start: handlers for undeclared jobs resize',
    );
  });
});
