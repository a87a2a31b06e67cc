// `node scripts/cpu-by-process.cjs <summary file>`: samples every process's CPU time (Linux
// /proc) until it is sent SIGTERM, then writes to the summary file where the run's CPU went,
// by kind of process (the browser, each service, the type-checker, the databases…). A run
// on two cores is bound by its CPU: this table says what to make cheaper. Processes that
// live less than one interval are missed; elsewhere than Linux it writes nothing.
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');

const INTERVAL_MS = 5_000;
const SHOWN = 16;
const summaryFile = process.argv[2];
const ticksPerSecond = 100;

/** The kind a process is counted under, from its command line. */
const KINDS = [
  [/chrom/, 'browser (Chromium)'],
  [/services\/([\w-]+)\/dist\/main/, (match) => `service: ${match[1]}`],
  [/playwright/, 'Playwright runner'],
  [/jest/, 'Jest (tests and their helpers)'],
  [/\btsc\b/, 'type-check (tsc)'],
  [/eslint/, 'ESLint'],
  [/prettier/, 'Prettier'],
  [/\bnx\b|vite/, 'build (Nx, Vite)'],
  [/\bnpm\b/, 'npm install'],
  [/^postgres/, 'PostgreSQL'],
  [/ferretdb/, 'FerretDB'],
  [/redis-server/, 'Redis'],
  [/nats-server/, 'NATS'],
  [/versitygw/, 'S3 server (versitygw)'],
  [/helm|kubeconform|promtool|docker-compose|openapi/, 'chart, rules, compose and OpenAPI checks'],
];

function kindOf(command) {
  for (const [pattern, kind] of KINDS) {
    const match = pattern.exec(command);
    if (match) return typeof kind === 'function' ? kind(match) : kind;
  }
  return 'everything else (the machine included)';
}

/** Highest CPU time seen per process (pid + start time: a pid can be reused), and what it had already spent when first seen in the first sample. */
const seen = new Map();
let firstSample = true;

function sample() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (ticks === 0) continue;
      const key = `${pid}:${fields[19]}`;
      const known = seen.get(key);
      if (known) {
        known.ticks = Math.max(known.ticks, ticks);
        continue;
      }
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      seen.set(key, { ticks, before: firstSample ? ticks : 0, kind: kindOf(command) });
    } catch {
      // the process ended between the listing and the read
    }
  }
  firstSample = false;
}

function summary() {
  const byKind = new Map();
  for (const { ticks, before, kind } of seen.values()) {
    if (ticks === before) continue;
    const entry = byKind.get(kind) ?? { seconds: 0, processes: 0 };
    entry.seconds += (ticks - before) / ticksPerSecond;
    entry.processes += 1;
    byKind.set(kind, entry);
  }
  const total = [...byKind.values()].reduce((sum, { seconds }) => sum + seconds, 0);
  const rows = [...byKind.entries()].sort((a, b) => b[1].seconds - a[1].seconds);
  const line = (seconds, share, processes, kind) => `${seconds.padStart(9)}  ${share.padStart(5)}  ${processes.padStart(9)}  ${kind}`;
  return [
    line('CPU-s', 'share', 'processes', 'kind'),
    ...rows
      .slice(0, SHOWN)
      .map(([kind, { seconds, processes }]) => line(seconds.toFixed(0), `${((100 * seconds) / total).toFixed(0)}%`, String(processes), kind)),
    line(
      total.toFixed(0),
      '100%',
      String(rows.reduce((sum, [, { processes }]) => sum + processes, 0)),
      `in all (sampled every ${INTERVAL_MS / 1000} s: shorter-lived processes are missed)`,
    ),
    '',
  ].join('\n');
}

if (process.platform === 'linux' && summaryFile) {
  const parent = process.ppid;
  sample();
  // A run that ended without stopping it (killed) leaves no sampler behind.
  const timer = setInterval(() => (process.ppid === parent ? sample() : process.exit(0)), INTERVAL_MS);
  process.on('SIGTERM', () => {
    clearInterval(timer);
    sample();
    writeFileSync(summaryFile, summary());
    process.exit(0);
  });
}
