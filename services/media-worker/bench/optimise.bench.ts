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
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { REPO_ROOT } from '@lumafolio/dev-stack';
import exifr from 'exifr';
import { Vibrant } from 'node-vibrant/node';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  best,
  buildCorpus,
  infraPid,
  ms,
  openBenchDatabase,
  openQueue,
  out,
  ownCpuMs,
  startStubAi,
  startWorker,
  testInfraUp,
  type BatchRun,
  type Release,
} from './pipeline-bench.ts';

// The worker's own settings, so bare sharp does exactly its encodes.
const { VARIANT_WIDTHS, WEBP_QUALITY, WEBP_EFFORT, PLACEHOLDER_MAX } = await import('../dist/variants.js');
const WIDTHS: number[] = [...VARIANT_WIDTHS];
const PALETTE_SAMPLE = 200;

const TARGET_VS_SHARP = 1.2;

// ------------------------------------------------------------------ corpus
const work = mkdtempSync(join(tmpdir(), 'lumafolio-media-bench-'));
const { originals, totalMp } = await buildCorpus(work);
const corpus = originals.map((o) => o.file);

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

// ------------------------------------------------------------------ pipeline
const ai = await startStubAi();
testInfraUp();
const db = await openBenchDatabase('mw_bench');

/** A release's worker process and its own queue, started once and kept for every round. */
async function openRelease(release: Release, concurrency: number) {
  const queue = await openQueue(release, db.photos);
  const worker = await startWorker(release, { mongoUri: db.mongoUri, aiUrl: ai.url, concurrency });
  const pids = { worker: worker.pid, ferretdb: infraPid('ferretdb'), redis: infraPid('redis') };
  return {
    release,
    runSet: () => queue.runBatch(originals, pids),
    async close() {
      await worker.stop(10_000);
      await queue.close();
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
const suffix = Date.now().toString(36);
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
const pipelineRuns = new Map<Release, BatchRun[]>(releases.map((release) => [release, []]));
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
out(`AI requests answered by the stub: ${ai.calls.length} (mean body ${ms(ai.calls.reduce((a, b) => a + b, 0) / Math.max(1, ai.calls.length) / 1024)} KiB)`);

ai.close();
await db.close();
rmSync(work, { recursive: true, force: true });
