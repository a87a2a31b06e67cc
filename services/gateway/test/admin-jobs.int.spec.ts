import { JOB_QUEUES, MEDIA_QUEUE, type FailedJob, type JobQueues, type Page } from '@lumafolio/contracts';
import {
  profile,
  signInThroughGateway,
  signUpThroughGateway,
  startGatewayUnderTest,
  waitUntil,
  type GatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { queuePrefixVariable } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';

/**
 * The Jobs tab and Bull Board on a real stack (issue 14): a photo whose original was removed
 * fails its optimise job, shows in the failed list with its error and photo, and runs again
 * when retried once the original is back. Every queue of this file has its own prefix, given
 * to the queues' owners and workers: the admin service and the gateway ask the owners (ADR 49).
 */
const testProfile = profile('test');
const GATEWAY_PORT = 23270;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const PREFIX = `admin-jobs-${run}`;
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
/** An admin of this file's own: the profile's admin may have signed up in another test already. */
const ADMIN_EMAIL = `jobs-admin-${run}@example.com`;
const storage = new LocalDiskStorage({ rootDir: testProfile.serviceEnv.STORAGE_LOCAL_DIR });
const ALL_PREFIXES = Object.fromEntries(JOB_QUEUES.map((queue) => [queuePrefixVariable(queue.name), PREFIX]));

const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> =>
  waitUntil(what, read, done, { timeoutMs });

describe('the Jobs tab', () => {
  let stack: GatewayUnderTest;
  let photographer: SignedUpUser;
  let admin: SignedUpUser['client'];

  const asAdmin = (path: string, init: RequestInit = {}) => admin.request(`${GATEWAY}${path}`, { ...init, headers: { ...SAME_ORIGIN, ...init.headers } });
  const queues = async () => (await (await asAdmin('/api/admin/jobs')).json()) as JobQueues;
  const media = async () => (await queues()).queues.find((queue) => queue.name === MEDIA_QUEUE);
  const failed = async () => (await (await asAdmin('/api/admin/jobs/media/failed')).json()) as Page<FailedJob>;
  const problems = async () =>
    ((await (await asAdmin('/api/admin/overview')).json()) as { platform: { status: string; problems: Array<{ message: string }> } }).platform;
  const photoStatus = async (photoId: string) =>
    ((await (await photographer.client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: Array<{ id: string; status: string }> }).items.find(
      (photo) => photo.id === photoId,
    )?.status;
  const upload = async (title: string) => {
    const body = new FormData();
    body.append('title', title);
    body.append('category', 'other');
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    body.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${title}.jpg`);
    const response = await photographer.client.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const originalKey = async (photoId: string) => {
    for await (const object of storage.list(`photo/${photographer.id}/${photoId}/`)) return object.key;
    throw new Error(`no file of photo ${photoId}`);
  };

  beforeAll(async () => {
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: GATEWAY_PORT + 1,
      admin: true,
      mediaWorker: true,
      env: {
        auth: { ADMIN_EMAILS: ADMIN_EMAIL },
        media: ALL_PREFIXES,
        'media-worker': { ...ALL_PREFIXES, MEDIA_WORKER_CONCURRENCY: '1' },
        portfolio: ALL_PREFIXES,
        integrations: ALL_PREFIXES,
        'integrations-worker': ALL_PREFIXES,
      },
    });
    photographer = await signUpThroughGateway(GATEWAY, 'jobsphoto', run);
    admin = (await signInThroughGateway(GATEWAY, { email: ADMIN_EMAIL, username: `admin_${run}`, password: 'correct horse battery' }, { signUp: true })).client;
    // Portfolio asks media for the seeded banners' renditions and palettes, on this test's media queue: once they are
    // in and the queue is idle, it is emptied, so the tab shows only what this file queues.
    const banners = async () => (await (await fetch(`${GATEWAY}/api/hero-images`)).json()) as Array<{ colorAnalysisComplete: boolean }>;
    await until('the seeded banners processed', banners, (list) => list.length >= 4 && list.every((banner) => banner.colorAnalysisComplete), 120_000);
    await until('the media queue idle', media, (queue) => !!queue && queue.counts.waiting + queue.counts.active + queue.counts.delayed === 0);
    const mediaJobs = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
    await mediaJobs.obliterate({ force: true });
    await mediaJobs.close();
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    for (const definition of JOB_QUEUES) {
      const queue = new Queue(definition.name, { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: PREFIX });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('names the queue whose owner stopped answering, reads the others, and shows it again once its owner is back', async () => {
    const portfolio = stack.process('portfolio');
    process.kill(portfolio.pid, 'SIGSTOP');
    try {
      // The first read after the freeze already answers: the frozen owner is given less time than the whole tab.
      const response = await asAdmin('/api/admin/jobs');
      expect(response.status).toBe(200);
      const whileDown = (await response.json()) as JobQueues;
      expect(whileDown.unavailable).toEqual([
        {
          name: 'portfolio',
          owner: 'portfolio',
          message: 'The portfolio queue cannot be read right now: the portfolio service is not answering. Please try again in a moment.',
        },
      ]);
      expect(whileDown.queues.map((queue) => queue.name)).toEqual(JOB_QUEUES.map((queue) => queue.name).filter((name) => name !== 'portfolio'));
    } finally {
      process.kill(portfolio.pid, 'SIGCONT');
    }
    const back = await until('the portfolio queue read again', queues, (body) => body.unavailable.length === 0);
    expect(back.queues.map((queue) => queue.name)).toEqual(JOB_QUEUES.map((queue) => queue.name));
  });

  it('shows every queue of the job registry with its counts and the last hour', async () => {
    const body = await queues();
    expect(body.queues.map((queue) => queue.name)).toEqual(JOB_QUEUES.map((queue) => queue.name));
    expect(body.unavailable).toEqual([]);
    expect(body.queues[0]).toMatchObject({ paused: false, counts: { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 } });
    expect(body.queues[0]?.perMinute).toHaveLength(60);
  });

  it('answers 404 with a message for an unknown queue or job, 400 for a bad queue name', async () => {
    const unknownQueue = await asAdmin('/api/admin/jobs/prints/failed');
    expect(unknownQueue.status).toBe(404);
    expect(await unknownQueue.json()).toMatchObject({ message: 'There is no "prints" queue.' });
    const unknownJob = await asAdmin('/api/admin/jobs/media/optimise-nothing/retry', { method: 'POST' });
    expect(unknownJob.status).toBe(404);
    expect(await unknownJob.json()).toMatchObject({ message: 'There is no job "optimise-nothing" in the media queue.' });
    expect((await asAdmin('/api/admin/jobs/Media!/failed')).status).toBe(400);
  });

  it('fails a photo whose original was removed, lists it, and runs it again on retry; remove takes a failed job away', async () => {
    const paused = await asAdmin('/api/admin/jobs/media/pause', { method: 'POST' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ name: 'media', paused: true });
    expect((await problems()).problems.map((problem) => problem.message)).toContain('The media queue is paused.');

    // Queued while the queue is paused: the originals go before the worker reads them.
    const kept = await upload('Kept');
    const dropped = await upload('Dropped');
    await until('both jobs waiting', media, (queue) => queue?.counts.waiting === 2);
    const keptKey = await originalKey(kept);
    const keptBytes = Buffer.concat(await (await storage.get(keptKey)).body.toArray());
    await storage.delete(keptKey);
    await storage.delete(await originalKey(dropped));

    const resumed = await asAdmin('/api/admin/jobs/media/resume', { method: 'POST' });
    expect(await resumed.json()).toMatchObject({ name: 'media', paused: false });

    const page = await until('two failed jobs', failed, (body) => body.items.length === 2);
    expect(page.total).toBe(2);
    const keptJob = page.items.find((job) => job.subjects.some((subject) => subject.id === kept));
    expect(keptJob).toMatchObject({
      queue: 'media',
      name: 'optimise',
      error: `The original of photo ${kept} is missing`,
      attemptsMade: 1,
      attempts: 5,
      subjects: expect.arrayContaining([
        { label: 'Photo', id: kept },
        { label: 'User', id: photographer.id },
      ]),
    });
    expect(Date.parse(keptJob?.failedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const droppedJob = page.items.find((job) => job !== keptJob) as FailedJob;

    const status = await problems();
    expect(status.status).toBe('degraded');
    expect(status.problems.map((problem) => problem.message)).toContain('The media queue has 2 failed jobs from the last hour.');
    const summary = await media();
    expect(summary?.counts.failed).toBe(2);
    expect(summary?.perMinute.reduce((sum, minute) => sum + minute.failed, 0)).toBe(2);

    // The original is back: retry runs the job again and the photo becomes ready.
    await storage.put(keptKey, keptBytes, { contentType: 'image/jpeg' });
    const retried = await asAdmin(`/api/admin/jobs/media/${encodeURIComponent(keptJob?.id ?? '')}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    await until(
      'the retried photo ready',
      () => photoStatus(kept),
      (value) => value === 'ready',
      60_000,
    );
    expect((await failed()).items.map((job) => job.id)).toEqual([droppedJob.id]);
    const again = await asAdmin(`/api/admin/jobs/media/${encodeURIComponent(keptJob?.id ?? '')}/retry`, { method: 'POST' });
    expect(again.status).toBe(409);

    const removed = await asAdmin(`/api/admin/jobs/media/${encodeURIComponent(droppedJob.id)}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await failed()).items).toEqual([]);
    expect((await problems()).problems.filter((problem) => problem.message.startsWith('The media queue'))).toEqual([]);
    expect((await media())?.perMinute.reduce((sum, minute) => sum + minute.completed, 0)).toBeGreaterThanOrEqual(1);

    const audit = (await (await asAdmin('/api/admin/audit')).json()) as { items: Array<{ action: string; target: { id: string } }> };
    expect(audit.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['queue.pause', 'queue.resume', 'job.retry', 'job.remove']));
    expect(audit.items.find((entry) => entry.action === 'job.retry')?.target.id).toBe(`media/${keptJob?.id}`);
  }, 120_000);

  it('opens no queue in the admin service or the gateway: their Redis accounts cannot reach a queue key', async () => {
    for (const process of ['admin', 'gateway'] as const) {
      const { REDIS_URL } = testProfile.envFor(process);
      if (!REDIS_URL) throw new Error(`${process} has no Redis account`);
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
      try {
        for (const queue of JOB_QUEUES) await expect(redis.llen(`${PREFIX}:${queue.name}:wait`)).rejects.toThrow(/NOPERM/);
      } finally {
        redis.disconnect();
      }
    }
  });

  it('Bull Board answers 401 signed out, 403 to a photographer, and shows the queues to an admin', async () => {
    const anonymous = await fetch(`${GATEWAY}/admin/queues`);
    expect(anonymous.status).toBe(401);
    const asPhotographer = await photographer.client.request(`${GATEWAY}/admin/queues/api/queues`);
    expect(asPhotographer.status).toBe(403);
    expect(await asPhotographer.json()).toMatchObject({ message: 'This area is for administrators only.' });

    const page = await asAdmin('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await asAdmin('/admin/queues/api/queues');
    expect(api.status).toBe(200);
    const names = ((await api.json()) as { queues: Array<{ name: string }> }).queues.map((queue) => queue.name);
    expect(names.sort()).toEqual(JOB_QUEUES.map((queue) => queue.name).sort());

    // Its pages read the media queue through media: the retried job, completed, with its state and logs.
    const board = await asAdmin('/admin/queues/api/queues?activeQueue=media&status=completed&page=1&jobsPerPage=10');
    const mediaOnBoard = (
      (await board.json()) as { queues: Array<{ name: string; counts: Record<string, number>; jobs: Array<{ id: string; name: string }> }> }
    ).queues.find((queue) => queue.name === MEDIA_QUEUE);
    expect(mediaOnBoard?.counts['completed']).toBeGreaterThanOrEqual(1);
    const optimise = mediaOnBoard?.jobs.find((job) => job.name === 'optimise');
    expect(optimise).toBeDefined();
    const jobPage = await asAdmin(`/admin/queues/api/queues/media/${encodeURIComponent(optimise?.id ?? '')}`);
    expect(jobPage.status).toBe(200);
    expect(await jobPage.json()).toMatchObject({ status: 'completed', job: { id: optimise?.id, name: 'optimise' } });
    const logs = await asAdmin(`/admin/queues/api/queues/media/${encodeURIComponent(optimise?.id ?? '')}/logs`);
    expect(Array.isArray(await logs.json())).toBe(true);
    expect((await asAdmin('/admin/queues/api/queues/media/missing-job')).status).toBe(404);
    expect(((await (await asAdmin('/admin/queues/api/redis/stats')).json()) as { version?: string }).version).toMatch(/^\d+\./);
    // Read-only: Bull Board refuses to change a queue.
    expect((await asAdmin('/admin/queues/api/queues/media/pause', { method: 'PUT' })).status).toBe(405);
  });
});
