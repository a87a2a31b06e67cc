import type { ContactEmailPayload } from '@lumafolio/contracts';
import type { ContactMessageDocument, ContactMessageRepository } from '@lumafolio/dal';
import type { IntegrationJobs, Logger, RpcClient } from '@lumafolio/server-common';
import { RpcException } from '@nestjs/microservices';
import { ContactNotifier } from './contact-notifier.js';
import { ContactService } from './contact.service.js';

class FakeMessages {
  readonly docs = new Map<string, ContactMessageDocument>();
  async insert(doc: ContactMessageDocument) {
    this.docs.set(doc._id, { ...doc });
  }
  async markEmailQueued(id: string) {
    const doc = this.docs.get(id);
    if (doc) doc.emailQueuedAt = new Date();
  }
  async listAwaitingEmail(createdBefore: Date) {
    return [...this.docs.values()].filter((d) => d.emailQueuedAt === null && d.createdAt < createdBefore);
  }
}

class FakeQueue {
  readonly jobs = new Map<string, ContactEmailPayload>();
  failing = false;
  async add(_name: 'email', payload: ContactEmailPayload) {
    if (this.failing) throw new Error('Redis is down');
    this.jobs.set(payload.message.id, payload);
  }
}

const logger = { info: () => undefined, warn: () => undefined } as unknown as Logger;
const submission = { name: 'Bob', email: 'bob@example.com', subject: 'Prints', message: 'Do you sell prints?' };

function setup(users: Record<string, string> = { jane: 'user-jane' }) {
  const messages = new FakeMessages();
  const queue = new FakeQueue();
  const rpc = { call: async (_def: unknown, { username }: { username: string }) => ({ userId: users[username] ?? null }) } as unknown as RpcClient;
  const notifier = new ContactNotifier(messages as unknown as ContactMessageRepository, queue as unknown as IntegrationJobs, logger);
  const service = new ContactService(messages as unknown as ContactMessageRepository, notifier, rpc);
  return { messages, queue, notifier, service };
}

describe('ContactService', () => {
  it('stores the message for the portfolio owner, then queues its notification', async () => {
    const { messages, queue, service } = setup();
    const { success, id } = await service.create({ ...submission, portfolioUsername: 'jane' });
    expect(success).toBe(true);
    expect(messages.docs.get(id)).toMatchObject({ recipientUserId: 'user-jane', subject: 'Prints', emailQueuedAt: expect.any(Date) });
    expect(queue.jobs.get(id)).toMatchObject({ kind: 'contact-message', message: { id, recipientUserId: 'user-jane', email: 'bob@example.com' } });
  });

  it('addresses home-page messages to the site (no recipient user)', async () => {
    const { messages, service } = setup();
    const { id } = await service.create(submission);
    expect(messages.docs.get(id)?.recipientUserId).toBeNull();
  });

  it('refuses an unknown portfolio with 404 and stores nothing', async () => {
    const { messages, service } = setup();
    const failure = await service.create({ ...submission, portfolioUsername: 'nobody' }).catch((error: unknown) => error);
    expect((failure as RpcException).getError()).toMatchObject({ status: 404, message: 'Portfolio not found.' });
    expect(messages.docs.size).toBe(0);
  });

  it('keeps the message when the queue is down, and the sweep queues it later', async () => {
    const { messages, queue, notifier, service } = setup();
    queue.failing = true;
    const { success, id } = await service.create(submission);
    expect(success).toBe(true);
    expect(messages.docs.get(id)?.emailQueuedAt).toBeNull();
    expect(queue.jobs.size).toBe(0);

    const stored = messages.docs.get(id) as ContactMessageDocument;
    stored.createdAt = new Date(Date.now() - 5_000);
    expect(await notifier.sweep(10_000)).toEqual({ queued: 0, pending: 0 });
    expect(await notifier.sweep(1_000)).toEqual({ queued: 0, pending: 1 });
    queue.failing = false;
    expect(await notifier.sweep(1_000)).toEqual({ queued: 1, pending: 0 });
    expect(queue.jobs.has(id)).toBe(true);
    expect(messages.docs.get(id)?.emailQueuedAt).toEqual(expect.any(Date));
    expect(await notifier.sweep(1_000)).toEqual({ queued: 0, pending: 0 });
  });
});
