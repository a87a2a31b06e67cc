// How a portfolio page answers its visitors while strangers try to grow the visitor cache:
// the canonical page under a steady load alone (the baseline), then the same load while 32
// connections send, for 15 s, every spelling of its address, made-up categories and
// tracking parameters (each address different). Same run, same machine. Prints the page's
// latency, both ratios, every status the strangers got, and how many cache entries they added.
//   npm run bench:spellings
//   npm run bench:spellings -- --duration 30 --connections 16 --strangers 64
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { measureLatency } from './latency.ts';
import { hostileAddress, profile, REPO_ROOT, signUpThroughGateway, startGatewayUnderTest, visitorCacheEntries, waitUntil } from '@lumafolio/dev-stack';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    strangers: { type: 'string', default: '32' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const strangers = Number(values.strangers);
const bench = profile('bench');
const GATEWAY_PORT = 43120;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const TARGET_P99_MS = 50;

const loadPage = (url: string) => measureLatency(url, connections, duration);

/** `strangers` connections sending a different hostile address each time, for `duration` seconds. */
async function strangersAsking(username: string): Promise<Record<string, number>> {
  let n = 0;
  const result = await autocannon({
    url: GATEWAY,
    connections: strangers,
    duration,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          n += 1;
          return { ...request, path: hostileAddress(username, n) };
        },
      },
    ],
  });
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]));
}

spawnSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...bench.infraEnv } });
const stack = await startGatewayUnderTest(bench, { gatewayPort: GATEWAY_PORT, issuerPort: GATEWAY_PORT + 1 });
const redis = new Redis(bench.serviceEnv.REDIS_URL as string);
try {
  const run = Date.now().toString(36);
  const owner = await signUpThroughGateway(GATEWAY, 'spelled', run, { natsEnv: bench.serviceEnv });
  const page = `${GATEWAY}/${owner.username}`;
  await autocannon({ url: page, connections, duration: 2 }); // warm-up: rendered once, then kept
  // Kept once its answers are all in (a new portfolio's first renders may still wait on a service).
  await waitUntil(
    'the canonical page kept in the cache',
    async () => (await fetch(page)).headers.get('x-visitor-cache'),
    (outcome) => outcome === 'hit',
    { timeoutMs: 60_000, intervalMs: 250 },
  );

  const alone = await loadPage(page);
  const before = await visitorCacheEntries(redis);
  const [underAttack, statuses] = await Promise.all([loadPage(page), strangersAsking(owner.username)]);
  const added = [...(await visitorCacheEntries(redis))].filter((key) => !before.has(key)).length;
  const stillHit = (await fetch(page)).headers.get('x-visitor-cache');

  process.stdout.write(`\nGET /{username} (a cache hit), ${connections} connections, ${duration} s each\n\n`);
  process.stdout.write(`${'while'.padEnd(52)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}\n`);
  for (const [name, r] of [
    ['nothing else happens (baseline)', alone],
    [`${strangers} connections send other spellings`, underAttack],
  ] as const) {
    process.stdout.write(
      `${name.padEnd(52)}${r.requestsPerSecond.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(8)}\n`,
    );
  }
  process.stdout.write(`\np99 while strangers ask ÷ p99 alone: ${(underAttack.p99 / Math.max(alone.p99, 1)).toFixed(2)}×`);
  process.stdout.write(` (target: p99 ≤ ${TARGET_P99_MS} ms: ${underAttack.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})\n`);
  process.stdout.write(`the strangers' answers, by status: ${JSON.stringify(statuses)}\n`);
  process.stdout.write(`cache entries they added: ${added}; the canonical page afterwards: ${stillHit}\n`);
} finally {
  redis.disconnect();
  await stack.stop();
}
