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
    this.entries.set(id, {
      error: null,
      messageId: null,
      createdAt: now,
      ...previous,
      ...content,
      _id: id,
      status: 'queued',
      attempts: (previous?.attempts ?? 0) + 1,
      timestamp: now,
    });
  }
  async markSent(id: string, status: 'captured' | 'delivered', messageId: string | null) {
    Object.assign(this.entries.get(id) as EmailLogDocument, { status, messageId, error: null });
  }
  async markFailed(id: string, error: string) {
    Object.assign(this.entries.get(id) as EmailLogDocument, { status: 'failed', error });
  }
}

const message: ContactMessage = {
  id: 'm1',
  name: 'Bob',
  email: 'bob@example.com',
  subject: 'Hi',
  message: 'Hello there, Jane!',
  recipientUserId: 'u1',
  createdAt: new Date().toISOString(),
};

function setup(send: () => Promise<SentEmail>, admins: string[] = ['admin@example.com'], mode: 'capture' | 'smtp' = 'capture') {
  const log = new FakeLog();
  const sent: unknown[] = [];
  const logged: unknown[] = [];
  const process = createEmailProcessor({
    log: log as unknown as EmailLogRepository,
    transport: { mode, send: async (mail) => (sent.push(mail), send()) },
    directory: { userEmail: async (id) => (id === 'u1' ? 'jane@example.com' : null), adminEmails: async () => admins },
    from: 'Lumafolio <no-reply@lumafolio.local>',
    brand: 'Lumafolio',
    logger: { info: (fields: unknown) => logged.push(fields) } as unknown as Logger,
  });
  return { log, sent, logged, process };
}

const confirmation = {
  kind: 'sign-up-confirmation' as const,
  id: 'Q2hlY2sgeW91ciBlLW1haWw',
  to: 'new@example.com',
  username: 'newbie',
  confirmUrl: 'http://127.0.0.1:3001/interaction/u1/verify?token=c2VjcmV0LXRva2VuLXRoYXQtaXMtbG9uZy1lbm91Z2g',
  validForHours: 24,
};

describe('email processor', () => {
  it('captures the notification once: a rerun sends nothing and leaves one log entry', async () => {
    const { log, sent, process } = setup(async () => ({ status: 'captured', messageId: '<1@lumafolio.local>' }));
    expect(await process({ kind: 'contact-message', message })).toEqual({ status: 'captured', logId: 'contact-m1' });
    expect(await process({ kind: 'contact-message', message })).toEqual({ status: 'already-sent', logId: 'contact-m1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['jane@example.com'], replyTo: { name: 'Bob', address: 'bob@example.com' }, subject: 'Contact Form: Hi' });
    expect([...log.entries.values()]).toEqual([
      expect.objectContaining({
        _id: 'contact-m1',
        contactMessageId: 'm1',
        to: 'jane@example.com',
        status: 'captured',
        attempts: 1,
        from: 'Lumafolio <no-reply@lumafolio.local>',
      }),
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

  it('captures an account e-mail with its link in the log, and tells the developer the link', async () => {
    const { log, sent, logged, process } = setup(async () => ({ status: 'captured', messageId: null }));
    expect(await process(confirmation)).toEqual({ status: 'captured', logId: `account-${confirmation.id}` });
    expect(sent[0]).toMatchObject({ to: ['new@example.com'], subject: 'Finish creating your Lumafolio account' });
    expect(sent[0]).not.toHaveProperty('replyTo');
    expect(log.entries.get(`account-${confirmation.id}`)).toMatchObject({ contactMessageId: null, replyTo: null, status: 'captured' });
    expect(log.entries.get(`account-${confirmation.id}`)?.html).toContain(confirmation.confirmUrl);
    expect(logged).toContainEqual(expect.objectContaining({ link: confirmation.confirmUrl }));
  });

  it('sends an account e-mail over SMTP without keeping its link in the log or in the process log', async () => {
    const { log, sent, logged, process } = setup(async () => ({ status: 'delivered', messageId: '<3@example.com>' }), [], 'smtp');
    await process(confirmation);
    expect((sent[0] as { html: string }).html).toContain(confirmation.confirmUrl);
    expect(log.entries.get(`account-${confirmation.id}`)?.html).not.toContain('token=');
    expect(JSON.stringify(logged)).not.toContain('token=');
  });
});
