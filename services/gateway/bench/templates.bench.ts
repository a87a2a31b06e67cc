// GET /api/templates through the whole path (gateway → NATS → portfolio → FerretDB) next
// to a bare Node HTTP server returning the same JSON, measured in the same run.
//   npm run bench                  gateway vs bare Node
//   npm run bench -- --adapters    also Nest on Express vs Nest on Fastify (same RPC)
//   npm run bench -- --duration 20 --connections 64
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { profile, REPO_ROOT, startService, waitForHttp } from '@lumafolio/dev-stack';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    adapters: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const dev = profile('dev');
const PORTS = { gateway: 13301, bare: 13302, express: 13303, fastify: 13304 };

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Result> {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, connection pools
  const result = await autocannon({ url, connections, duration });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function startScript(script: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(import.meta.dirname, script), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...dev.serviceEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

spawnSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...dev.infraEnv } });

const quiet = { output: 'silent' as const, env: { LOG_LEVEL: 'warn' } };
const portfolio = startService('portfolio', dev, quiet);
const gateway = startService('gateway', dev, { ...quiet, env: { ...quiet.env, GATEWAY_PORT: String(PORTS.gateway) } });
const children: ChildProcess[] = [];
try {
  const templatesUrl = `http://127.0.0.1:${PORTS.gateway}/api/templates`;
  await waitForHttp(templatesUrl, 60_000);
  const json = await (await fetch(templatesUrl)).text();
  const jsonFile = join(mkdtempSync(join(tmpdir(), 'lumafolio-bench-')), 'templates.json');
  writeFileSync(jsonFile, json);
  children.push(await startScript('bare-server.ts', [String(PORTS.bare), jsonFile]));

  const results = [
    await measure('bare Node http (baseline)', `http://127.0.0.1:${PORTS.bare}/`),
    await measure('gateway → NATS → portfolio → db', templatesUrl),
  ];
  if (values.adapters) {
    for (const adapter of ['express', 'fastify'] as const) {
      children.push(await startScript('adapter-server.ts', [adapter, String(PORTS[adapter])]));
      results.push(await measure(`Nest/${adapter}, same RPC`, `http://127.0.0.1:${PORTS[adapter]}/api/templates`));
      results.push(await measure(`Nest/${adapter}, JSON from memory`, `http://127.0.0.1:${PORTS[adapter]}/api/templates/static`));
    }
  }

  const baseline = results[0] as Result;
  process.stdout.write(`\nGET /api/templates (${json.length} bytes), ${connections} connections, ${duration} s each\n\n`);
  process.stdout.write(
    `${'target'.padEnd(36)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'vs bare'.padStart(9)}\n`,
  );
  for (const r of results) {
    const ratio = (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
    process.stdout.write(
      `${r.name.padEnd(36)}${r.requestsPerSecond.toFixed(0).padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(8)}${ratio.padStart(9)}\n`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all([gateway.stop(), portfolio.stop()]);
}
