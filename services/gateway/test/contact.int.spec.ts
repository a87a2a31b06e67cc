import { contactEmailLogId, contactMessages, getEmailLogEntryRpc, listContactMessagesRpc, type ContactMessage, type EmailLogEntry } from '@lumafolio/contracts';
import { profile, signInThroughGateway, startService, waitForHttp, waitForRpcService, type ManagedProcess } from '@lumafolio/dev-stack';
import { natsConnectionOf, RpcCallError, RpcClient } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The contact form end to end through real processes: gateway → NATS → portfolio →
 * FerretDB, then portfolio → NATS → the integrations service, which queues the e-mail on
 * its own queue (BullMQ on Redis) → integrations worker → auth (recipients) → e-mail log
 * (captured: no SMTP_URL), read back through the integrations service.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:13161';
const ISSUER = 'http://127.0.0.1:13171';
const run = Date.now().toString(36);
const RATE_LIMIT = 6;
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
// Its own queue: jobs of earlier runs (or other tests) never reach this run's worker.
const QUEUE_ENV = { INTEGRATIONS_QUEUE_PREFIX: `contact-test-${run}` };
/** Portfolio asks again every second for the notifications the integrations service did not queue. */
const SWEEP_ENV = { CONTACT_EMAIL_SWEEP_INTERVAL_MS: '1000' };
const photographer = { email: `jane-${run}@example.com`, username: `jane_${run}`, password: 'correct horse battery' };
const admin = { email: `admin-${run}@example.com`, username: `admin_${run}`, password: 'correct horse battery' };

interface ErrorBody {
  statusCode: number;
  message: string;
  details?: { fieldErrors?: Record<string, string[]> };
}

const validForm = (overrides: Record<string, string> = {}) => ({
  name: 'Bob Visitor',
  email: 'Bob.Visitor@Example.com',
  subject: `Prints ${run}`,
  message: 'Do you sell <b>prints</b> of the harbour series?',
  honeypot: '',
  ...overrides,
});

function postContact(body: unknown, headers: Record<string, string> = JSON_HEADERS): Promise<Response> {
  return fetch(`${GATEWAY}/api/contact`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(200);
  }
}

describe('POST /api/contact', () => {
  const processes: ManagedProcess[] = [];
  let worker: ManagedProcess | undefined;
  let integrations: ManagedProcess | undefined;
  const portfolioLogs: string[] = [];
  let rpc: RpcClient;
  let redis: Redis;
  let photographerId: string;
  /** Requests the per-IP limit has counted so far (valid forms; invalid ones are refused before it). */
  let counted = 0;

  const startWorker = () => startService('integrations-worker', testProfile, { output: 'silent', env: QUEUE_ENV });
  const startIntegrations = () => startService('integrations', testProfile, { output: 'silent', env: QUEUE_ENV });

  const storedMessages = async (): Promise<ContactMessage[]> => rpc.call(listContactMessagesRpc, { limit: 500 });

  const emailOf = async (messageId: string): Promise<EmailLogEntry | undefined> => {
    try {
      return await rpc.call(getEmailLogEntryRpc, { id: contactEmailLogId(messageId) });
    } catch (error) {
      // 503: the integrations service is coming back (the outage test).
      if (error instanceof RpcCallError && (error.status === 404 || error.status === 503)) return undefined;
      throw error;
    }
  };

  const capturedEmailOf = (messageId: string) =>
    eventually(async () => {
      const entry = await emailOf(messageId);
      return entry?.status === 'captured' ? entry : undefined;
    });

  async function send(body: unknown): Promise<Response> {
    counted++;
    return postContact(body);
  }

  beforeAll(async () => {
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    // A fresh window for this client (127.0.0.1) whatever earlier runs left.
    const keys = await redis.keys('gateway:rl:contact:ip:*');
    if (keys.length > 0) await redis.del(...keys);

    processes.push(
      startService('auth', testProfile, {
        output: 'silent',
        env: {
          AUTH_HTTP_PORT: '13171',
          AUTH_ISSUER_URL: ISSUER,
          OIDC_REDIRECT_URIS: `${GATEWAY}/api/callback`,
          OIDC_POST_LOGOUT_REDIRECT_URIS: `${GATEWAY}/`,
          ADMIN_EMAILS: `admin@lumafolio.local,${admin.email}`,
        },
      }),
      startService('portfolio', testProfile, { output: (_name, line) => portfolioLogs.push(line), env: SWEEP_ENV }),
      startService('gateway', testProfile, {
        output: 'silent',
        env: { GATEWAY_PORT: '13161', PUBLIC_URL: GATEWAY, OIDC_ISSUER_URL: ISSUER, CONTACT_RATE_LIMIT: String(RATE_LIMIT), CONTACT_RATE_WINDOW_S: '600' },
      }),
    );
    worker = startWorker();
    integrations = startIntegrations();
    await Promise.all([
      waitForRpcService(testProfile.serviceEnv, 'auth'),
      waitForRpcService(testProfile.serviceEnv, 'portfolio'),
      waitForRpcService(testProfile.serviceEnv, 'integrations'),
      waitForHttp(`${ISSUER}/.well-known/openid-configuration`, 30_000),
      waitForHttp(`${GATEWAY}/healthz`, 30_000),
    ]);
    rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 5_000, name: 'contact-test' });
    await rpc.connect();

    const jane = (await signInThroughGateway(GATEWAY, photographer, { signUp: true })).client;
    photographerId = ((await (await jane.request(`${GATEWAY}/api/auth/user`)).json()) as { id: string }).id;
    const adminClient = (await signInThroughGateway(GATEWAY, admin, { signUp: true })).client;
    expect(((await (await adminClient.request(`${GATEWAY}/api/auth/user`)).json()) as { role: string }).role).toBe('admin');
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    redis?.disconnect();
    await Promise.all([...processes, ...(worker ? [worker] : []), ...(integrations ? [integrations] : [])].map((p) => p.stop()));
  });

  it('answers 400 with the spec message of every short or invalid field, and applies the CSRF rules', async () => {
    const response = await postContact({ name: 'B', email: 'not-an-address', subject: 'x', message: 'Too short', honeypot: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toBe(contactMessages.name);
    expect(body.details?.fieldErrors).toEqual({
      name: [contactMessages.name],
      email: [contactMessages.email],
      subject: [contactMessages.subject],
      message: [contactMessages.message],
    });

    const crossSite = await postContact(validForm(), { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });

  it('refuses a filled honeypot with 400 "Bot detection failed" and stores nothing', async () => {
    const subject = `Bot ${run}`;
    const response = await postContact(validForm({ subject, honeypot: 'http://spam.example' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe('Bot detection failed');
    expect((await storedMessages()).some((m) => m.subject === subject)).toBe(false);
  });

  it('stores a message to a photographer and captures an e-mail addressed to them', async () => {
    const response = await send(validForm({ portfolioUsername: photographer.username.toUpperCase() }));
    expect(response.status).toBe(201);
    const { success, id } = (await response.json()) as { success: boolean; id: string };
    expect(success).toBe(true);

    const stored = (await storedMessages()).find((m) => m.id === id);
    expect(stored).toMatchObject({ name: 'Bob Visitor', email: 'bob.visitor@example.com', subject: `Prints ${run}`, recipientUserId: photographerId });

    const email = await capturedEmailOf(id);
    expect(email).toMatchObject({ to: photographer.email, subject: `Contact Form: Prints ${run}`, from: 'Lumafolio <no-reply@lumafolio.local>' });
    expect(email.html).toContain('Do you sell &lt;b&gt;prints&lt;/b&gt; of the harbour series?');
    expect(email.html).not.toContain('<b>prints</b>');

    const unknown = await send(validForm({ portfolioUsername: `nobody_${run}` }));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).message).toBe('Portfolio not found.');
  });

  it('addresses a home-page message to the administrators', async () => {
    const response = await send(validForm({ subject: `Hello site ${run}` }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await storedMessages()).find((m) => m.id === id)?.recipientUserId).toBeNull();
    const email = await capturedEmailOf(id);
    expect(email.to.split(', ')).toContain(admin.email);
    expect(email.to).not.toContain(photographer.email);
  });

  it('loses nothing while no worker runs: the message is stored and mailed once a worker starts', async () => {
    await worker?.stop();
    worker = undefined;
    const response = await send(validForm({ subject: `While down ${run}` }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await storedMessages()).some((m) => m.id === id)).toBe(true);
    await sleep(1_500);
    expect(await emailOf(id)).toBeUndefined();

    worker = startWorker();
    const email = await capturedEmailOf(id);
    expect(email.to.split(', ')).toContain(admin.email);
    expect(email.subject).toBe(`Contact Form: While down ${run}`);
  });

  it('loses nothing while the integrations service is down: the message is stored, and mailed by the sweep once it is back', async () => {
    await integrations?.stop();
    integrations = undefined;
    const response = await send(validForm({ subject: `Integrations down ${run}` }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await storedMessages()).some((m) => m.id === id)).toBe(true);
    // Portfolio says so, and keeps asking.
    await eventually(async () => (portfolioLogs.some((line) => line.includes(id) && line.includes('contact notification not queued')) ? true : undefined));

    integrations = startIntegrations();
    await waitForRpcService(testProfile.serviceEnv, 'integrations');
    const email = await capturedEmailOf(id);
    expect(email.to.split(', ')).toContain(admin.email);
    expect(email.subject).toBe(`Contact Form: Integrations down ${run}`);
  });

  it(`refuses more than ${RATE_LIMIT} messages per window from one IP with 429 and Retry-After`, async () => {
    while (counted < RATE_LIMIT) {
      const accepted = await send(validForm({ subject: `Filler ${counted} ${run}` }));
      expect(accepted.status).toBe(201);
    }
    const refused = await send(validForm({ subject: `One too many ${run}` }));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).message).toBe('You have sent too many messages. Please wait a few minutes and try again.');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await storedMessages()).some((m) => m.subject === `One too many ${run}`)).toBe(false);
  });

  it('counts visitors behind a trusted proxy by their own address, and never believes a forwarded address otherwise', async () => {
    // This gateway trusts no proxy: a forged header does not escape the limit reached above.
    expect((await postContact(validForm(), { ...JSON_HEADERS, 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);

    const proxied = 'http://127.0.0.1:13165';
    const behindProxy = startService('gateway', testProfile, {
      output: 'silent',
      env: { GATEWAY_PORT: '13165', PUBLIC_URL: proxied, OIDC_ISSUER_URL: ISSUER, CONTACT_RATE_LIMIT: '1', CONTACT_RATE_WINDOW_S: '600', TRUST_PROXY: '1' },
    });
    processes.push(behindProxy);
    await waitForHttp(`${proxied}/healthz`, 30_000);
    const visitor = (address: string) =>
      fetch(`${proxied}/api/contact`, {
        method: 'POST',
        headers: { origin: proxied, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(validForm({ subject: `Via proxy ${run}` })),
      });
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const first = `198.51.100.${octet()}`;
    const second = `192.0.2.${octet()}`;
    expect((await visitor(first)).status).toBe(201);
    expect((await visitor(first)).status).toBe(429);
    expect((await visitor(second)).status).toBe(201);
  });
});
