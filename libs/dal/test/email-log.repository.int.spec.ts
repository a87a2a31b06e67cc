import { ContactMessageRepository, EmailLogRepository, MongoDatabase } from '../src/index.js';
import { profile } from '@lumafolio/dev-stack';

const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_email_${process.pid}`);

const content = {
  contactMessageId: 'm1',
  from: 'Site <no-reply@example.com>',
  to: 'jane@example.com',
  replyTo: 'Bob <bob@example.com>',
  subject: 'Contact Form: Hi',
  html: '<p>Hi</p>',
};

describe('contact messages and the e-mail log on the MongoDB-protocol database', () => {
  let database: MongoDatabase;
  let log: EmailLogRepository;
  let messages: ContactMessageRepository;

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    log = new EmailLogRepository(database.connection);
    messages = new ContactMessageRepository(database.connection);
  });

  afterAll(async () => {
    await database.connection.dropDatabase();
    await database.disconnect();
  });

  it('keeps one log entry per e-mail however many attempts it takes', async () => {
    await log.startAttempt('contact-m1', content);
    await log.markFailed('contact-m1', 'connection refused');
    expect(await log.findById('contact-m1')).toMatchObject({ status: 'failed', attempts: 1, error: 'connection refused' });
    await log.startAttempt('contact-m1', content);
    await log.markSent('contact-m1', 'captured', '<abc@example.com>');
    const entries = await log.listNewestFirst(10);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      _id: 'contact-m1',
      status: 'captured',
      attempts: 2,
      error: null,
      messageId: '<abc@example.com>',
      to: 'jane@example.com',
    });
  });

  it('finds messages whose notification never reached the queue', async () => {
    const old = new Date(Date.now() - 60_000);
    const base = { name: 'Bob', email: 'bob@example.com', subject: 'Hi', message: 'Hello there!', recipientUserId: null };
    await messages.insert({ ...base, _id: 'queued', createdAt: old, emailQueuedAt: old });
    await messages.insert({ ...base, _id: 'stuck', createdAt: old, emailQueuedAt: null });
    await messages.insert({ ...base, _id: 'fresh', createdAt: new Date(), emailQueuedAt: null });
    expect((await messages.listAwaitingEmail(new Date(Date.now() - 10_000), 10)).map((m) => m._id)).toEqual(['stuck']);
    await messages.markEmailQueued('stuck');
    expect(await messages.listAwaitingEmail(new Date(), 10)).toEqual([expect.objectContaining({ _id: 'fresh' })]);
    expect((await messages.listNewestFirst(10)).map((m) => m._id)[0]).toBe('fresh');
  });

  it('pages messages and e-mails newest first by keyset, e-mails without their bodies', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
    const base = { name: 'Ann', email: 'ann@example.com', subject: 'Paged', message: 'Hello there!', recipientUserId: null, emailQueuedAt: null };
    await messages.insert({ ...base, _id: 'page-a', createdAt: at(1) });
    await messages.insert({ ...base, _id: 'page-b', createdAt: at(2) });
    await messages.insert({ ...base, _id: 'page-c', createdAt: at(2) });
    const first = await messages.pageNewestFirst({ cursor: null, limit: 2 });
    expect(first.docs.map((m) => m._id)).toEqual(['page-c', 'page-b']);
    const second = await messages.pageNewestFirst({ cursor: first.nextCursor, limit: 2 });
    expect(second.docs.map((m) => m._id)[0]).toBe('page-a');

    expect(await messages.deleteById('page-b')).toMatchObject({ _id: 'page-b', subject: 'Paged' });
    expect(await messages.deleteById('page-b')).toBeNull();
    expect(await messages.findById('page-b')).toBeNull();

    await log.startAttempt('page-e1', content, at(1));
    await log.startAttempt('page-e2', content, at(3));
    const emails = await log.pageNewestFirst({ cursor: null, limit: 1 });
    expect(emails.docs.map((e) => e._id)).toEqual(['page-e2']);
    expect(emails.docs[0]).not.toHaveProperty('html');
    expect((await log.pageNewestFirst({ cursor: emails.nextCursor, limit: 1 })).docs.map((e) => e._id)).toEqual(['page-e1']);
  });
});
