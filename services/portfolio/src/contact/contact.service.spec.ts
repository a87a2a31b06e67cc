import { findUserIdByUsernameRpc, sendEmailRpc, type ContactEmailPayload, type RpcDefinition } from '@lumafolio/contracts';
import type { ContactMessageDocument, ContactMessageRepository } from '@lumafolio/dal';
import { RpcCallError, type Logger, type RpcClient } from '@lumafolio/server-common';
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

/** Auth's answers about portfolios, and the integrations service queueing e-mails (or down). */
class FakeServices {
  readonly emails = new Map<string, ContactEmailPayload>();
  integrationsDown = false;
  constructor(private readonly users: Record<string, string>) {}

  async call(definition: RpcDefinition, payload: unknown): Promise<unknown> {
    if (definition === findUserIdByUsernameRpc) return { userId: this.users[(payload as { username: string }).username] ?? null };
    if (definition !== sendEmailRpc) throw new Error(`unexpected call ${definition.pattern}`);
    if (this.integrationsDown) throw new RpcCallError(503, 'The integrations service is not answering right now. Please try again in a moment.');
    const email = sendEmailRpc.request.parse(payload);
    if (email.kind === 'contact-message') this.emails.set(email.message.id, email);
    return { queued: true };
  }
}

const logger = { info: () => undefined, warn: () => undefined } as unknown as Logger;
const submission = { name: 'Bob', email: 'bob@example.com', subject: 'Prints', message: 'Do you sell prints?' };

function setup(users: Record<string, string> = { jane: 'user-jane' }) {
  const messages = new FakeMessages();
  const services = new FakeServices(users);
  const rpc = services as unknown as RpcClient;
  const notifier = new ContactNotifier(messages as unknown as ContactMessageRepository, rpc, logger);
  const service = new ContactService(messages as unknown as ContactMessageRepository, notifier, rpc);
  return { messages, services, notifier, service };
}

describe('ContactService', () => {
  it('stores the message for the portfolio owner, then has the integrations service queue its notification', async () => {
    const { messages, services, service } = setup();
    const { success, id } = await service.create({ ...submission, portfolioUsername: 'jane' });
    expect(success).toBe(true);
    expect(messages.docs.get(id)).toMatchObject({ recipientUserId: 'user-jane', subject: 'Prints', emailQueuedAt: expect.any(Date) });
    expect(services.emails.get(id)).toMatchObject({ kind: 'contact-message', message: { id, recipientUserId: 'user-jane', email: 'bob@example.com' } });
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

  it('keeps the message while the integrations service is down, and the sweep has it queued later', async () => {
    const { messages, services, notifier, service } = setup();
    services.integrationsDown = true;
    const { success, id } = await service.create(submission);
    expect(success).toBe(true);
    expect(messages.docs.get(id)?.emailQueuedAt).toBeNull();
    expect(services.emails.size).toBe(0);

    const stored = messages.docs.get(id) as ContactMessageDocument;
    stored.createdAt = new Date(Date.now() - 5_000);
    expect(await notifier.sweep(10_000)).toEqual({ queued: 0, pending: 0 });
    expect(await notifier.sweep(1_000)).toEqual({ queued: 0, pending: 1 });
    services.integrationsDown = false;
    expect(await notifier.sweep(1_000)).toEqual({ queued: 1, pending: 0 });
    expect(services.emails.has(id)).toBe(true);
    expect(messages.docs.get(id)?.emailQueuedAt).toEqual(expect.any(Date));
    expect(await notifier.sweep(1_000)).toEqual({ queued: 0, pending: 0 });
  });
});
