// A 60-photo portfolio page's images (issue 13 item 4, ADR 24): the checked path (the
// gateway reads the session and asks media over NATS for every image) next to the signed
// path (the URL carries what the gateway needs; one Redis read for revocations), in the
// same run, on the same photos: requests/s, p50/p99 latency, and what one page costs on
// NATS (RPCs to media counted on their subject, and the server's in_msgs from /varz).
//   npm run bench:images                        bench profile (ports 4xxxx, data .data/bench)
//   npm run bench:images -- --duration 20 --connections 64
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { connect } from '@nats-io/transport-node';
import { resolvePhotoFileRpc, type Photo } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository } from '@lumafolio/dal';
import { profile, REPO_ROOT, signUpThroughGateway, startGatewayUnderTest } from '@lumafolio/dev-stack';
import { natsConnectionOf, natsTransportOptions } from '@lumafolio/server-common';
import { LocalDiskStorage } from '@lumafolio/storage';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' }, photos: { type: 'string', default: '60' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const pageSize = Number(values.photos);
const bench = profile('bench');
const GATEWAY_PORT = 43411;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  rpcsPerPage: number;
  natsMessagesPerPage: number;
}

const infra = spawnSync('bash', ['deploy/local/infra.sh', 'up'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...bench.infraEnv },
});
if (infra.status !== 0) throw new Error(`infra.sh up failed (${infra.status})`);
const stack = await startGatewayUnderTest(bench, { gatewayPort: GATEWAY_PORT, issuerPort: GATEWAY_PORT + 1 });
const db = await new MongoDatabase({ uri: bench.serviceEnv.MONGODB_URI }).connect();
const nats = await connect(natsTransportOptions(natsConnectionOf(bench.serviceEnv), 'images-bench'));
let resolveRequests = 0;
nats.subscribe(resolvePhotoFileRpc.pattern, { callback: () => void resolveRequests++ });

async function natsInMessages(): Promise<number> {
  const varz = (await (await fetch(`http://127.0.0.1:${bench.infraEnv.NATS_MONITOR_PORT}/varz`)).json()) as { in_msgs: number };
  return varz.in_msgs;
}

/** A photographer with `pageSize` public photos, each with a real 400 px WebP variant (about what a gallery card loads). */
async function seedPortfolio(): Promise<string> {
  const owner = await signUpThroughGateway(GATEWAY, 'images', run, { natsEnv: bench.serviceEnv });
  const storage = new LocalDiskStorage({ rootDir: bench.serviceEnv.STORAGE_LOCAL_DIR });
  // Written as the media domain writes them: projected into visitors' lists (ADR 46).
  const { photos, close } = openProjectedPhotoRepository(db.connection, bench.serviceEnv.REDIS_URL);
  for (let i = 0; i < pageSize; i++) {
    const photoId = `${run}i${String(i).padStart(4, '0')}`;
    const prefix = `photo/${owner.id}/${photoId}`;
    const variant = await sharp({ create: { width: 400, height: 267, channels: 3, background: { r: (i * 37) % 256, g: 120, b: 200 } } })
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(`${prefix}/original`, variant, { contentType: 'image/webp' });
    await storage.put(`${prefix}/w400.webp`, variant, { contentType: 'image/webp' });
    const doc = newPhotoDocument({
      _id: photoId,
      userId: owner.id,
      originalKey: `${prefix}/original`,
      mimeType: 'image/webp',
      originalBytes: variant.length,
      title: photoId,
    });
    await photos.insert({
      ...doc,
      status: 'ready',
      isPublic: true,
      variants: [{ width: 400, height: 267, format: 'webp', key: `${prefix}/w400.webp`, bytes: variant.length }],
    });
  }
  close();
  return owner.username;
}

/** Until media has not been asked for a second: requests of an earlier load still in flight are done. */
async function settle(): Promise<void> {
  for (let last = -1; last !== resolveRequests;) {
    last = resolveRequests;
    await sleep(1_000);
    await nats.flush();
  }
}

/** One page's images fetched once (as a browser would, 6 at a time), then the load. */
async function measure(paths: string[]): Promise<Measured> {
  await settle();
  const [rpcsBefore, messagesBefore] = [resolveRequests, await natsInMessages()];
  for (let i = 0; i < paths.length; i += 6) {
    await Promise.all(paths.slice(i, i + 6).map(async (path) => void (await (await fetch(`${GATEWAY}${path}`)).arrayBuffer())));
  }
  await nats.flush();
  const rpcsPerPage = resolveRequests - rpcsBefore;
  const natsMessagesPerPage = (await natsInMessages()) - messagesBefore;
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  await autocannon({ url: GATEWAY, connections, duration: 2, requests }); // warm-up
  const result = await autocannon({ url: GATEWAY, connections, duration, requests });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rpcsPerPage,
    natsMessagesPerPage,
  };
}

try {
  const username = await seedPortfolio();
  const page = (await (await fetch(`${GATEWAY}/api/portfolio/${username}/photos?limit=${pageSize}`)).json()) as { items: Photo[] };
  const signed = page.items.map((photo) => photo.variants[0]?.url as string);
  if (signed.length !== pageSize || signed.some((url) => !url.includes('&s=')))
    throw new Error(`expected ${pageSize} signed variant URLs, got ${signed.join(' ')}`);
  const checked = signed.map((url) => url.slice(0, url.indexOf('?')));

  const before = await measure(checked);
  const after = await measure(signed);

  out(`\n${pageSize}-photo page, GET of every photo's 400 px WebP; ${connections} connections, ${duration} s each\n`);
  out(
    `${'path'.padEnd(44)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'RPCs/page'.padStart(11)}${'NATS msgs/page'.padStart(16)}`,
  );
  for (const [name, r] of [
    ['checked (session + RPC to media), before', before],
    ['signed URL (no RPC), after', after],
  ] as const) {
    out(
      `${name.padEnd(44)}${r.requestsPerSecond.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(8)}${String(r.rpcsPerPage).padStart(11)}${String(r.natsMessagesPerPage).padStart(16)}`,
    );
  }
  out(
    `\nsigned ÷ checked: ${(after.requestsPerSecond / before.requestsPerSecond).toFixed(2)}× req/s, p99 ${(after.p99 / Math.max(before.p99, 1)).toFixed(2)}×`,
  );
  if (before.errors + after.errors > 0) process.exitCode = 1;
} finally {
  await nats.close();
  await db.disconnect();
  await stack.stop();
}
