import { connect } from '@nats-io/transport-node';
import { JOB_QUEUES, PROCESS_NAMES } from '@lumafolio/contracts';
import { Redis } from 'ioredis';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadInfraCredentials, TOOLS_ACCOUNT } from '../src/accounts.ts';
import { profile, REPO_ROOT } from '../src/profiles.ts';

/**
 * NATS and Redis of the local stack (deploy/local/infra.sh) refuse anonymous clients,
 * and each process's account can do only what that process does.
 */
const test = profile('test');
const credentials = loadInfraCredentials(join(REPO_ROOT, test.infraEnv.DATA_DIR as string, 'secrets', 'infra.env'));
const natsServer = test.serviceEnv.NATS_URL;
const redisAddress = `redis://127.0.0.1:${test.infraEnv.REDIS_PORT}`;

describe('infrastructure credentials', () => {
  it('made a password of 192 random bits for every account, in a form nats-server reads as text', () => {
    const file = readFileSync(join(REPO_ROOT, test.infraEnv.DATA_DIR as string, 'secrets', 'infra.env'), 'utf8');
    const passwords = [...file.matchAll(/^(NATS|REDIS)_PASSWORD_[A-Z_]+=(.*)$/gm)].map((match) => match[2]);
    // A NATS and a Redis password for every process and for the tools account.
    expect(passwords).toHaveLength((PROCESS_NAMES.length + 1) * 2);
    for (const password of passwords) expect(password).toMatch(/^k[0-9a-f]{48}$/);
    expect(statSync(join(REPO_ROOT, test.infraEnv.DATA_DIR as string, 'secrets', 'infra.env')).mode & 0o777).toBe(0o600);
  });

  it('NATS refuses a client without an account, and a wrong password', async () => {
    await expect(connect({ servers: natsServer })).rejects.toThrow(/Authorization Violation/);
    await expect(connect({ servers: natsServer, user: 'media', pass: 'not-the-password' })).rejects.toThrow(/Authorization Violation/);
  });

  it('NATS lets a process reach only the services it calls', async () => {
    const worker = await connect({ servers: natsServer, user: 'media-worker', pass: credentials.nats('media-worker') });
    const violations: string[] = [];
    void (async () => {
      for await (const status of worker.status()) if (status.type === 'error') violations.push(String(status.error));
    })();
    try {
      // The media worker announces its results; asking auth for a user is not its business.
      await expect(worker.request('auth.user.get.v1', '{}', { timeout: 1_000 })).rejects.toThrow();
      await worker.flush();
      expect(violations.join(' ')).toMatch(/Permissions Violation for Publish to "auth.user.get.v1"/);
    } finally {
      await worker.close();
    }
  });

  it("NATS lets a worker publish its own domain's events only, and the gateway hear them", async () => {
    const as = async (name: 'gateway' | 'media-worker' | 'album-sync-worker' | 'integrations-worker') => {
      const client = await connect({ servers: natsServer, user: name, pass: credentials.nats(name) });
      const violations: string[] = [];
      void (async () => {
        for await (const status of client.status()) if (status.type === 'error') violations.push(String(status.error));
      })();
      return { client, violations };
    };
    const [gateway, mediaWorker, albumSync, integrationsWorker] = await Promise.all([
      as('gateway'),
      as('media-worker'),
      as('album-sync-worker'),
      as('integrations-worker'),
    ]);
    // Other tests' workers announce on the same server: only this test's probes are counted.
    const probe = JSON.stringify({ probe: Math.random().toString(36) });
    const heard: string[] = [];
    try {
      for (const subject of ['events.media.>', 'events.integrations.>'])
        gateway.client.subscribe(subject, { callback: (_error, message) => void (message.string() === probe && heard.push(message.subject)) });
      await gateway.client.flush();
      mediaWorker.client.publish('events.media.photo.processed.v1', probe);
      albumSync.client.publish('events.integrations.photo-set.progressed.v1', probe);
      // Another domain's facts are not theirs to announce.
      mediaWorker.client.publish('events.integrations.photo-set.progressed.v1', probe);
      albumSync.client.publish('events.media.photo.processed.v1', probe);
      integrationsWorker.client.publish('events.integrations.photo-set.progressed.v1', probe);
      await Promise.all([mediaWorker.client.flush(), albumSync.client.flush(), integrationsWorker.client.flush()]);
      await gateway.client.flush();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.sort()).toEqual(['events.integrations.photo-set.progressed.v1', 'events.media.photo.processed.v1']);
      expect(mediaWorker.violations.join(' ')).toMatch(/Permissions Violation for Publish to "events.integrations.photo-set.progressed.v1"/);
      expect(albumSync.violations.join(' ')).toMatch(/Permissions Violation for Publish to "events.media.photo.processed.v1"/);
      expect(integrationsWorker.violations.join(' ')).toMatch(/Permissions Violation for Publish to "events.integrations.photo-set.progressed.v1"/);
      expect(gateway.violations).toEqual([]);
    } finally {
      await Promise.all([gateway, mediaWorker, albumSync, integrationsWorker].map(({ client }) => client.close()));
    }
  });

  it("NATS lets portfolio hear media's hero results and the integrations worker auth's account deletions, announced by their owners only", async () => {
    const as = async (name: 'portfolio' | 'integrations-worker' | 'media-worker' | 'auth') => {
      const client = await connect({ servers: natsServer, user: name, pass: credentials.nats(name) });
      const violations: string[] = [];
      void (async () => {
        for await (const status of client.status()) if (status.type === 'error') violations.push(String(status.error));
      })();
      return { client, violations };
    };
    const [portfolio, integrationsWorker, mediaWorker, auth] = await Promise.all([as('portfolio'), as('integrations-worker'), as('media-worker'), as('auth')]);
    const probe = JSON.stringify({ probe: Math.random().toString(36) });
    const heard: string[] = [];
    const listen = (listener: typeof portfolio, subject: string) =>
      listener.client.subscribe(subject, { callback: (_error, message) => void (message.string() === probe && heard.push(message.subject)) });
    try {
      listen(portfolio, 'events.media.hero.>');
      listen(integrationsWorker, 'events.auth.account.>');
      await Promise.all([portfolio.client.flush(), integrationsWorker.client.flush()]);
      mediaWorker.client.publish('events.media.hero.optimised.v1', probe);
      auth.client.publish('events.auth.account.deletion-requested.v1', probe);
      // Neither announces the other's facts.
      mediaWorker.client.publish('events.auth.account.deletion-requested.v1', probe);
      auth.client.publish('events.media.hero.optimised.v1', probe);
      await Promise.all([mediaWorker.client.flush(), auth.client.flush()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.sort()).toEqual(['events.auth.account.deletion-requested.v1', 'events.media.hero.optimised.v1']);
      expect(mediaWorker.violations.join(' ')).toMatch(/Permissions Violation for Publish to "events.auth.account.deletion-requested.v1"/);
      expect(auth.violations.join(' ')).toMatch(/Permissions Violation for Publish to "events.media.hero.optimised.v1"/);
      expect([...portfolio.violations, ...integrationsWorker.violations]).toEqual([]);
    } finally {
      await Promise.all([portfolio, integrationsWorker, mediaWorker, auth].map(({ client }) => client.close()));
    }
  });

  it('NATS lets auth and portfolio ask the integrations service for an e-mail, and no other service', async () => {
    const as = async (name: 'integrations' | 'auth' | 'portfolio' | 'media') => {
      const client = await connect({ servers: natsServer, user: name, pass: credentials.nats(name) });
      const violations: string[] = [];
      void (async () => {
        for await (const status of client.status()) if (status.type === 'error') violations.push(String(status.error));
      })();
      return { client, violations };
    };
    const [integrations, auth, portfolio, media] = await Promise.all([as('integrations'), as('auth'), as('portfolio'), as('media')]);
    const asked: string[] = [];
    try {
      integrations.client.subscribe('integrations.email.send.v1', {
        callback: (_error, message) => {
          asked.push(message.string());
          message.respond('{"queued":true}');
        },
      });
      await integrations.client.flush();
      expect((await auth.client.request('integrations.email.send.v1', 'auth', { timeout: 2_000 })).string()).toBe('{"queued":true}');
      expect((await portfolio.client.request('integrations.email.send.v1', 'portfolio', { timeout: 2_000 })).string()).toBe('{"queued":true}');
      await expect(media.client.request('integrations.email.send.v1', 'media', { timeout: 1_000 })).rejects.toThrow();
      await media.client.flush();
      expect(asked.sort()).toEqual(['auth', 'portfolio']);
      expect(media.violations.join(' ')).toMatch(/Permissions Violation for Publish to "integrations.email.send.v1"/);
      expect([...integrations.violations, ...auth.violations, ...portfolio.violations]).toEqual([]);
    } finally {
      await Promise.all([integrations, auth, portfolio, media].map(({ client }) => client.close()));
    }
  });

  it("NATS lets the gateway read every queue's jobs for Bull Board, and only the admin service (which audits it) retry, remove or pause them", async () => {
    const as = async (name: 'gateway' | 'admin' | typeof TOOLS_ACCOUNT) => {
      const client = await connect({ servers: natsServer, user: name, pass: credentials.nats(name) });
      const violations: string[] = [];
      void (async () => {
        for await (const status of client.status()) if (status.type === 'error') violations.push(String(status.error));
      })();
      return { client, violations };
    };
    const [owners, gateway, admin] = await Promise.all([as(TOOLS_ACCOUNT), as('gateway'), as('admin')]);
    const probe = `probe-${Math.random().toString(36)}`;
    const asked: string[] = [];
    const queueOwners = [...new Set(JOB_QUEUES.map((queue) => queue.owner))];
    try {
      // Stands in for each owner's queue operations (other tests' services may answer too: only this probe counts).
      owners.client.subscribe('*.jobs.>', {
        callback: (_error, message) => {
          if (message.string() !== probe) return;
          asked.push(message.subject);
          message.respond('{}');
        },
      });
      await owners.client.flush();
      const ask = (caller: typeof gateway, owner: string, operation: string) =>
        caller.client.request(`${owner}.jobs.${operation}.v1`, probe, { timeout: 1_000 });
      const expected: string[] = [];
      for (const owner of queueOwners) {
        for (const operation of ['overview', 'list', 'get', 'logs']) await ask(gateway, owner, operation);
        for (const operation of ['retry', 'remove', 'pause']) await expect(ask(gateway, owner, operation)).rejects.toThrow();
        for (const operation of ['retry', 'remove', 'pause']) await ask(admin, owner, operation);
        expected.push(...['overview', 'list', 'get', 'logs', 'retry', 'remove', 'pause'].map((operation) => `${owner}.jobs.${operation}.v1`));
      }
      await gateway.client.flush();
      expect(queueOwners.sort()).toEqual(['integrations', 'media', 'portfolio']);
      expect(asked).toEqual(expected);
      for (const owner of queueOwners)
        for (const operation of ['retry', 'remove', 'pause'])
          expect(gateway.violations.join(' ')).toContain(`Permissions Violation for Publish to "${owner}.jobs.${operation}.v1"`);
      expect(admin.violations).toEqual([]);
    } finally {
      await Promise.all([owners, gateway, admin].map(({ client }) => client.close()));
    }
  });

  it('Redis refuses a client without an account, and a service account cannot run dangerous commands', async () => {
    const anonymous = new Redis(redisAddress, { enableReadyCheck: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    anonymous.on('error', () => undefined);
    try {
      await expect(anonymous.set('probe', '1')).rejects.toThrow(/NOAUTH/);
    } finally {
      anonymous.disconnect();
    }

    const media = new Redis(`redis://media:${credentials.redis('media')}@127.0.0.1:${test.infraEnv.REDIS_PORT}`, { maxRetriesPerRequest: 0 });
    try {
      expect(await media.set('quota:holds:credentials-probe', '1', 'EX', 5)).toBe('OK');
      await expect(media.flushall()).rejects.toThrow(/NOPERM/);
      await expect(media.config('GET', 'dir')).rejects.toThrow(/NOPERM/);
      await expect(media.keys('*')).rejects.toThrow(/NOPERM/);
    } finally {
      media.disconnect();
    }
  });

  it.each(PROCESS_NAMES)('%s is started with its own accounts and no other secret', (name) => {
    const env = test.envFor(name);
    expect(env.NATS_USER).toBe(name);
    expect(env.NATS_PASSWORD).toBe(credentials.nats(name));
    if (env.REDIS_URL) expect(new URL(env.REDIS_URL).username).toBe(name);
    if (name === 'gateway') expect(env).not.toHaveProperty('MONGODB_URI');
    else expect(new URL(env.MONGODB_URI?.replace(/^mongodb:/, 'http:') ?? '').username).toBe(name);
    const values = Object.values(env).join('\n');
    for (const other of [...PROCESS_NAMES.filter((p) => p !== name), 'tools'] as const) {
      expect(values).not.toContain(credentials.nats(other));
      expect(values).not.toContain(credentials.redis(other));
      if (other !== 'gateway') expect(values).not.toContain(credentials.mongodb(other));
    }
    if (name !== 'auth') expect(env).not.toHaveProperty('AUTH_JWKS');
    if (name !== 'auth') expect(env).not.toHaveProperty('AUTH_COOKIE_KEYS');
    if (name !== 'auth' && name !== 'gateway') expect(env).not.toHaveProperty('OIDC_CLIENT_SECRET');
    if (name !== 'media' && name !== 'gateway') expect(env).not.toHaveProperty('IMAGE_URL_SECRET');
  });
});
