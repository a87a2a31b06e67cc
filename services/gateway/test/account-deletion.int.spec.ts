import { getAccountDeletionRpc, type AccountDeletion } from '@lumafolio/contracts';
import { MongoDatabase } from '@lumafolio/dal';
import {
  profile,
  signInThroughGateway,
  startEmailServices,
  startService,
  waitForHttp,
  waitForRpcService,
  type Account,
  type CookieJarClient,
  type ManagedProcess,
} from '@lumafolio/dev-stack';
import { natsConnectionOf, RpcCallError, RpcClient } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

/**
 * Account deletion through real processes (ADR 25): the gateway asks auth, which ends the
 * account at once and announces it; the integrations worker queues the deletion, removes the data of
 * media, portfolio and the e-mail log, then the account, over NATS and BullMQ on Redis.
 */
const testProfile = profile('test');
const GATEWAY = 'http://127.0.0.1:13211';
const ISSUER = 'http://127.0.0.1:13212';
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
// This run's queues: jobs of other runs never reach its worker.
const QUEUE_ENV = { ACCOUNTS_QUEUE_PREFIX: `deletion-${run}`, INTEGRATIONS_QUEUE_PREFIX: `deletion-${run}`, PAGE_VIEWS_PREFIX: `deletion-${run}` };
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const account = (name: string): Account => ({ email: `${name}-${run}@example.com`, username: `${name}_${run}`, password: 'correct horse battery' });

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(250);
  }
}

describe('deleting an account', () => {
  const processes: ManagedProcess[] = [];
  let portfolio: ManagedProcess;
  let database: MongoDatabase;
  let rpc: RpcClient;

  const startPortfolio = () => startService('portfolio', testProfile, { output: 'silent', env: { ...QUEUE_ENV, PAGE_VIEWS_COLLECT_INTERVAL_MS: '250' } });

  beforeAll(async () => {
    portfolio = startPortfolio();
    processes.push(
      startService('auth', testProfile, {
        output: 'silent',
        env: {
          AUTH_HTTP_PORT: '13212',
          AUTH_ISSUER_URL: ISSUER,
          OIDC_REDIRECT_URIS: `${GATEWAY}/api/callback`,
          OIDC_POST_LOGOUT_REDIRECT_URIS: `${GATEWAY}/`,
          // Accounts still being deleted are announced again within the test's wait.
          ACCOUNT_DELETION_RESUME_MS: '1000',
          ...QUEUE_ENV,
        },
      }),
      startService('media', testProfile, { output: 'silent' }),
      ...startEmailServices(testProfile, { output: 'silent', env: QUEUE_ENV }),
      startService('gateway', testProfile, {
        output: 'silent',
        env: { GATEWAY_PORT: '13211', PUBLIC_URL: GATEWAY, OIDC_ISSUER_URL: ISSUER, PAGE_VIEWS_PREFIX: QUEUE_ENV.PAGE_VIEWS_PREFIX },
      }),
    );
    await Promise.all([
      ...(['auth', 'media', 'portfolio', 'integrations'] as const).map((service) => waitForRpcService(testProfile.serviceEnv, service)),
      waitForHttp(`${ISSUER}/.well-known/openid-configuration`, 30_000),
      waitForHttp(`${GATEWAY}/healthz`, 30_000),
    ]);
    database = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    rpc = new RpcClient({ nats: natsConnectionOf(testProfile.serviceEnv), timeoutMs: 5_000, name: 'account-deletion-test' });
    await rpc.connect();
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    await database?.disconnect();
    await Promise.all([...processes, portfolio].map((p) => p?.stop()));
  });

  const post = (client: CookieJarClient, path: string, body: unknown) =>
    client.request(`${GATEWAY}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

  const deleteAccount = (client: CookieJarClient, who: Account) =>
    client.request(`${GATEWAY}/api/auth/user`, { method: 'DELETE', headers: JSON_HEADERS, body: JSON.stringify({ confirmUsername: who.username }) });

  /** A photographer with something in every service: a photo, a category, a picture, a template, a message and e-mails. */
  async function photographerWithData(name: string): Promise<{ who: Account; client: CookieJarClient; id: string }> {
    const who = account(name);
    const { client } = await signInThroughGateway(GATEWAY, who, { signUp: true });
    const id = ((await (await client.request(`${GATEWAY}/api/auth/user`)).json()) as { id: string }).id;
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('title', 'Meadow');
    form.append('category', 'nature');
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'meadow.jpg');
    expect((await client.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form })).status).toBe(201);
    const avatar = new FormData();
    avatar.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'me.jpg');
    expect((await client.request(`${GATEWAY}/api/user/profile-image/upload`, { method: 'POST', headers: SAME_ORIGIN, body: avatar })).status).toBe(200);
    expect((await post(client, '/api/categories/custom', { label: `Mine ${run}` })).status).toBe(201);
    expect((await post(client, '/api/user/template', { templateId: 'epic' })).status).toBe(200);
    expect((await post(client, '/api/user/first-steps', { event: 'shared' })).status).toBe(200);
    // A username given up and taken back leaves a former name leading to the account (ADR 45).
    for (const username of [`${who.username}_x`, who.username]) {
      const renamed = await client.request(`${GATEWAY}/api/profile`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ username }) });
      expect(renamed.status).toBe(200);
    }
    const message = {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Prints',
      message: 'Do you sell prints?',
      honeypot: '',
      portfolioUsername: who.username,
    };
    expect((await fetch(`${GATEWAY}/api/contact`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(message) })).status).toBe(201);
    // The notification of that message reaches the e-mail log.
    await eventually(async () => ((await collection('email_log').countDocuments({ to: who.email, contactMessageId: { $ne: null } })) > 0 ? true : undefined));
    // A visit to the portfolio is counted under the photographer.
    const visit = await fetch(`${GATEWAY}/api/page-views`, {
      method: 'POST',
      headers: { origin: GATEWAY, 'content-type': 'text/plain' },
      body: JSON.stringify({ path: `/${who.username}` }),
    });
    expect(visit.status).toBe(204);
    await eventually(async () => ((await collection('page_views').countDocuments({ portfolioUserId: id })) > 0 ? true : undefined));
    return { who, client, id };
  }

  const collection = (name: string) => database.connection.collection(name);

  /** Every place the user's data lives, and how much of it is there. */
  async function leftoversOf(userId: string, email: string): Promise<Record<string, number>> {
    const files = async (prefix: string) => {
      let count = 0;
      for await (const _object of storage.list(prefix)) count += 1;
      return count;
    };
    return {
      users: await collection('users').countDocuments({ _id: userId as never }),
      photos: await collection('photos').countDocuments({ userId }),
      photo_buckets: await collection('photo_buckets').countDocuments({ userId }),
      photo_fingerprints: await collection('photo_fingerprints').countDocuments({ userId }),
      custom_categories: await collection('custom_categories').countDocuments({ userId }),
      template_selections: await collection('template_selections').countDocuments({ _id: userId as never }),
      hero_selections: await collection('hero_selections').countDocuments({ _id: userId as never }),
      first_steps: await collection('first_steps').countDocuments({ _id: userId as never }),
      former_usernames: await collection('former_usernames').countDocuments({ userId }),
      contact_messages: await collection('contact_messages').countDocuments({ recipientUserId: userId }),
      page_views: await collection('page_views').countDocuments({ portfolioUserId: userId }),
      page_view_days: await collection('page_view_days').countDocuments({ portfolios: { $regex: `"${userId}"` } }),
      email_log: await collection('email_log').countDocuments({ to: email }),
      'photo files': await files(`photo/${userId}/`),
      'avatar files': await files(`avatar/${userId}/`),
    };
  }

  const nothingLeft = (leftovers: Record<string, number>) => Object.values(leftovers).every((count) => count === 0);

  async function deletionOf(userId: string): Promise<AccountDeletion | undefined> {
    try {
      return (await rpc.call(getAccountDeletionRpc, { userId })).deletion;
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) return undefined;
      throw error;
    }
  }

  it('ends the account at once, and once its job ran nothing of the user is left in any collection or in storage', async () => {
    const { who, client, id } = await photographerWithData('dora');
    const before = await leftoversOf(id, who.email);
    const places = [
      'users',
      'photos',
      'custom_categories',
      'template_selections',
      'first_steps',
      'former_usernames',
      'contact_messages',
      'page_views',
      'email_log',
      'photo files',
      'avatar files',
    ];
    expect(places.filter((place) => !before[place])).toEqual([]);

    expect((await deleteAccount(client, who)).status).toBe(204);
    expect((await client.request(`${GATEWAY}/api/auth/user`)).status).toBe(401);
    expect((await fetch(`${GATEWAY}/api/portfolio/${who.username}`)).status).toBe(404);
    await expect(signInThroughGateway(GATEWAY, who)).rejects.toThrow(/sign-in failed at .*\/login: HTTP 400/);

    const after = await eventually(async () => {
      const leftovers = await leftoversOf(id, who.email);
      return nothingLeft(leftovers) ? leftovers : undefined;
    });
    expect(nothingLeft(after)).toBe(true);
  }, 120_000);

  it('records a failed step and what is left on the account, and a retry completes the deletion', async () => {
    const { who, client, id } = await photographerWithData('eve');
    await portfolio.stop();

    expect((await deleteAccount(client, who)).status).toBe(204);
    expect((await client.request(`${GATEWAY}/api/auth/user`)).status).toBe(401);
    const failed = await eventually(async () => {
      const deletion = await deletionOf(id);
      return deletion?.lastFailure ? deletion : undefined;
    });
    expect(failed.lastFailure).toMatchObject({ step: 'portfolio', remaining: ['portfolio', 'email-log', 'account'] });
    // The step before it is done; the portfolio's data and the account are still there.
    const partway = await leftoversOf(id, who.email);
    expect(partway).toMatchObject({
      photos: 0,
      'photo files': 0,
      'avatar files': 0,
      custom_categories: 0,
      users: 1,
      template_selections: 1,
      contact_messages: 1,
    });

    portfolio = startPortfolio();
    await waitForRpcService(testProfile.serviceEnv, 'portfolio');
    await eventually(async () => (nothingLeft(await leftoversOf(id, who.email)) ? true : undefined));
    expect(await deletionOf(id)).toBeUndefined();
  }, 150_000);

  it('deletes an account whose announcement was lost: auth announces it again (events.auth.account.deletion-requested.v1)', async () => {
    const { who, id } = await photographerWithData('fay');
    // Marked as being deleted a minute ago, as if its announcement had never reached the worker.
    await collection('users').updateOne(
      { _id: id as never },
      { $set: { deletion: { requestedAt: new Date(Date.now() - 60_000), failedAttempts: 0, lastFailure: null } } },
    );
    await eventually(async () => (nothingLeft(await leftoversOf(id, who.email)) ? true : undefined));
    expect(await deletionOf(id)).toBeUndefined();
  }, 120_000);
});
