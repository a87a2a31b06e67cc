import { ContactMessageRepository, EmailLogRepository, MongoDatabase } from '../src/index.js';
import { profile } from '@lumafolio/dev-stack';

const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/]+$/, `/dal_email_${process.pid}`);

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
});
