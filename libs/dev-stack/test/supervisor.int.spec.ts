import { jest } from '@jest/globals';
import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { listKeys, LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile } from '../src/profiles.ts';
import { startStack, type Stack } from '../src/stack.ts';
import type { Restart } from '../src/supervisor.ts';
import { signInThroughGateway } from '../src/testing/sign-in.ts';

/**
 * The supervisor behind `npm start` (and the e2e run): the media worker is killed with
 * SIGKILL (as the kernel's out-of-memory killer would) in the middle of a batch of
 * uploads. The platform keeps serving, the worker comes back by itself, and every photo
 * ends 'ready' with one set of files.
 */
jest.setTimeout(300_000);

const test = profile('test');
const run = randomBytes(4).toString('hex');
const NATURE = '/usr/share/backgrounds/mate/nature';
const COUNT = 8;
const storage = new LocalDiskStorage({ rootDir: test.serviceEnv.STORAGE_LOCAL_DIR });

interface PhotoBody {
  id: string;
  status: string;
  variants: Array<{ width: number }>;
}

describe('the supervisor', () => {
  let stack: Stack;
  const restarts: Restart[] = [];

  beforeAll(async () => {
    stack = await startStack(test, {
      output: 'silent',
      env: { MEDIA_QUEUE_PREFIX: `supervisor-${run}`, MEDIA_WORKER_CONCURRENCY: '2' },
      onRestart: (restart) => restarts.push(restart),
      restartPolicy: { initialBackoffMs: 500, maxBackoffMs: 5_000, stableAfterMs: 60_000 },
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('restarts a worker killed mid-batch; every photo ends ready, none twice', async () => {
    // Its own account each try (a test tried again in CI finds the first try's name taken).
    const who = randomBytes(3).toString('hex');
    const { client } = await signInThroughGateway(
      stack.url,
      { email: `supervised-${run}-${who}@example.com`, username: `supervised_${run}_${who}`, password: 'correct horse battery' },
      { signUp: true },
    );
    // The batch waits in the paused queue until every upload is in: the worker is then killed
    // while it works on it, however fast this machine makes the photos.
    const queue = new Queue(MEDIA_QUEUE, { connection: { url: test.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: `supervisor-${run}` });
    await queue.pause();
    const userId = ((await (await client.request(`${stack.url}/api/auth/user`)).json()) as { id: string }).id;
    const headers = { origin: stack.url, 'x-requested-with': 'XMLHttpRequest' };
    const files = readdirSync(NATURE)
      .filter((name) => name.endsWith('.jpg'))
      .slice(0, COUNT);
    for (const file of files) {
      const form = new FormData();
      form.append('title', file);
      form.append('category', 'nature');
      form.append('image', new Blob([new Uint8Array(readFileSync(join(NATURE, file)))], { type: 'image/jpeg' }), file);
      expect((await client.request(`${stack.url}/api/photos/upload`, { method: 'POST', headers, body: form })).status).toBe(201);
    }
    const mine = async () => ((await (await client.request(`${stack.url}/api/user/photos`)).json()) as { items: PhotoBody[] }).items;
    const ready = async () => (await mine()).filter((photo) => photo.status === 'ready').length;

    const killed = stack.process('media-worker');
    // What the worker runs with: its own accounts, none of the identity provider's secrets.
    const environment = readFileSync(`/proc/${killed.pid}/environ`, 'utf8').split('\0');
    expect(environment).toContain('NATS_USER=media-worker');
    expect(environment.filter((entry) => /^(AUTH_JWKS|AUTH_COOKIE_KEYS|OIDC_CLIENT_SECRET)=/.test(entry))).toEqual([]);
    await queue.resume();
    while ((await queue.getActiveCount()) < 1) await sleep(20);
    process.kill(-killed.pid, 'SIGKILL');
    expect(await killed.exited).toBe('SIGKILL');
    expect(await ready()).toBeLessThan(COUNT);
    await queue.close();

    // The rest of the platform serves on while the worker is down.
    expect((await fetch(`${stack.url}/api/templates`)).status).toBe(200);
    const deadline = Date.now() + 180_000;
    while ((await ready()) < COUNT) {
      if (Date.now() > deadline) throw new Error(`${await ready()}/${COUNT} photos ready 180 s after the kill`);
      await sleep(500);
    }
    expect(restarts).toEqual([{ name: 'media-worker', exit: 'SIGKILL', count: 1, delayMs: 500 }]);
    expect(stack.process('media-worker').pid).not.toBe(killed.pid);

    // One document and one set of files per upload.
    const photos = await mine();
    expect(photos).toHaveLength(COUNT);
    const stored = await listKeys(storage, `photo/${userId}/`);
    const expected = photos.flatMap((photo) => [
      `photo/${userId}/${photo.id}/original`,
      ...photo.variants.map((variant) => `photo/${userId}/${photo.id}/w${variant.width}.webp`),
    ]);
    for (const photo of photos) expect(new Set(photo.variants.map((v) => v.width)).size).toBe(photo.variants.length);
    expect(stored.sort()).toEqual(expected.sort());
  });
});
