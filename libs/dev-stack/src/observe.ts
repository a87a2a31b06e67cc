/**
 * `npm run observe`: Debian's Prometheus scraping the processes of `npm start` (dev profile),
 * with Lumafolio's recording rules and alerts. Prints the URL and each target's state; Ctrl-C
 * stops it. Data under <DATA_DIR>/prometheus (kept between runs).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { profile, REPO_ROOT } from './profiles.ts';
import { prometheusConfig, RULES_FILE } from './prometheus-config.ts';

const port = Number(process.env.PROMETHEUS_PORT ?? 9090);
const url = `http://127.0.0.1:${port}`;
const dev = profile('dev');
const dir = resolve(REPO_ROOT, dev.infraEnv.DATA_DIR ?? '.data', 'prometheus');
mkdirSync(join(dir, 'data'), { recursive: true });
const configFile = join(dir, 'prometheus.yml');
writeFileSync(configFile, prometheusConfig(dev, join(REPO_ROOT, RULES_FILE)));
const logFile = join(dir, 'prometheus.log');

const prometheus = spawn(
  'prometheus',
  [`--config.file=${configFile}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=7d'],
  { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
);
const log = createWriteStream(logFile);
prometheus.stdout.pipe(log);
prometheus.stderr.pipe(log);

let stopping = false;
prometheus.once('exit', (code, signal) => {
  if (stopping) return;
  process.stderr.write(`Prometheus stopped (${code ?? signal}). The end of ${logFile}:\n${tail(logFile)}\n`);
  process.exit(1);
});
const stop = () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping Prometheus…\n');
  prometheus.once('exit', () => process.exit(0));
  prometheus.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await waitUntilReady();
process.stdout.write(`Prometheus is running at ${url}/   (Ctrl-C stops it; its log: ${logFile})\n`);
process.stdout.write(`  targets: ${url}/targets   alerts: ${url}/alerts   rules: ${url}/rules\n`);
process.stdout.write('  it scrapes `npm start` (run it in another terminal); the first scrapes:\n');
await reportTargets();

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 120 && !stopping; attempt++) {
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  process.stderr.write(`Prometheus did not become ready on ${url} (is the port taken? set PROMETHEUS_PORT). The end of ${logFile}:\n${tail(logFile)}\n`);
  stop();
}

interface Target {
  labels: { process?: string };
  scrapeUrl: string;
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}

/** Waits for every target's first scrape (a few seconds), then says which processes answer. */
async function reportTargets(): Promise<void> {
  let targets: Target[] = [];
  for (let attempt = 0; attempt < 40 && !stopping; attempt++) {
    const body = (await fetch(`${url}/api/v1/targets?state=active`).then((response) => response.json())) as { data: { activeTargets: Target[] } };
    targets = body.data.activeTargets;
    if (targets.length > 0 && targets.every((target) => target.health !== 'unknown')) break;
    await sleep(500);
  }
  for (const target of targets) {
    const state = target.health === 'up' ? 'up' : `${target.health}${target.lastError ? ` (${target.lastError})` : ''}`;
    process.stdout.write(`    ${(target.labels.process ?? '?').padEnd(20)} ${target.scrapeUrl.padEnd(32)} ${state}\n`);
  }
}

function tail(file: string): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
}
