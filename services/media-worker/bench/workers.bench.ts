// How the media pipeline grows with worker processes: the same batch of photos through 1, 2
// and 3 compiled media-worker processes sharing one queue, each batch every job of every
// photo (variants, placeholder, EXIF, palette, AI tags with a stub model), on this machine.
// Prints the throughput and the efficiency per worker: throughput with N processes ÷
// (N × throughput with one). Two settings per process: concurrency 1 (one photo at a time,
// so N processes use at most N cores) and the worker's default (cores + 1).
//
//   npm run bench:workers
//   BENCH_ROUNDS=3 BENCH_BATCH_COPIES=2 npm run bench:workers   (defaults: 2 rounds, 2 copies of the 8-photo corpus)
//
// Infrastructure: the TEST profile (see optimise.bench.ts), started if it is not running.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, type ManagedProcess } from '@lumafolio/dev-stack';
import {
  best,
  buildCorpus,
  infraPid,
  ms,
  openBenchDatabase,
  openQueue,
  out,
  startStubAi,
  startWorker,
  testInfraUp,
  type BatchRun,
  type Release,
} from './pipeline-bench.ts';

const PROCESS_COUNTS = [1, 2, 3];
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const copies = Number(process.env.BENCH_BATCH_COPIES ?? 2);
const cores = availableParallelism();
const concurrencies = [1, cores + 1];

const work = mkdtempSync(join(tmpdir(), 'lumafolio-workers-bench-'));
const { originals, totalMp } = await buildCorpus(work);
const batch = Array.from({ length: copies }, () => originals).flat();
const batchMp = totalMp * copies;
const ai = await startStubAi();
testInfraUp();
const db = await openBenchDatabase('mw_workers_bench');

out(`media workers benchmark · test profile · ${cores} cores · a batch of ${batch.length} photos (${batchMp.toFixed(0)} MP), every job of each`);
out(`best of ${rounds} rounds per setting; efficiency per worker = photos/s with N processes ÷ (N × photos/s with 1)`);
out();

interface Measured {
  processes: number;
  concurrency: number;
  run: BatchRun;
}

async function measure(processes: number, concurrency: number): Promise<Measured> {
  const release: Release = {
    label: `${processes} × concurrency ${concurrency}`,
    root: REPO_ROOT,
    prefix: `mwworkers-${processes}-${concurrency}-${Date.now().toString(36)}`,
    storageDir: join(work, `storage-${processes}-${concurrency}`),
  };
  const queue = await openQueue(release, db.photos);
  const workers: ManagedProcess[] = [];
  try {
    for (let i = 0; i < processes; i++)
      workers.push(await startWorker(release, { mongoUri: db.mongoUri, aiUrl: ai.url, concurrency }, `media-worker-${i + 1}`));
    const pids = { ...Object.fromEntries(workers.map((w, i) => [`worker${i + 1}`, w.pid])), ferretdb: infraPid('ferretdb'), redis: infraPid('redis') };
    // Warm-up (JIT, connections, the AI client, the page cache), then the measured rounds.
    await queue.runBatch(originals.slice(0, processes * concurrency), pids);
    const runs: BatchRun[] = [];
    for (let round = 0; round < rounds; round++) runs.push(await queue.runBatch(batch, pids));
    return { processes, concurrency, run: best(runs) };
  } finally {
    await Promise.all(workers.map((w) => w.stop(10_000)));
    await queue.close();
  }
}

const results: Measured[] = [];
try {
  for (const concurrency of concurrencies) for (const processes of PROCESS_COUNTS) results.push(await measure(processes, concurrency));
} finally {
  ai.close();
  await db.close();
  rmSync(work, { recursive: true, force: true });
}

const photosPerSecond = (m: Measured) => batch.length / (m.run.wallMs / 1000);
out(
  `${'worker processes × concurrency'.padEnd(34)}${'wall ms'.padStart(9)}${'ms/photo'.padStart(10)}${'photos/s'.padStart(10)}${'MP/s'.padStart(8)}${'efficiency'.padStart(12)}${'CPU ms/photo'.padStart(14)}`,
);
for (const m of results) {
  const single = results.find((r) => r.concurrency === m.concurrency && r.processes === 1) as Measured;
  const efficiency = photosPerSecond(m) / (m.processes * photosPerSecond(single));
  const workerCpu = Object.entries(m.run.cpuMs)
    .filter(([name]) => name.startsWith('worker'))
    .reduce((sum, [, cpu]) => sum + cpu, 0);
  out(
    `${`${m.processes} × ${m.concurrency}`.padEnd(34)}${ms(m.run.wallMs).padStart(9)}${ms(m.run.wallMs / batch.length).padStart(10)}${photosPerSecond(m).toFixed(2).padStart(10)}${(batchMp / (m.run.wallMs / 1000)).toFixed(1).padStart(8)}${`${(efficiency * 100).toFixed(0)} %`.padStart(12)}${ms(workerCpu / batch.length).padStart(14)}`,
  );
}
out();
const jobs = [...(results.at(-1)?.run.jobs.entries() ?? [])].map(([name, j]) => `${name} ×${j.count} (${ms(j.runMs / j.count)} ms each)`).join(', ');
out(`jobs per batch (last setting): ${jobs}`);
out(`AI requests answered by the stub: ${ai.calls.length}`);
