// How the gateway's other requests fare while hostile images arrive (issue 11, ADR 13):
// a static file under load on its own, then the same load while four clients keep sending
// hostile files to the endpoints that decode images (an SVG of nested <use>, a
// 10 000 × 10 000 PNG pixel flood, an SVG as a profile picture). Same run, same machine.
//   npm run bench:hostile                 (dev profile infrastructure, ports 1331x)
//   npm run bench:hostile -- --duration 20 --connections 16
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { measureLatency } from './latency.ts';
import {
  profile,
  REPO_ROOT,
  signInThroughGateway,
  startEmailServices,
  startService,
  waitForHttp,
  waitForRpcService,
  type CookieJarClient,
} from '@lumafolio/dev-stack';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const dev = profile('dev');
const GATEWAY = 'http://127.0.0.1:13311';
const ISSUER = 'http://127.0.0.1:13312';
const run = Date.now().toString(36);

function nestedUseSvg(levels = 3, fanout = 6): Buffer {
  const group = (id: string, child: string) =>
    `<g id="${id}">${Array.from({ length: fanout }, (_, i) => `<use href="#${child}" x="${i}" opacity="0.5"/>`).join('')}</g>`;
  let defs = '<g id="l0"><rect width="2000" height="2000" fill="#123" opacity="0.3"/><circle cx="1000" cy="1000" r="900" fill="#abc" opacity="0.2"/></g>';
  for (let level = 1; level <= levels; level += 1) defs += group(`l${level}`, `l${level - 1}`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><defs>${defs}</defs><use href="#l${levels}"/></svg>`);
}

/** The smallest built asset: what a browser fetches by the dozen. */
function staticAsset(): string {
  const dir = join(REPO_ROOT, 'web/dist/assets');
  const [smallest] = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(join(dir, a)).size - statSync(join(dir, b)).size);
  if (!smallest) throw new Error('web/dist is not built: npm run build');
  return `${GATEWAY}/assets/${smallest}`;
}

const load = (url: string) => measureLatency(url, connections, duration);

/** Four clients sending hostile files back to back until `stop` resolves; counts the answers by status. */
async function attack(client: CookieJarClient, stop: Promise<void>): Promise<Record<number, number>> {
  const svg = nestedUseSvg();
  const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const files: Array<{ path: string; field: string; bytes: Buffer; type: string }> = [
    { path: '/api/photos/ai-analyze', field: 'image', bytes: svg, type: 'image/jpeg' },
    { path: '/api/photos/ai-analyze', field: 'image', bytes: flood, type: 'image/png' },
    { path: '/api/user/profile-image/upload', field: 'profileImage', bytes: svg, type: 'image/png' },
    { path: '/api/photos/ai-analyze', field: 'image', bytes: svg, type: 'image/svg+xml' },
  ];
  const statuses: Record<number, number> = {};
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    files.map(async (file) => {
      while (!stopped) {
        const form = new FormData();
        form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'hostile');
        const response = await client.request(`${GATEWAY}${file.path}`, {
          method: 'POST',
          headers: { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' },
          body: form,
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

spawnSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...dev.infraEnv } });
const quiet = { output: 'silent' as const };
const processes = [
  startService('auth', dev, {
    ...quiet,
    env: { AUTH_HTTP_PORT: '13312', AUTH_ISSUER_URL: ISSUER, OIDC_REDIRECT_URIS: `${GATEWAY}/api/callback`, OIDC_POST_LOGOUT_REDIRECT_URIS: `${GATEWAY}/` },
  }),
  startService('media', dev, quiet),
  startService('portfolio', dev, quiet),
  ...startEmailServices(dev, quiet),
  startService('gateway', dev, {
    ...quiet,
    env: { GATEWAY_PORT: '13311', PUBLIC_URL: GATEWAY, OIDC_ISSUER_URL: ISSUER, AI_ANALYZE_RATE_LIMIT: '1000000', UPLOAD_RATE_LIMIT: '1000000' },
  }),
];
try {
  await Promise.all([
    waitForRpcService(dev.serviceEnv, 'auth'),
    waitForRpcService(dev.serviceEnv, 'integrations'),
    waitForHttp(`${ISSUER}/.well-known/openid-configuration`, 60_000),
    waitForHttp(`${GATEWAY}/healthz`, 60_000),
  ]);
  const { client } = await signInThroughGateway(
    GATEWAY,
    { email: `bench-${run}@example.com`, username: `bench_${run}`, password: 'correct horse battery' },
    { signUp: true, natsEnv: dev.serviceEnv },
  );
  const url = staticAsset();
  await autocannon({ url, connections, duration: 2 }); // warm-up

  const quietRun = await load(url);
  let finish = () => undefined as void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const attackers = attack(client, stop);
  const underAttack = await load(url);
  finish();
  const statuses = await attackers;

  process.stdout.write(`\nGET ${new URL(url).pathname}, ${connections} connections, ${duration} s each\n\n`);
  process.stdout.write(`${'while'.padEnd(40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}\n`);
  for (const [name, r] of [
    ['nothing else happens', quietRun],
    ['4 clients send hostile images', underAttack],
  ] as const) {
    process.stdout.write(
      `${name.padEnd(40)}${r.requestsPerSecond.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(8)}\n`,
    );
  }
  process.stdout.write(`\np99 under attack ÷ p99 alone: ${(underAttack.p99 / Math.max(quietRun.p99, 1)).toFixed(2)}×\n`);
  process.stdout.write(`hostile requests answered, by status: ${JSON.stringify(statuses)}\n`);
} finally {
  await Promise.all(processes.map((p) => p.stop()));
}
