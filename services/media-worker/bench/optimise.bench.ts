// The WHOLE pipeline of a photo, end to end: the media service's own producer queues what a
// new photo gets → the real, compiled media-worker process runs every job of it (variants,
// placeholder, EXIF, palette, AI tags) → local-disk storage → the document 'ready' with its
// palette and AI tags in FerretDB. Next to it, in the same run, bare sharp doing the same
// work ONCE in-process: one read, one decode at the largest width, the four WebP variants,
// the ThumbHash, the palette sample (node-vibrant) and EXIF (exifr); the AI is given a variant.
//
// The AI model itself is not measured: the worker talks to a stub OpenAI-compatible server
// in this process that answers at once, so the figure is the pipeline's own cost.
//
//   npm run bench:media           (= node services/media-worker/bench/optimise.bench.ts)
//   BENCH_WORKER_CONCURRENCY=1 npm run bench:media       (default: cores + 1, as in the worker)
//   BENCH_ROUNDS=5 npm run bench:media                   (interleaved rounds, best of each kept; default 3)
//   BENCH_BEFORE_ROOT=/path/to/an/older/checkout npm run bench:media
//       also runs that checkout's compiled worker and producer through the same corpus, in
//       the same run (it needs its own `npm run build`); the before/after comparison.
//
// Infrastructure: the TEST profile (Redis :16379, FerretDB :37017), started with
//   REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 \
//     DATA_DIR=.data/test bash deploy/local/infra.sh up
// if it is not running (it is never stopped here). Isolation: a unique BullMQ prefix, a
// unique database and a temp storage directory, all removed at the end.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile, REPO_ROOT, startProcess } from '@lumafolio/dev-stack';
import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, PhotoRepository } from '@lumafolio/dal';
import { MediaJobs } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue, QueueEvents } from 'bullmq';
import exifr from 'exifr';
import { Vibrant } from 'node-vibrant/node';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

// The worker's own settings, so bare sharp does exactly its encodes.
const { VARIANT_WIDTHS, WEBP_QUALITY, WEBP_EFFORT, PLACEHOLDER_MAX } = await import('../dist/variants.js');
const WIDTHS: number[] = [...VARIANT_WIDTHS];
const PALETTE_SAMPLE = 200;

const TARGET_VS_SHARP = 1.2;

const ELEPHANTS = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';
const NATURE = '/usr/share/backgrounds/mate/nature';
const UPSCALED = ['TwoWings.jpg', 'RainDrops.jpg', 'Wood.jpg', 'LadyBird.jpg', 'Storm.jpg', 'Garden.jpg', 'Dune.jpg'];
const USER = 'benchuser';

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (t: number) => `${Math.round(t)}`;

// ------------------------------------------------------------------ corpus
const work = mkdtempSync(join(tmpdir(), 'lumafolio-media-bench-'));
const corpusDir = join(work, 'corpus');
mkdirSync(corpusDir);
const corpus: string[] = [ELEPHANTS];
for (const name of UPSCALED) {
  const file = join(corpusDir, `${basename(name, '.jpg')}_6000x4000.jpg`);
  await sharp(join(NATURE, name)).resize(6000, 4000, { fit: 'cover' }).jpeg({ quality: 90 }).toFile(file);
  corpus.push(file);
}
const originals = corpus.map((file) => ({ file, name: basename(file), bytes: statSync(file).size, data: readFileSync(file) }));
const totalMp = (await Promise.all(corpus.map(async (f) => sharp(f).metadata()))).reduce((s, m) => s + ((m.width ?? 0) * (m.height ?? 0)) / 1e6, 0);

// ------------------------------------------------------------------ CPU time, per process
/** CPU time (user + system, ms) a process has used so far, from /proc. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
const infraPid = (name: string) => Number(readFileSync(join(REPO_ROOT, '.data/test/run', `${name}.pid`), 'utf8').trim());
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// ------------------------------------------------------------------ bare sharp, the same work once
/** One read, one decode at the largest width; every product made from those pixels, in parallel. */
async function bareSameWork(input: string, outDir: string): Promise<void> {
  const file = await readFile(input);
  const meta = await sharp(file, { failOn: 'error' }).metadata();
  const width = Math.max(...WIDTHS.filter((w) => w <= (meta.width ?? 0)));
  const { data, info } = await sharp(file, { failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const placeholder = async () => {
    const small = await pixels().resize(PLACEHOLDER_MAX, PLACEHOLDER_MAX, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return rgbaToThumbHash(small.info.width, small.info.height, small.data);
  };
  const palette = async () => {
    const sample = await pixels()
      .resize(PALETTE_SAMPLE, PALETTE_SAMPLE, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return Vibrant.from(sample).quality(1).getPalette();
  };
  await Promise.all([
    ...WIDTHS.filter((w) => w <= width).map(async (w) => {
      const webp = await (w >= info.width ? pixels() : pixels().resize({ width: w })).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
      await writeFile(join(outDir, `w${w}.webp`), webp);
    }),
    placeholder(),
    palette(),
    exifr.parse(file.subarray(0, 256 * 1024), { gps: false }).catch(() => undefined),
  ]);
  // The AI is given the 800 px variant as it is (it fits the AI's 1024 px box): no more pixel work.
}

/** Runs `fn` over the whole corpus, `parallel` photos at a time; returns the wall time (ms). */
let bareCpuMs = Number.POSITIVE_INFINITY;
async function runSet(fn: (input: string, outDir: string) => Promise<void>, parallel: number, tag: string): Promise<number> {
  const cpuBefore = ownCpuMs();
  const queue = corpus.map((file, i) => ({ file, dir: join(work, `${tag}-${i}`) }));
  for (const q of queue) mkdirSync(q.dir, { recursive: true });
  const started = performance.now();
  const lanes = Array.from({ length: parallel }, async () => {
    for (let q = queue.shift(); q; q = queue.shift()) await fn(q.file, q.dir);
  });
  await Promise.all(lanes);
  bareCpuMs = Math.min(bareCpuMs, ownCpuMs() - cpuBefore);
  return performance.now() - started;
}

// ------------------------------------------------------------------ a stub AI that answers at once
const aiCalls: number[] = [];
const ai = createServer((request: IncomingMessage, response: ServerResponse) => {
  let size = 0;
  request.on('data', (chunk: Buffer) => (size += chunk.length));
  request.on('end', () => {
    aiCalls.push(size);
    const content = JSON.stringify({ title: 'Bench Photo', category: 'nature', description: 'A photo.', tags: ['bench', 'photo'], alt: 'A benchmark photo.' });
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
await new Promise<void>((done) => ai.listen(0, '127.0.0.1', done));
const aiUrl = `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`;

// ------------------------------------------------------------------ pipeline
const test = profile('test');
const suffix = randomBytes(4).toString('hex');
const mongoUri = test.serviceEnv.MONGODB_URI.replace(/\/[^/]*$/, `/mw_bench_${suffix}`);
const connection = { url: test.serviceEnv.REDIS_URL, maxRetriesPerRequest: null };

const up = spawnSync('bash', ['deploy/local/infra.sh', 'up'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...test.infraEnv },
});
if (up.status !== 0) throw new Error('the test-profile infrastructure did not come up');

const db = await new MongoDatabase({ uri: mongoUri }).connect();
const photos = new PhotoRepository(db.connection);

interface Release {
  label: string;
  root: string;
  prefix: string;
  storageDir: string;
}

async function startWorker(release: Release, concurrency: number) {
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const worker = startProcess('media-worker', process.execPath, [join(release.root, 'services/media-worker/dist/main.js')], {
    cwd: release.root,
    output: (_name, line) => {
      if (line.includes('worker ready')) ready();
      else if (/"level":(50|60)/.test(line)) process.stderr.write(`media-worker| ${line}\n`);
    },
    env: {
      ...process.env,
      ...test.envFor('media-worker'),
      MONGODB_URI: mongoUri,
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: release.storageDir,
      MEDIA_QUEUE_PREFIX: release.prefix,
      MEDIA_WORKER_CONCURRENCY: String(concurrency),
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: aiUrl,
      OPENAI_API_KEY: 'bench',
      LOG_LEVEL: 'info',
    },
  });
  await Promise.race([
    isReady,
    worker.exited.then((code) => {
      throw new Error(`media-worker exited (${code}) before it was ready`);
    }),
  ]);
  return worker;
}

let photoSeq = 0;
/** What the way in does before queueing: the original in storage, the document 'processing'. */
async function addPhoto(storage: LocalDiskStorage, original: Buffer): Promise<{ userId: string; photoId: string; storageKey: string }> {
  const photoId = `bench${String(photoSeq++).padStart(3, '0')}`;
  const storageKey = `photo/${USER}/${photoId}/original`;
  const { bytes } = await storage.put(storageKey, original, { contentType: 'application/octet-stream' });
  await photos.insert(
    newPhotoDocument({ _id: photoId, userId: USER, originalKey: storageKey, mimeType: 'image/jpeg', originalBytes: bytes, category: 'nature' }),
  );
  return { userId: USER, photoId, storageKey };
}

interface PipelineRun {
  wallMs: number;
  jobs: Map<string, { count: number; runMs: number }>;
  cpuMs: Record<string, number>;
}

/**
 * Every photo of the set queued at once, by the release's own producer; the clock stops when
 * its queue holds no job at all any more (a job queues its follow-ups before it completes),
 * then every document must be ready, with its palette and AI tags.
 */
async function pipelineSet(release: Release, producer: MediaJobs, queue: Queue, events: QueueEvents, workerPid: number): Promise<PipelineRun> {
  const storage = new LocalDiskStorage({ rootDir: release.storageDir });
  const added = [];
  for (const o of originals) added.push(await addPhoto(storage, o.data));
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
  const pids = { worker: workerPid, ferretdb: infraPid('ferretdb'), redis: infraPid('redis') };
  const cpuAt = () => ({ ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMsOf(pid)])), bench: ownCpuMs() });
  const cpuBefore = cpuAt();
  const started = performance.now();
  for (const photo of added) await producer.add('optimise', photo);
  await Promise.race([
    done,
    sleep(180_000).then(() => {
      throw new Error(`${release.label}: jobs still pending after 180 s`);
    }),
  ]);
  const wallMs = performance.now() - started;
  const cpuAfter = cpuAt();
  const cpuMs = Object.fromEntries(Object.entries(cpuAfter).map(([name, ms]) => [name, ms - (cpuBefore[name as keyof typeof cpuBefore] ?? 0)]));
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

/** A release's worker process and its own queue, started once and kept for every round. */
async function openRelease(release: Release, concurrency: number) {
  mkdirSync(release.storageDir, { recursive: true });
  // The jobs' names, payloads and ids are the registry's, the same for every release.
  const producer = new MediaJobs({ redisUrl: test.serviceEnv.REDIS_URL, prefix: release.prefix });
  const queue = new Queue(MEDIA_QUEUE, { connection, prefix: release.prefix });
  const events = new QueueEvents(MEDIA_QUEUE, { connection, prefix: release.prefix });
  await events.waitUntilReady();
  const worker = await startWorker(release, concurrency);
  return {
    release,
    runSet: () => pipelineSet(release, producer, queue, events, worker.pid),
    async close() {
      await worker.stop(10_000);
      await queue.obliterate({ force: true });
      await Promise.all([events.close(), queue.close(), producer.close()]);
    },
  };
}

// ------------------------------------------------------------------ run
out(`media pipeline benchmark · test profile · ${availableParallelism()} cores · sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`);
out(`corpus: ${originals.map((o) => `${o.name} (${(o.bytes / 1e6).toFixed(1)} MB)`).join(', ')} = ${originals.length} photos, ${totalMp.toFixed(1)} MP`);
out(
  `work per photo: auto-orient, WebP ${WIDTHS.join('/')} px (quality ${WEBP_QUALITY}, effort ${WEBP_EFFORT}), ThumbHash, palette, EXIF, AI tags (stub model);`,
);
out(`the pipeline adds the queue, storage and the documents · best of ${Number(process.env.BENCH_ROUNDS ?? 3)} interleaved rounds each`);
out();

const concurrency = Number(process.env.BENCH_WORKER_CONCURRENCY ?? availableParallelism() + 1);
const releases: Release[] = [];
const beforeRoot = process.env.BENCH_BEFORE_ROOT;
if (beforeRoot)
  releases.push({
    label: `before (${basename(resolve(beforeRoot))})`,
    root: resolve(beforeRoot),
    prefix: `mwbench-before-${suffix}`,
    storageDir: join(work, 'storage-before'),
  });
releases.push({ label: 'this checkout', root: REPO_ROOT, prefix: `mwbench-${suffix}`, storageDir: join(work, 'storage') });

// The variants take turns, round after round, and each keeps its best round: on a shared
// machine, load that comes and goes then weighs on all of them alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const opened = [];
for (const release of releases) opened.push(await openRelease(release, concurrency));
const best = <T extends { wallMs: number }>(runs: T[]): T => runs.reduce((a, b) => (b.wallMs < a.wallMs ? b : a));
const pipelineRuns = new Map<Release, PipelineRun[]>(releases.map((release) => [release, []]));
const bareParallel = [1, 3];
const bareRuns = new Map<number, number[]>(bareParallel.map((parallel) => [parallel, []]));
try {
  // Warm-up: every variant once (JIT, connections, page cache, the AI client).
  for (const o of opened) await o.runSet();
  await runSet(bareSameWork, 1, 'warm-bare');
  for (let round = 0; round < rounds; round++) {
    for (const o of opened) pipelineRuns.get(o.release)?.push(await o.runSet());
    for (const parallel of bareParallel) bareRuns.get(parallel)?.push(await runSet(bareSameWork, parallel, `bare${parallel}-${round}`));
  }
} finally {
  for (const o of opened) await o.close();
}
const pipelines = releases.map((release) => ({ release, run: best(pipelineRuns.get(release) ?? []) }));
const bare = bareParallel.map((parallel) => ({ parallel, wallMs: Math.min(...(bareRuns.get(parallel) ?? [])) }));
const bareBest = Math.min(...bare.map((b) => b.wallMs));

const n = originals.length;
const row = (name: string, wallMs: number) =>
  out(
    `${name.padEnd(66)}${ms(wallMs).padStart(9)}${ms(wallMs / n).padStart(10)}${(n / (wallMs / 1000)).toFixed(2).padStart(10)}${(totalMp / (wallMs / 1000)).toFixed(1).padStart(8)}`,
  );
out(`${'variant'.padEnd(66)}${'wall ms'.padStart(9)}${'ms/photo'.padStart(10)}${'photos/s'.padStart(10)}${'MP/s'.padStart(8)}`);
for (const { release, run } of pipelines) row(`pipeline, every job of a photo, worker concurrency ${concurrency}: ${release.label}`, run.wallMs);
for (const b of bare) row(`bare sharp, same work once, ${b.parallel} photo${b.parallel > 1 ? 's' : ''} at a time`, b.wallMs);
out();
for (const { release, run } of pipelines) {
  const ratio = run.wallMs / bareBest;
  out(
    `pipeline ÷ bare sharp (best of 1 and 3 at a time), ${release.label}: ${ratio.toFixed(3)}×   target ≤ ${TARGET_VS_SHARP}×   ${ratio <= TARGET_VS_SHARP ? 'MET' : 'NOT MET'}`,
  );
}
out();
for (const { release, run } of pipelines) {
  const jobs = [...run.jobs.entries()].map(([name, j]) => `${name} ×${j.count} (${ms(j.runMs / j.count)} ms each)`).join(', ');
  out(`jobs run, ${release.label}: ${jobs}`);
}
out();
out("CPU time per photo (ms) in the best round: the pipeline's processes next to bare sharp's (its best set)");
for (const { release, run } of pipelines) {
  const parts = Object.entries(run.cpuMs)
    .map(([name, cpu]) => `${name} ${ms(cpu / n)}`)
    .join(', ');
  out(`${release.label}: ${parts}; total ${ms(Object.values(run.cpuMs).reduce((a, b) => a + b, 0) / n)}`);
}
out(`bare sharp: ${ms(bareCpuMs / n)}`);
out(`AI requests answered by the stub: ${aiCalls.length} (mean body ${ms(aiCalls.reduce((a, b) => a + b, 0) / Math.max(1, aiCalls.length) / 1024)} KiB)`);

ai.close();
await db.connection.dropDatabase();
await db.disconnect();
rmSync(work, { recursive: true, force: true });
