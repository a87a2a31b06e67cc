// What a stack costs at rest once it has been used, next to what it costs at rest once every
// caller has forgotten its services (the baseline, measured in the same run), and under a
// light, steady traffic (one round of calls every 2 s, as a browser test or a quiet site makes).
// The CPU is every process of the stack (its threads included) and the NATS server, read from
// /proc; each phase lasts a minute.
//   npm run bench:idle
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile, REPO_ROOT, signUpThroughGateway, startGatewayUnderTest, type ServiceUnderTest } from '@lumafolio/dev-stack';

const bench = profile('bench');
const GATEWAY_PORT = 43110;
const PHASE_MS = 60_000;
/** An RPC client stops watching a service it has not called for a minute (ADR 48): this much longer, to be sure. */
const FORGOTTEN_AFTER_MS = 65_000;
const TICKS_PER_SECOND = 100;
const PROCESSES: ServiceUnderTest[] = ['gateway', 'auth', 'portfolio', 'media', 'media-worker', 'admin', 'integrations', 'integrations-worker'];

if (process.platform !== 'linux') throw new Error('this benchmark reads /proc: Linux only');

function isProfileNatsServer(pid: string): boolean {
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  return command.some((part) => part.endsWith('nats-server')) && command.some((part) => part.includes(`${bench.infraEnv['DATA_DIR']}/nats/`));
}

/** CPU ticks spent so far by the processes in these process groups, and by the profile's NATS server. */
function cpuTicks(groups: Set<number>): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (groups.has(Number(fields[2])) || isProfileNatsServer(pid)) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

/** Messages the profile's NATS server has received so far (its monitoring endpoint). */
async function natsMessages(): Promise<number> {
  const varz = (await (await fetch(`http://127.0.0.1:${bench.infraEnv['NATS_MONITOR_PORT']}/varz`)).json()) as { in_msgs: number };
  return varz.in_msgs;
}

interface PerMinute {
  cpuSeconds: number;
  messages: number;
}

async function perMinute(groups: Set<number>, during: (until: number) => Promise<void>): Promise<PerMinute> {
  const [cpuBefore, messagesBefore] = [cpuTicks(groups), await natsMessages()];
  const started = performance.now();
  await during(started + PHASE_MS);
  const [cpuAfter, messagesAfter] = [cpuTicks(groups), await natsMessages()];
  const minutes = (performance.now() - started) / 60_000;
  return { cpuSeconds: (cpuAfter - cpuBefore) / TICKS_PER_SECOND / minutes, messages: (messagesAfter - messagesBefore) / minutes };
}

const rest = (until: number) => sleep(Math.max(0, until - performance.now()));

spawnSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...bench.infraEnv } });
const stack = await startGatewayUnderTest(bench, { gatewayPort: GATEWAY_PORT, issuerPort: GATEWAY_PORT + 1, mediaWorker: true, admin: true });
try {
  const gateway = `http://127.0.0.1:${GATEWAY_PORT}`;
  const run = Date.now().toString(36);
  const user = await signUpThroughGateway(gateway, 'idle', run, { natsEnv: bench.serviceEnv });
  // A round of calls reaching every service from the gateway, and portfolio's own calls to auth and media.
  const round = async () => {
    for (const path of [
      `/api/portfolio/${user.username}`,
      `/api/portfolio/${user.username}/photos?limit=7`,
      '/api/templates',
      `/api/photos?limit=7`,
      '/api/auth/user',
    ]) {
      await (await user.client.request(`${gateway}${path}`)).arrayBuffer();
    }
  };
  const groups = new Set(PROCESSES.map((name) => stack.process(name).pid));

  // Warm: the first calls compile code and fill pools; then every caller forgets its services.
  const warmUntil = performance.now() + 10_000;
  while (performance.now() < warmUntil) await round();
  await sleep(FORGOTTEN_AFTER_MS);
  const forgotten = await perMinute(groups, rest);
  await round();
  const justUsed = await perMinute(groups, rest);
  const steady = await perMinute(groups, async (until) => {
    while (performance.now() < until) {
      const next = performance.now() + 2_000;
      await round();
      await rest(Math.min(next, until));
    }
  });

  const row = (what: string, { cpuSeconds, messages }: PerMinute) =>
    `${cpuSeconds.toFixed(2).padStart(8)}  ${(cpuSeconds / forgotten.cpuSeconds).toFixed(2).padStart(5)}×  ${messages.toFixed(0).padStart(8)}  ${what}`;
  console.log(`\nA stack of ${PROCESSES.length} processes and its NATS server, per minute (CPU ratio to the baseline):`);
  console.log(`   CPU-s  ratio  NATS msgs`);
  console.log(row('at rest, every caller has forgotten its services (baseline)', forgotten));
  console.log(row('at rest, in the minute after a round of calls', justUsed));
  console.log(row('a round of 5 requests every 2 s', steady));
} finally {
  await stack.stop();
}
