import {
  CONTACT_SUBJECT_PREFIX,
  contactEmailLogId,
  type AdminEmailPage,
  type AdminMessagePage,
  type AuditEntry,
  type EmailLogEntry,
  type Page,
} from '@lumafolio/contracts';
import { EmailLogRepository, MongoDatabase } from '@lumafolio/dal';
import {
  profile,
  SHARED_GATEWAY,
  signUpAdminAsOperator,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The Messages tab's API through real processes: a visitor's contact message (gateway →
 * portfolio, its notification asked of the integrations service, which queues it for its
 * worker, into the e-mail log), read and deleted by an admin through gateway → admin →
 * portfolio / integrations.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const ADMIN = { email: `admin-msg-${run}@example.com`, username: `admin_msg_${run}`, password: 'correct horse battery' };
const SUBJECT = `Prints ${run}`;
const HOSTILE_TEXT = 'Hello <script>alert(1)</script> <img src=x onerror=alert(2)> do you sell prints?';

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(200);
  }
}

describe('the Messages tab: contact messages and the e-mail log', () => {
  let stack: SharedGatewayUnderTest;
  let photographer: SignedUpUser;
  let admin: SignedUpUser['client'];
  let database: MongoDatabase;
  let messageId: string;

  const getJson = async <T>(path: string, status = 200): Promise<T> => {
    const response = await admin.request(`${GATEWAY}${path}`, { headers: SAME_ORIGIN });
    expect({ path, status: response.status }).toEqual({ path, status });
    return (await response.json()) as T;
  };

  /** Pages through GET `path` until `match` finds an item (every list is newest first: ours is near the top). */
  async function findInPages<T extends { id: string }>(path: string, match: (item: T) => boolean): Promise<T | undefined> {
    let cursor: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const page: Page<T> = await getJson<Page<T>>(`${path}?limit=60${cursor ? `&cursor=${cursor}` : ''}`);
      const found = page.items.find(match);
      if (found) return found;
      if (!page.nextCursor) return undefined;
      cursor = page.nextCursor;
    }
    return undefined;
  }

  beforeAll(async () => {
    const redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    const keys = await redis.keys('gateway:rl:contact:ip:*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();

    stack = await useSharedGatewayUnderTest(testProfile);
    photographer = await signUpThroughGateway(GATEWAY, 'msgjane', run);
    admin = await signUpAdminAsOperator(GATEWAY, testProfile, ADMIN);
    database = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
  }, 180_000);

  afterAll(async () => {
    await database?.disconnect();
    await stack?.stop();
  });

  it('shows a visitor’s message to a photographer in /api/messages, newest first and paged', async () => {
    const sent = await fetch(`${GATEWAY}/api/contact`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        name: 'Bob Visitor',
        email: `bob-${run}@example.com`,
        subject: SUBJECT,
        message: HOSTILE_TEXT,
        portfolioUsername: photographer.username,
      }),
    });
    expect(sent.status).toBe(201);
    messageId = ((await sent.json()) as { id: string }).id;

    const first = await getJson<AdminMessagePage>('/api/messages?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      id: messageId,
      subject: SUBJECT,
      name: 'Bob Visitor',
      email: `bob-${run}@example.com`,
      message: HOSTILE_TEXT,
      recipientUserId: photographer.id,
    });
    expect(first.total).toBeGreaterThanOrEqual(1);
    if (first.nextCursor) {
      const second = await getJson<AdminMessagePage>(`/api/messages?limit=1&cursor=${first.nextCursor}`);
      expect(second.items.map((item) => item.id)).not.toContain(messageId);
      expect(second.total).toBeNull();
    }
    const badCursor = await getJson<{ message: string }>('/api/messages?cursor=bm90LWEtY3Vyc29y', 400);
    expect(badCursor.message).toBe('This page link is no longer valid. Please reload the list.');
    const badLimit = await getJson<{ message: string }>('/api/messages?limit=1000', 400);
    expect(badLimit.message).toBe('limit must be a number from 1 to 60.');
  });

  it('lists its captured notification in /api/admin/emails and reads it by id, the visitor’s HTML escaped', async () => {
    const id = contactEmailLogId(messageId);
    const listed = await eventually(() =>
      findInPages<AdminEmailPage['items'][number]>('/api/admin/emails', (item) => item.id === id && item.status === 'captured'),
    );
    expect(listed).toMatchObject({ to: `msgjane-${run}@example.com`, subject: `${CONTACT_SUBJECT_PREFIX}${SUBJECT}` });
    expect(listed.replyTo).toContain(`bob-${run}@example.com`);
    expect(listed).not.toHaveProperty('html');

    const email = await getJson<EmailLogEntry>(`/api/admin/emails/${id}`);
    expect(email).toMatchObject({ id, status: 'captured', subject: `${CONTACT_SUBJECT_PREFIX}${SUBJECT}` });
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).not.toMatch(/<script|<img|<[^>]*\son\w+=/i);
  });

  it('never sends an e-mail’s hostile HTML to the page unsanitised', async () => {
    const id = `test-hostile-${run}`;
    await new EmailLogRepository(database.connection).startAttempt(id, {
      contactMessageId: null,
      from: 'Site <no-reply@example.com>',
      to: 'someone@example.com',
      replyTo: null,
      subject: 'Hostile',
      html: '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="https://tracker.example/p.gif" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe>',
    });
    const email = await getJson<EmailLogEntry>(`/api/admin/emails/${id}`);
    expect(email.html).toBe('<p>Hi</p><a>x</a>');
  });

  it('masks the single-use link of a sign-up e-mail: the admin sees that it was sent, never its token', async () => {
    const listed = await eventually(() =>
      findInPages<AdminEmailPage['items'][number]>('/api/admin/emails', (item) => item.to === ADMIN.email && item.subject.startsWith('Finish creating')),
    );
    const stored = await new EmailLogRepository(database.connection).findById(listed.id);
    const token = /[?&](?:amp;)?token=([A-Za-z0-9_-]+)/.exec(stored?.html ?? '')?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const email = await getJson<EmailLogEntry>(`/api/admin/emails/${listed.id}`);
    expect(email.html).not.toContain(token);
    expect(email.html).toMatch(/\/verify\?token=•••/);
  });

  it('deletes a message: gone from the list, recorded in the audit log; unknown ids are 404', async () => {
    const deleted = await admin.request(`${GATEWAY}/api/messages/${messageId}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(deleted.status).toBe(204);
    expect(await findInPages<AdminMessagePage['items'][number]>('/api/messages', (item) => item.id === messageId)).toBeUndefined();

    const audit = await getJson<Page<AuditEntry>>('/api/admin/audit?limit=20');
    expect(audit.items.find((entry) => entry.action === 'message.delete' && entry.target.id === messageId)).toMatchObject({
      actorName: ADMIN.username,
      target: { kind: 'message', id: messageId, label: SUBJECT },
      summary: 'contact message deleted',
    });

    const again = await admin.request(`${GATEWAY}/api/messages/${messageId}`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Message not found.' });
    const malformed = await admin.request(`${GATEWAY}/api/messages/not-an-id`, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ message: 'Message not found.' });
    expect(await getJson<{ message: string }>(`/api/admin/emails/contact-unknown-${run}`, 404)).toMatchObject({ message: 'E-mail not found.' });
    expect(await getJson<{ message: string }>('/api/admin/emails/not%20an%20id', 404)).toMatchObject({ message: 'E-mail not found.' });
  });
});
