// A ZIP of My Photos' selection (ADR 61), downloaded through the gateway: seeds a photographer
// with `--photos` originals of about `--size-kb` each, asks for a ZIP of them all and reads it
// as a browser would, while the gateway process's resident memory (VmRSS in
// /proc/<pid>/status) is sampled every 50 ms. Prints the peak growth during the download as a
// ratio of the archive's size: a ZIP streamed with flat memory stays far below 1.
//   node services/gateway/bench/photo-archive.ts                    bench profile (ports 4xxxx, data .data/bench)
//   node services/gateway/bench/photo-archive.ts --photos 200 --size-kb 1024 --gateway-port 43421
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository } from '@lumafolio/dal';
import { profile, REPO_ROOT, signUpThroughGateway, startGatewayUnderTest, type SignedUpUser } from '@lumafolio/dev-stack';
import { LocalDiskStorage } from '@lumafolio/storage';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '200' },
    'size-kb': { type: 'string', default: '1024' },
    'gateway-port': { type: 'string', default: '43421' },
  },
});
const photoCount = Number(values.photos);
const photoBytes = Number(values['size-kb']) * 1024;
const gatewayPort = Number(values['gateway-port']);
const GATEWAY = `http://127.0.0.1:${gatewayPort}`;
const SAMPLE_MS = 50;
const bench = profile('bench');
const run = Date.now().toString(36);
const out = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The resident memory of a process, in bytes. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** Samples a process's resident memory every SAMPLE_MS until stopped; resolves with the highest seen. */
function sampleRss(pid: number): { stop: () => Promise<{ peak: number; samples: number }> } {
  let running = true;
  let peak = 0;
  let samples = 0;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, rssOf(pid));
      samples += 1;
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await sampling;
      return { peak, samples };
    },
  };
}

/** `photoCount` photos of the owner, each with an original of random bytes (photos do not compress either). */
async function seed(db: MongoDatabase, owner: SignedUpUser): Promise<number> {
  const storage = new LocalDiskStorage({ rootDir: bench.serviceEnv.STORAGE_LOCAL_DIR });
  const { photos, close } = openProjectedPhotoRepository(db.connection, bench.serviceEnv.REDIS_URL);
  const docs = [];
  let total = 0;
  for (let i = 0; i < photoCount; i++) {
    const _id = `${run}z${String(i).padStart(5, '0')}`;
    // About the size asked, each a little different.
    const bytes = photoBytes - 4096 + ((i * 977) % 8192);
    const originalKey = `photo/${owner.id}/${_id}/original`;
    await storage.put(originalKey, randomBytes(bytes), { contentType: 'image/jpeg' });
    docs.push({
      ...newPhotoDocument({ _id, userId: owner.id, originalKey, mimeType: 'image/jpeg', originalBytes: bytes, title: `Bench ${i % 50}` }),
      status: 'ready' as const,
    });
    total += bytes;
  }
  await photos.insertMany(docs);
  close();
  return total;
}

const infra = spawnSync('bash', ['deploy/local/infra.sh', 'up'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...bench.infraEnv },
});
if (infra.status !== 0) throw new Error(`infra.sh up failed (${infra.status})`);
const stack = await startGatewayUnderTest(bench, { gatewayPort, issuerPort: gatewayPort + 1 });
const db = await new MongoDatabase({ uri: bench.serviceEnv.MONGODB_URI }).connect();
try {
  const owner = await signUpThroughGateway(GATEWAY, 'zipbench', run, { natsEnv: bench.serviceEnv });
  const originals = await seed(db, owner);
  const headers = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const created = await owner.client.request(`${GATEWAY}/api/user/photos/archive`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ selection: { kind: 'matching' } }),
  });
  if (created.status !== 200) throw new Error(`the archive link was refused: ${created.status} ${await created.text()}`);
  const link = (await created.json()) as { url: string; photos: number; bytes: number };

  const pid = stack.gateway.pid;
  await sleep(1_000);
  const baseline = rssOf(pid);
  const sampler = sampleRss(pid);
  const started = performance.now();
  const response = await owner.client.request(`${GATEWAY}${link.url}`);
  if (response.status !== 200 || !response.body) throw new Error(`the download answered ${response.status}`);
  let archiveBytes = 0;
  // Read as a browser saving to disk does: every chunk taken, none kept.
  for await (const chunk of response.body) archiveBytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  const { peak, samples } = await sampler.stop();
  const growth = Math.max(0, peak - baseline);

  out(`\nZIP of ${link.photos} photos (${mb(originals)} of originals, ${mb(photoBytes)} each on average) through the gateway`);
  out(`archive            ${mb(archiveBytes)} (${archiveBytes} bytes) in ${seconds.toFixed(2)} s, ${mb(archiveBytes / seconds)}/s`);
  out(`gateway RSS        ${mb(baseline)} before, ${mb(peak)} at the peak (${samples} samples, every ${SAMPLE_MS} ms)`);
  out(`peak RSS growth    ${mb(growth)} = ${(growth / archiveBytes).toFixed(3)} of the archive's size`);
  if (link.photos !== photoCount || archiveBytes < originals) {
    out(`expected ${photoCount} photos and at least ${originals} bytes`);
    process.exitCode = 1;
  }
} finally {
  await db.disconnect();
  await stack.stop();
}
