// The optimise job END TO END (enqueue on BullMQ → the real, compiled media-worker process →
// local-disk storage → the photo document 'ready' in FerretDB) next to the same encodes
// (auto-orient, WebP 400/800/1600/2400 px at the worker's quality/effort, one decode at the
// largest width) done by bare sharp in-process and by Debian's ImageMagick, all measured in
// the same run, one variant after another. Also: does AVIF pay for a 1600 px variant?
//
//   npm run bench:media           (= node services/media-worker/bench/optimise.bench.ts)
//   BENCH_WORKER_CONCURRENCY=1 npm run bench:media   (the worker's concurrency; default: cores + 1, as in the worker)
//
// Infrastructure: the TEST profile (Redis :16379, FerretDB :37017), started with
//   REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 \
//     DATA_DIR=.data/test bash deploy/local/infra.sh up
// if it is not running (it is never stopped here). Isolation: a unique BullMQ prefix, a
// unique database and a temp storage directory, all removed at the end.
// Needs the compiled worker and libs (`npm run build`) and ImageMagick (`convert`/`magick`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile, REPO_ROOT, startService } from '@lumafolio/dev-stack';
import { MEDIA_QUEUE, mediaJobId } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, PhotoRepository } from '@lumafolio/dal';
import { LocalDiskStorage } from '@lumafolio/storage';
import { Queue, QueueEvents } from 'bullmq';
import sharp from 'sharp';

// The worker's own settings and encoder (compiled), so bare sharp does exactly its encodes.
const { VARIANT_WIDTHS, WEBP_QUALITY, WEBP_EFFORT } = await import('../dist/variants.js');
const { encodeWebpVariants } = await import('../dist/encode-variants.js');
const { openOriginal } = await import('../dist/original-image.js');
const WIDTHS: number[] = [...VARIANT_WIDTHS];

const TARGET_VS_SHARP = 1.15;
const TARGET_VS_MAGICK = 0.25;

const ELEPHANTS = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';
const NATURE = '/usr/share/backgrounds/mate/nature';
const UPSCALED = ['TwoWings.jpg', 'RainDrops.jpg', 'Wood.jpg', 'LadyBird.jpg', 'Storm.jpg', 'Garden.jpg', 'Dune.jpg'];
const USER = 'benchuser';

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (t: number) => `${Math.round(t)}`;

// ------------------------------------------------------------------ ImageMagick, or exit 2
function findMagick(): string[] | null {
  for (const cmd of [['magick'], ['convert']]) {
    const r = spawnSync(cmd[0] as string, [...cmd.slice(1), '-version'], { encoding: 'utf8' });
    // A look-alike `convert` (not ImageMagick) does not count.
    if (r.status === 0 && /^Version: ImageMagick/m.test(r.stdout)) return cmd;
  }
  return null;
}
const found = findMagick();
if (!found) {
  process.stderr.write('ImageMagick (`magick` or `convert`) is not installed. Install it with:\n\n  apt-get install -y imagemagick\n\n(as root, or prefixed with sudo), then run the benchmark again.\n');
  process.exit(2);
}
const magick: string[] = found;
const magickVersion = (spawnSync(magick[0] as string, ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? '').replace(/^Version: /, '');

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

// ------------------------------------------------------------------ bare sharp
/** Exactly the worker's encodes (one decode at the largest width, smaller ones resized from it), in-process. */
async function sharpSameEncodes(input: string, outDir: string): Promise<void> {
  const original = await openOriginal(await readFile(input));
  const variants: { width: number; webp: Buffer }[] = await encodeWebpVariants(original, WIDTHS.filter((w) => w <= original.width));
  await Promise.all(variants.map(({ width: w, webp }) => writeFile(join(outDir, `w${w}.webp`), webp)));
}

/** For comparison only: one full-resolution decode to raw pixels, every width resized from it. */
async function sharpFullDecode(input: string, outDir: string): Promise<void> {
  const { data, info } = await sharp(await readFile(input), { failOn: 'error', sequentialRead: true }).rotate().raw().toBuffer({ resolveWithObject: true });
  const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await Promise.all(
    WIDTHS.filter((w) => w < info.width).map(async (width) => {
      const webp = await base.clone().resize({ width }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
      await writeFile(join(outDir, `w${width}.webp`), webp);
    }),
  );
}

// ------------------------------------------------------------------ ImageMagick
/**
 * One process per photo, one decode. `cascade` is the worker's recipe (largest width first,
 * each smaller one resized from the previous result, libjpeg's shrink-on-load through
 * `jpeg:size`); otherwise every width is resized from the full-resolution image.
 */
function magickArgs(input: string, outDir: string, cascade: boolean): string[] {
  const widths = [...WIDTHS].sort((a, b) => b - a);
  const largest = widths[0] as number;
  const args = [...magick.slice(1)];
  if (cascade) args.push('-define', `jpeg:size=${largest}x${largest}`);
  args.push(input, '-auto-orient', '-strip', '-quality', String(WEBP_QUALITY), '-define', `webp:method=${WEBP_EFFORT}`);
  for (const w of widths.slice(0, -1)) {
    if (cascade) args.push('-resize', `${w}x>`, '-write', join(outDir, `w${w}.webp`));
    else args.push('(', '+clone', '-resize', `${w}x>`, '-write', join(outDir, `w${w}.webp`), '+delete', ')');
  }
  args.push('-resize', `${widths.at(-1)}x>`, join(outDir, `w${widths.at(-1)}.webp`));
  return args;
}

function runMagick(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(magick[0] as string, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ImageMagick exited ${code}: ${stderr}`))));
  });
}
const magickFromFull = (input: string, outDir: string) => runMagick(magickArgs(input, outDir, false));
const magickCascade = (input: string, outDir: string) => runMagick(magickArgs(input, outDir, true));

/** Runs `fn` over the whole corpus, `parallel` photos at a time; returns the wall time (ms). */
async function runSet(fn: (input: string, outDir: string) => Promise<void>, parallel: number, tag: string): Promise<number> {
  const queue = corpus.map((file, i) => ({ file, dir: join(work, `${tag}-${i}`) }));
  for (const q of queue) mkdirSync(q.dir, { recursive: true });
  const started = performance.now();
  const lanes = Array.from({ length: parallel }, async () => {
    for (let q = queue.shift(); q; q = queue.shift()) await fn(q.file, q.dir);
  });
  await Promise.all(lanes);
  return performance.now() - started;
}

// ------------------------------------------------------------------ pipeline
const test = profile('test');
const suffix = randomBytes(4).toString('hex');
const prefix = `mwbench-${suffix}`;
const mongoUri = test.serviceEnv.MONGODB_URI.replace(/\/[^/]*$/, `/mw_bench_${suffix}`);
const connection = { url: test.serviceEnv.REDIS_URL, maxRetriesPerRequest: null };
const storageDir = join(work, 'storage');
mkdirSync(storageDir);

const up = spawnSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...test.infraEnv } });
if (up.status !== 0) throw new Error('the test-profile infrastructure did not come up');

const db = await new MongoDatabase({ uri: mongoUri }).connect();
const photos = new PhotoRepository(db.connection);
const storage = new LocalDiskStorage({ rootDir: storageDir });
const queue = new Queue(MEDIA_QUEUE, { connection, prefix });
const events = new QueueEvents(MEDIA_QUEUE, { connection, prefix });
await events.waitUntilReady();

interface JobTimings { decodeMs: number; encodeMs: number; storeMs: number; totalMs: number }
const jobTimings = new Map<string, JobTimings>();
events.on('completed', ({ jobId, returnvalue }) => {
  const value = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as { timings?: JobTimings };
  if (value?.timings) jobTimings.set(jobId, value.timings);
});

async function startWorker(concurrency: number) {
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const worker = startService('media-worker', test, {
    output: (_name, line) => {
      if (line.includes('media worker ready')) ready();
      else if (/"level":(50|60)/.test(line)) process.stderr.write(`media-worker| ${line}\n`);
    },
    env: {
      MONGODB_URI: mongoUri,
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: storageDir,
      MEDIA_QUEUE_PREFIX: prefix,
      MEDIA_WORKER_CONCURRENCY: String(concurrency),
      // No local vision model warming up in the background while we measure (ai-tag is not run).
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      LOG_LEVEL: 'info',
    },
  });
  await Promise.race([isReady, worker.exited.then((code) => { throw new Error(`media-worker exited (${code}) before it was ready`); })]);
  return worker;
}

let photoSeq = 0;
/** What the upload does before enqueueing: the original in storage, the document 'processing'. */
async function addPhoto(original: Buffer): Promise<{ photoId: string; storageKey: string }> {
  const photoId = `bench${String(photoSeq++).padStart(3, '0')}`;
  const storageKey = `photo/${USER}/${photoId}/original`;
  const { bytes } = await storage.put(storageKey, original, { contentType: 'image/jpeg' });
  await photos.insert(newPhotoDocument({ _id: photoId, userId: USER, originalKey: storageKey, mimeType: 'image/jpeg', originalBytes: bytes, category: 'nature' }));
  return { photoId, storageKey };
}

interface PipelineRun { wallMs: number; jobs: { photoId: string; waitMs: number; runMs: number; timings?: JobTimings }[] }

/** Enqueue the whole set at once; the clock stops when every document is 'ready'. */
async function pipelineSet(): Promise<PipelineRun> {
  const added = [];
  for (const o of originals) added.push(await addPhoto(o.data));
  // Completion events, not polling: polling FerretDB every few ms steals CPU from the worker on 2 cores.
  const pending = new Set(added.map((a) => mediaJobId('optimise', a.photoId)));
  let allDone!: () => void;
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const onDone = ({ jobId }: { jobId: string }) => {
    pending.delete(jobId);
    if (pending.size === 0) allDone();
  };
  const onFailed = ({ jobId, failedReason }: { jobId: string; failedReason: string }) => pending.has(jobId) && process.stderr.write(`job ${jobId} failed: ${failedReason}\n`);
  events.on('completed', onDone);
  events.on('failed', onFailed);
  const started = performance.now();
  await queue.addBulk(added.map(({ photoId, storageKey }) => ({
    name: 'optimise',
    data: { userId: USER, photoId, storageKey },
    opts: { jobId: mediaJobId('optimise', photoId), attempts: 3, backoff: { type: 'fixed', delay: 200 } },
  })));
  await Promise.race([done, sleep(120_000).then(() => { throw new Error(`pipeline: ${pending.size} photos not done after 120 s`); })]);
  const wallMs = performance.now() - started;
  events.off('completed', onDone);
  events.off('failed', onFailed);
  // The job completes only after its document update: every photo must be 'ready' by now.
  for (const { photoId } of added) {
    const doc = await photos.findById(photoId);
    if (doc?.status !== 'ready') throw new Error(`photo ${photoId} is '${doc?.status}', not 'ready'`);
  }
  const jobs = [];
  for (const { photoId } of added) {
    const job = await queue.getJob(mediaJobId('optimise', photoId));
    const wait = (job?.processedOn ?? 0) - (job?.timestamp ?? 0);
    jobs.push({ photoId, waitMs: wait, runMs: (job?.finishedOn ?? 0) - (job?.processedOn ?? 0), timings: jobTimings.get(mediaJobId('optimise', photoId)) });
  }
  return { wallMs, jobs };
}

// ------------------------------------------------------------------ AVIF vs WebP, 1600 px
async function avifCheck() {
  const { data, info } = await sharp(readFileSync(ELEPHANTS)).rotate().raw().toBuffer({ resolveWithObject: true });
  const resized = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width: 1600 }).raw().toBuffer({ resolveWithObject: true });
  const src = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
  const variants: [string, () => Promise<Buffer>][] = [
    [`WebP q${WEBP_QUALITY} effort ${WEBP_EFFORT} (worker)`, () => src().webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer()],
    ['AVIF q50 effort 4 (sharp default)', () => src().avif({ quality: 50, effort: 4 }).toBuffer()],
    ['AVIF q50 effort 2', () => src().avif({ quality: 50, effort: 2 }).toBuffer()],
    ['AVIF q50 effort 0', () => src().avif({ quality: 50, effort: 0 }).toBuffer()],
  ];
  const rows = [];
  for (const [name, encode] of variants) {
    await encode(); // warm-up
    const t = performance.now();
    const buf = await encode();
    rows.push({ name, ms: performance.now() - t, bytes: buf.length });
  }
  return rows;
}

// ------------------------------------------------------------------ run
out(`media optimise benchmark · test profile · ${availableParallelism()} cores · sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}) · ${magickVersion}`);
out(`corpus: ${originals.map((o) => `${o.name} (${(o.bytes / 1e6).toFixed(1)} MB)`).join(', ')} = ${originals.length} photos, ${totalMp.toFixed(1)} MP`);
out(`encodes per photo: auto-orient, WebP ${WIDTHS.join('/')} px, quality ${WEBP_QUALITY}, effort ${WEBP_EFFORT}; the pipeline adds ThumbHash, EXIF, storage and the document`);
out();

const results: { name: string; wallMs: number }[] = [];
const workerConcurrency = Number(process.env.BENCH_WORKER_CONCURRENCY ?? availableParallelism() + 1);
const worker = await startWorker(workerConcurrency);
let pipeline: PipelineRun;
try {
  await pipelineSet(); // warm-up: the whole set once (JIT, connections, page cache)
  pipeline = await pipelineSet();
  results.push({ name: `pipeline: queue → worker (concurrency ${workerConcurrency}) → storage → db`, wallMs: pipeline.wallMs });
} finally {
  await worker.stop(10_000);
}

await runSet(sharpSameEncodes, 1, 'warm-sharp');
const sharp1 = await runSet(sharpSameEncodes, 1, 'sharp1');
const sharp2 = await runSet(sharpSameEncodes, 2, 'sharp2');
const sharp3 = await runSet(sharpSameEncodes, 3, 'sharp3');
results.push(
  { name: 'bare sharp, same encodes, 1 photo at a time', wallMs: sharp1 },
  { name: 'bare sharp, same encodes, 2 photos at a time', wallMs: sharp2 },
  { name: 'bare sharp, same encodes, 3 photos at a time', wallMs: sharp3 },
);
results.push({ name: '(info) sharp, one full-resolution decode for all', wallMs: await runSet(sharpFullDecode, 1, 'full1') });

mkdirSync(join(work, 'warm-magick'));
await magickCascade(ELEPHANTS, join(work, 'warm-magick'));
const magick1 = await runSet(magickCascade, 1, 'magick1');
const magick2 = await runSet(magickCascade, 2, 'magick2');
results.push({ name: 'ImageMagick, same recipe, 1 photo at a time', wallMs: magick1 }, { name: 'ImageMagick, same recipe, 2 photos at a time', wallMs: magick2 });
const magickFull2 = await runSet(magickFromFull, 2, 'magickfull2');
results.push({ name: 'ImageMagick, every width from full size, 2 at a time', wallMs: magickFull2 });

const avif = await avifCheck();

const n = originals.length;
const sharpBest = Math.min(sharp1, sharp2, sharp3);
const magickBest = Math.min(magick1, magick2, magickFull2);
out(`${'variant'.padEnd(58)}${'wall ms'.padStart(9)}${'ms/photo'.padStart(10)}${'photos/s'.padStart(10)}${'MP/s'.padStart(8)}`);
for (const r of results) {
  out(`${r.name.padEnd(58)}${ms(r.wallMs).padStart(9)}${ms(r.wallMs / n).padStart(10)}${(n / (r.wallMs / 1000)).toFixed(2).padStart(10)}${(totalMp / (r.wallMs / 1000)).toFixed(1).padStart(8)}`);
}
out();
const vsSharp = pipeline.wallMs / sharpBest;
const vsMagick = pipeline.wallMs / magickBest;
out(`pipeline ÷ bare sharp (best of 1/2/3 at a time): ${vsSharp.toFixed(3)}×   target ≤ ${TARGET_VS_SHARP}×   ${vsSharp <= TARGET_VS_SHARP ? 'MET' : 'NOT MET'}`);
out(`pipeline ÷ ImageMagick (its fastest run above): ${vsMagick.toFixed(3)}×   target ≤ ${TARGET_VS_MAGICK}×   ${vsMagick <= TARGET_VS_MAGICK ? 'MET' : 'NOT MET'}`);
out();
out('pipeline jobs (measured run): queued→active, active→done, and the worker\'s own timings');
out(`${'photo'.padEnd(30)}${'wait'.padStart(7)}${'run'.padStart(7)}${'decode'.padStart(8)}${'encode'.padStart(8)}${'store'.padStart(7)}${'total'.padStart(7)}`);
pipeline.jobs.forEach((j, i) => {
  const t = j.timings;
  out(`${(originals[i]?.name ?? j.photoId).padEnd(30)}${ms(j.waitMs).padStart(7)}${ms(j.runMs).padStart(7)}${(t ? ms(t.decodeMs) : '-').padStart(8)}${(t ? ms(t.encodeMs) : '-').padStart(8)}${(t ? ms(t.storeMs) : '-').padStart(7)}${(t ? ms(t.totalMs) : '-').padStart(7)}`);
});
out();
out('AVIF vs WebP, elephants at 1600 px (resize excluded, encode only)');
const webpRow = avif[0] as (typeof avif)[number];
for (const r of avif) {
  out(`${r.name.padEnd(40)}${`${ms(r.ms)} ms`.padStart(9)}${`${(r.bytes / 1024).toFixed(0)} KiB`.padStart(10)}   ${(r.ms / webpRow.ms).toFixed(1)}× time, ${((r.bytes / webpRow.bytes) * 100).toFixed(0)} % bytes`);
}

await queue.obliterate({ force: true });
await Promise.all([events.close(), queue.close()]);
await db.connection.dropDatabase();
await db.disconnect();
rmSync(work, { recursive: true, force: true });
