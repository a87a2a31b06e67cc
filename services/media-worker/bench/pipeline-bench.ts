// What the media benchmarks share: the corpus of real photos, a stub AI that answers at
// once, compiled media-worker processes on the TEST profile, and one batch of photos run
// through the pipeline until the queue holds nothing (every document then 'ready').
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile, REPO_ROOT, startProcess, type ManagedProcess } from '@lumafolio/dev-stack';
import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, PhotoRepository } from '@lumafolio/dal';
import { MediaJobs } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue, QueueEvents } from 'bullmq';
import sharp from 'sharp';

const ELEPHANTS = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';
const NATURE = '/usr/share/backgrounds/mate/nature';
const UPSCALED = ['TwoWings.jpg', 'RainDrops.jpg', 'Wood.jpg', 'LadyBird.jpg', 'Storm.jpg', 'Garden.jpg', 'Dune.jpg'];
const USER = 'benchuser';

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const ms = (t: number) => `${Math.round(t)}`;

export interface Original {
  file: string;
  name: string;
  bytes: number;
  data: Buffer;
}

/** The 5640×3172 Elephants and seven nature photos upscaled to 6000×4000 (camera-sized JPEGs). */
export async function buildCorpus(work: string): Promise<{ originals: Original[]; totalMp: number }> {
  const corpusDir = join(work, 'corpus');
  mkdirSync(corpusDir, { recursive: true });
  const files: string[] = [ELEPHANTS];
  for (const name of UPSCALED) {
    const file = join(corpusDir, `${basename(name, '.jpg')}_6000x4000.jpg`);
    await sharp(join(NATURE, name)).resize(6000, 4000, { fit: 'cover' }).jpeg({ quality: 90 }).toFile(file);
    files.push(file);
  }
  const originals = files.map((file) => ({ file, name: basename(file), bytes: statSync(file).size, data: readFileSync(file) }));
  const totalMp = (await Promise.all(files.map(async (f) => sharp(f).metadata()))).reduce((s, m) => s + ((m.width ?? 0) * (m.height ?? 0)) / 1e6, 0);
  return { originals, totalMp };
}

/** CPU time (user + system, ms) a process has used so far, from /proc. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** An OpenAI-compatible server answering every request at once: the AI model is not what is measured. */
export async function startStubAi(): Promise<{ url: string; calls: number[]; close(): void }> {
  const calls: number[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      calls.push(size);
      const content = JSON.stringify({
        title: 'Bench Photo',
        category: 'nature',
        description: 'A photo.',
        tags: ['bench', 'photo'],
        alt: 'A benchmark photo.',
      });
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'bench',
          object: 'chat.completion',
          created: 0,
          model: 'bench',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, calls, close: () => server.close() };
}

export const testProfile = profile('test');
const connection = { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null };
/** The pid of one of the test profile's infrastructure services (its CPU time is part of the pipeline's). */
export const infraPid = (name: string) =>
  Number(readFileSync(resolve(REPO_ROOT, testProfile.infraEnv.DATA_DIR ?? '.data/test', 'run', `${name}.pid`), 'utf8').trim());
/** Photo ids stay unique across the releases and batches of a run (they share one database). */
let photoSeq = 0;

/** The test profile's infrastructure (started if it is not running; never stopped here). */
export function testInfraUp(): void {
  const up = spawnSync('bash', ['deploy/local/infra.sh', 'up'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...testProfile.infraEnv },
  });
  if (up.status !== 0) throw new Error('the test-profile infrastructure did not come up');
}

/** A database of the benchmark's own (dropped by `close`). */
export async function openBenchDatabase(name: string) {
  const mongoUri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]*(?=\?|$)/, `/${name}_${randomBytes(4).toString('hex')}`);
  const db = await new MongoDatabase({ uri: mongoUri }).connect();
  return {
    mongoUri,
    photos: new PhotoRepository(db.connection),
    async close() {
      await db.connection.dropDatabase();
      await db.disconnect();
    },
  };
}

export interface Release {
  label: string;
  /** The checkout whose compiled worker runs. */
  root: string;
  prefix: string;
  storageDir: string;
}

export interface WorkerSettings {
  mongoUri: string;
  aiUrl: string;
  concurrency: number;
}

/** One compiled media-worker process of `release`, resolved once it reports ready. */
export async function startWorker(release: Release, settings: WorkerSettings, name = 'media-worker'): Promise<ManagedProcess> {
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const worker = startProcess(name, process.execPath, [join(release.root, 'services/media-worker/dist/main.bundle.js')], {
    cwd: release.root,
    output: (_name, line) => {
      if (line.includes('worker ready')) ready();
      else if (/"level":(50|60)/.test(line)) process.stderr.write(`${name}| ${line}\n`);
    },
    env: {
      ...process.env,
      ...testProfile.envFor('media-worker'),
      MONGODB_URI: settings.mongoUri,
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: release.storageDir,
      MEDIA_QUEUE_PREFIX: release.prefix,
      MEDIA_WORKER_CONCURRENCY: String(settings.concurrency),
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: settings.aiUrl,
      OPENAI_API_KEY: 'bench',
      LOG_LEVEL: 'info',
    },
  });
  await Promise.race([
    isReady,
    worker.exited.then((code) => {
      throw new Error(`${name} exited (${code}) before it was ready`);
    }),
  ]);
  return worker;
}

export interface BatchRun {
  wallMs: number;
  jobs: Map<string, { count: number; runMs: number }>;
  cpuMs: Record<string, number>;
}

/**
 * A release's queue and producer. `runBatch` stores the originals and their documents as the
 * way in does, queues every photo at once with the release's own producer, and stops the
 * clock when the queue holds no job at all (a job queues its follow-ups before it
 * completes); then every document must be ready, with its palette and AI tags.
 */
export async function openQueue(release: Release, photos: PhotoRepository) {
  mkdirSync(release.storageDir, { recursive: true });
  const producer = new MediaJobs({ redisUrl: testProfile.serviceEnv.REDIS_URL, prefix: release.prefix });
  const queue = new Queue(MEDIA_QUEUE, { connection, prefix: release.prefix });
  const events = new QueueEvents(MEDIA_QUEUE, { connection, prefix: release.prefix });
  await events.waitUntilReady();
  const storage = new LocalDiskStorage({ rootDir: release.storageDir });

  async function addPhoto(original: Buffer) {
    const photoId = `bench${String(photoSeq++).padStart(4, '0')}`;
    const storageKey = `photo/${USER}/${photoId}/original`;
    const { bytes } = await storage.put(storageKey, original, { contentType: 'application/octet-stream' });
    await photos.insert(
      newPhotoDocument({ _id: photoId, userId: USER, originalKey: storageKey, mimeType: 'image/jpeg', originalBytes: bytes, category: 'nature' }),
    );
    return { userId: USER, photoId, storageKey };
  }

  async function runBatch(originals: readonly Original[], cpuPids: Record<string, number>): Promise<BatchRun> {
    const added = [];
    for (const o of originals) added.push(await addPhoto(o.data));
    let drained!: () => void;
    const done = new Promise<void>((resolve) => (drained = resolve));
    const pending = async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
      return Object.values(counts).reduce((a, b) => a + b, 0);
    };
    // Completion events, not polling: polling FerretDB every few ms steals CPU from the worker on 2 cores.
    const onDone = async () => {
      if ((await pending()) === 0) drained();
    };
    const onFailed = ({ jobId, failedReason }: { jobId: string; failedReason: string }) => process.stderr.write(`job ${jobId} failed: ${failedReason}\n`);
    events.on('completed', onDone);
    events.on('failed', onFailed);
    const cpuAt = () => ({ ...Object.fromEntries(Object.entries(cpuPids).map(([name, pid]) => [name, cpuMsOf(pid)])), bench: ownCpuMs() });
    const cpuBefore = cpuAt();
    const started = performance.now();
    for (const photo of added) await producer.add('optimise', photo);
    await Promise.race([
      done,
      sleep(300_000).then(() => {
        throw new Error(`${release.label}: jobs still pending after 300 s`);
      }),
    ]);
    const wallMs = performance.now() - started;
    const cpuAfter = cpuAt();
    const cpuMs = Object.fromEntries(Object.entries(cpuAfter).map(([name, cpu]) => [name, cpu - (cpuBefore[name as keyof typeof cpuBefore] ?? 0)]));
    events.off('completed', onDone);
    events.off('failed', onFailed);
    for (const { photoId } of added) {
      const doc = await photos.findById(photoId);
      if (doc?.status !== 'ready' || !doc.palette || doc.aiTags.length === 0) {
        throw new Error(
          `${release.label}: photo ${photoId} is '${doc?.status}', palette ${doc?.palette ? 'set' : 'missing'}, ${doc?.aiTags.length ?? 0} AI tags`,
        );
      }
    }
    const jobs = new Map<string, { count: number; runMs: number }>();
    for (const job of await queue.getJobs(['completed'], 0, -1)) {
      if (!added.some(({ photoId }) => job.id?.endsWith(photoId))) continue;
      const entry = jobs.get(job.name) ?? { count: 0, runMs: 0 };
      entry.count += 1;
      entry.runMs += (job.finishedOn ?? 0) - (job.processedOn ?? 0);
      jobs.set(job.name, entry);
    }
    return { wallMs, jobs, cpuMs };
  }

  return {
    runBatch,
    async close() {
      await queue.obliterate({ force: true });
      await Promise.all([events.close(), queue.close(), producer.close()]);
    },
  };
}

/** The run with the lowest wall time: on a shared machine, load that comes and goes weighs on every variant alike. */
export const best = <T extends { wallMs: number }>(runs: T[]): T => runs.reduce((a, b) => (b.wallMs < a.wallMs ? b : a));
