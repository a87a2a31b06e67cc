import type { ContactMessage } from '@lumafolio/contracts';
import type { EmailContent, EmailLogDocument, EmailLogRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { UnrecoverableError } from 'bullmq';
import { createEmailProcessor } from './email.processor.js';
import type { SentEmail } from './mail-transport.js';

class FakeLog {
  readonly entries = new Map<string, EmailLogDocument>();
  async findById(id: string) {
    return this.entries.get(id) ?? null;
  }
  async startAttempt(id: string, content: EmailContent) {
    const now = new Date();
    const previous = this.entries.get(id);
    this.entries.set(id, { error: null, messageId: null, createdAt: now, ...previous, ...content, _id: id, status: 'queued', attempts: (previous?.attempts ?? 0) + 1, timestamp: now });
  }
  async markSent(id: string, status: 'captured' | 'delivered', messageId: string | null) {
    Object.assign(this.entries.get(id) as EmailLogDocument, { status, messageId, error: null });
  }
  async markFailed(id: string, error: string) {
    Object.assign(this.entries.get(id) as EmailLogDocument, { status: 'failed', error });
  }
}

const message: ContactMessage = { id: 'm1', name: 'Bob', email: 'bob@example.com', subject: 'Hi', message: 'Hello there, Jane!', recipientUserId: 'u1', createdAt: new Date().toISOString() };
const logger = { info: () => undefined } as unknown as Logger;

function setup(send: () => Promise<SentEmail>, admins: string[] = ['admin@example.com']) {
  const log = new FakeLog();
  const sent: unknown[] = [];
  const process = createEmailProcessor({
    log: log as unknown as EmailLogRepository,
    transport: { send: async (mail) => (sent.push(mail), send()) },
    directory: { userEmail: async (id) => (id === 'u1' ? 'jane@example.com' : null), adminEmails: async () => admins },
    from: 'Lumafolio <no-reply@lumafolio.local>',
    brand: 'Lumafolio',
    logger,
  });
  return { log, sent, process };
}

describe('email processor', () => {
  it('captures the notification once: a rerun sends nothing and leaves one log entry', async () => {
    const { log, sent, process } = setup(async () => ({ status: 'captured', messageId: '<1@lumafolio.local>' }));
    expect(await process({ kind: 'contact-message', message })).toEqual({ status: 'captured', logId: 'contact-m1' });
    expect(await process({ kind: 'contact-message', message })).toEqual({ status: 'already-sent', logId: 'contact-m1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['jane@example.com'], replyTo: { name: 'Bob', address: 'bob@example.com' }, subject: 'Contact Form: Hi' });
    expect([...log.entries.values()]).toEqual([
      expect.objectContaining({ _id: 'contact-m1', contactMessageId: 'm1', to: 'jane@example.com', status: 'captured', attempts: 1, from: 'Lumafolio <no-reply@lumafolio.local>' }),
    ]);
  });

  it('logs a failed attempt, lets BullMQ retry, and logs the success in the same entry', async () => {
    let fail = true;
    const { log, process } = setup(async () => {
      if (fail) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      return { status: 'delivered', messageId: '<2@example.com>' };
    });
    await expect(process({ kind: 'contact-message', message })).rejects.toThrow('ECONNREFUSED');
    expect(log.entries.get('contact-m1')).toMatchObject({ status: 'failed', error: 'connect ECONNREFUSED', attempts: 1 });
    fail = false;
    await process({ kind: 'contact-message', message });
    expect(log.entries.size).toBe(1);
    expect(log.entries.get('contact-m1')).toMatchObject({ status: 'delivered', error: null, attempts: 2 });
  });

  it('gives up at once on a permanent SMTP rejection, and when nobody can be notified', async () => {
    const rejected = setup(async () => {
      throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550, permanent: true });
    });
    await expect(rejected.process({ kind: 'contact-message', message })).rejects.toBeInstanceOf(UnrecoverableError);
    const nobody = setup(async () => ({ status: 'captured', messageId: null }), []);
    await expect(nobody.process({ kind: 'contact-message', message: { ...message, recipientUserId: null } })).rejects.toBeInstanceOf(UnrecoverableError);
    expect(nobody.log.entries.get('contact-m1')).toMatchObject({ status: 'failed', to: '' });
  });
});
