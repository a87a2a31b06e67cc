import { type ProcessName } from '@lumafolio/contracts';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { loadInfraCredentials } from '../src/accounts.ts';
import { profile, REPO_ROOT } from '../src/profiles.ts';

/**
 * Each process's Redis account reaches only its own keys (deploy/redis/start-redis.sh):
 * a leaked worker password does not open the gateway's sessions, and the gateway, facing
 * the internet, cannot forge what media decides.
 */
const test = profile('test');
const credentials = loadInfraCredentials(join(REPO_ROOT, test.infraEnv.DATA_DIR as string, 'secrets', 'infra.env'));
const urlOf = (account: ProcessName | 'tools') => `redis://${account}:${credentials.redis(account)}@127.0.0.1:${test.infraEnv.REDIS_PORT}`;
const run = randomUUID().slice(0, 8);

const clients: Redis[] = [];
const as = (account: ProcessName | 'tools') => {
  const client = new Redis(urlOf(account), { maxRetriesPerRequest: 0 });
  clients.push(client);
  return client;
};

// One key of each family, written by the tools account before each process tries it.
const KEYS = {
  session: `session:acl-${run}`,
  userSessions: `user-sessions:acl-${run}`,
  visitorCache: `visitor-cache:entry:acl-${run}`,
  revokedImageUrl: `image-urls:revoked:photo:acl-${run}`,
  readModelCard: `photo-read-model:acl-${run}:v1:card:1`,
  displayName: `display-name:acl-${run}:u1`,
  quotaHold: `quota:holds:acl-${run}`,
  oidcSession: `oidc:Session:acl-${run}`,
  pendingSignUp: `auth:signup:acl-${run}`,
  googleConsent: `google-photos:consent:acl-${run}`,
  openIntake: `album-sync:open-intake:acl-${run}`,
  aiInsights: `admin:ai-insights:acl-${run}`,
  pageViewInbox: `acl-${run}:page-views:inbox:2026-01-01`,
  pageViewTaken: `acl-${run}:page-views:taken:2026-01-01:x`,
  mediaQueue: `bull:media:acl-${run}`,
  integrationsQueue: `bull:integrations:acl-${run}`,
  albumSyncQueue: `bull:album-sync:acl-${run}`,
  photoWriteTurn: `lock:write:photo:acl-${run}`,
  heroWriteTurn: `lock:write:hero-image:acl-${run}`,
  googleTokenLock: `lock:google-token:acl-${run}`,
} as const;
type KeyName = keyof typeof KEYS;

/** What each process may write (and read), may only read, and everything else is refused. */
const SCOPES: Record<ProcessName, { writes: KeyName[]; reads: KeyName[] }> = {
  // Neither the gateway (Bull Board) nor the admin service (Jobs tab) opens a queue: they ask its owner (ADR 49).
  gateway: { writes: ['session', 'userSessions', 'visitorCache', 'pageViewInbox'], reads: ['revokedImageUrl'] },
  auth: { writes: ['oidcSession', 'pendingSignUp', 'displayName'], reads: [] },
  portfolio: { writes: ['pageViewInbox', 'pageViewTaken', 'heroWriteTurn'], reads: [] },
  media: { writes: ['revokedImageUrl', 'readModelCard', 'quotaHold', 'mediaQueue', 'photoWriteTurn'], reads: ['displayName'] },
  admin: { writes: ['aiInsights'], reads: [] },
  integrations: { writes: ['googleConsent', 'albumSyncQueue', 'integrationsQueue', 'googleTokenLock'], reads: [] },
  'media-worker': { writes: ['readModelCard', 'mediaQueue', 'photoWriteTurn'], reads: [] },
  'integrations-worker': { writes: ['integrationsQueue'], reads: [] },
  'album-sync-worker': { writes: ['openIntake', 'albumSyncQueue', 'googleTokenLock'], reads: [] },
};

afterAll(async () => {
  const tools = new Redis(urlOf('tools'));
  await tools.del(...Object.values(KEYS));
  tools.disconnect();
  for (const client of clients) client.disconnect();
});

describe('Redis key scopes of the process accounts', () => {
  beforeAll(async () => {
    const tools = as('tools');
    for (const key of Object.values(KEYS)) await tools.set(key, 'seeded', 'EX', 300);
  });

  it('the media worker cannot read or end a gateway session, nor read what the identity provider keeps', async () => {
    const worker = as('media-worker');
    await expect(worker.get(KEYS.session)).rejects.toThrow(/NOPERM/);
    await expect(worker.del(KEYS.session)).rejects.toThrow(/NOPERM/);
    await expect(worker.smembers(KEYS.userSessions)).rejects.toThrow(/NOPERM/);
    await expect(worker.get(KEYS.oidcSession)).rejects.toThrow(/NOPERM/);
    expect(await as('gateway').get(KEYS.session)).toBe('seeded');
  });

  it('the gateway reads the image-URL revocations media writes, and cannot lift one', async () => {
    const gateway = as('gateway');
    expect(await gateway.mget(KEYS.revokedImageUrl, `image-urls:revoked:owner:acl-${run}`)).toEqual(['seeded', null]);
    await expect(gateway.del(KEYS.revokedImageUrl)).rejects.toThrow(/NOPERM/);
    await expect(gateway.set(KEYS.revokedImageUrl, 'forged')).rejects.toThrow(/NOPERM/);
    await expect(gateway.get(KEYS.readModelCard)).rejects.toThrow(/NOPERM/);
    await expect(gateway.get(KEYS.quotaHold)).rejects.toThrow(/NOPERM/);
  });

  it.each(Object.keys(SCOPES) as ProcessName[])('%s reaches its own keys and no other', async (name) => {
    const client = as(name);
    const { writes, reads } = SCOPES[name];
    const refused: string[] = [];
    const allowedButRefused: string[] = [];
    for (const [family, key] of Object.entries(KEYS) as Array<[KeyName, string]>) {
      const canWrite = writes.includes(family);
      const canRead = canWrite || reads.includes(family);
      const read = await client.get(key).then(
        () => true,
        (error: Error) => (/NOPERM/.test(error.message) ? false : Promise.reject(error)),
      );
      const write = await client.set(key, 'seeded', 'EX', 300).then(
        () => true,
        (error: Error) => (/NOPERM/.test(error.message) ? false : Promise.reject(error)),
      );
      if (read !== canRead) (canRead ? allowedButRefused : refused).push(`read ${key}`);
      if (write !== canWrite) (canWrite ? allowedButRefused : refused).push(`write ${key}`);
    }
    expect({ reachedBeyondItsScope: refused, refusedItsOwn: allowedButRefused }).toEqual({ reachedBeyondItsScope: [], refusedItsOwn: [] });
  });

  it('a queue under any prefix works for its producer and its worker, and is closed to other processes', async () => {
    const prefix = `acl-${run}`;
    const producer = new Queue('media', { connection: { url: urlOf('media') }, prefix });
    const done = new Promise<unknown>((resolve, reject) => {
      const worker = new Worker('media', async (job) => ({ echoed: job.data }), { connection: { url: urlOf('media-worker') }, prefix });
      worker.on('completed', (job, result) => void worker.close().then(() => resolve(result)));
      worker.on('failed', (_job, error) => void worker.close().then(() => reject(error)));
    });
    try {
      await producer.add('probe', { n: 1 });
      await expect(done).resolves.toEqual({ echoed: { n: 1 } });
      // The integrations worker has no business in the media queue.
      const stranger = as('integrations-worker');
      await expect(stranger.llen(`${prefix}:media:wait`)).rejects.toThrow(/NOPERM/);
    } finally {
      await producer.obliterate({ force: true }).catch(() => undefined);
      await producer.close();
    }
  });
});
