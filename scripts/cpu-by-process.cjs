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

/** The machine's busy and idle ticks since boot, over all cores (/proc/stat's first line). */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const numbers = fields.map(Number);
  const idle = numbers[3] + (numbers[4] ?? 0);
  const all = numbers.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: all - idle, all };
}

/** How busy the cores were, minute by minute: a two-core run that is not near 100% waits on something. */
const minutes = [];
let minuteStart;
function sampleMachine(final = false) {
  const now = machineTicks();
  minuteStart ??= { ...now, at: Date.now() };
  if (!final && Date.now() - minuteStart.at < 60_000) return;
  const all = now.all - minuteStart.all;
  if (all > 0) minutes.push(Math.round((100 * (now.busy - minuteStart.busy)) / all));
  minuteStart = { ...now, at: Date.now() };
}

function machineSummary() {
  if (minutes.length === 0) return [];
  const average = Math.round(minutes.reduce((sum, share) => sum + share, 0) / minutes.length);
  const rows = [];
  for (let start = 0; start < minutes.length; start += 10) {
    rows.push(
      `  ${String(start).padStart(3)}-${String(Math.min(start + 10, minutes.length)).padEnd(3)} min: ${minutes
        .slice(start, start + 10)
        .map((share) => `${share}%`.padStart(5))
        .join('')}`,
    );
  }
  return [`The cores were busy ${average}% of the run, minute by minute:`, ...rows, ''];
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
    ...machineSummary(),
  ].join('\n');
}

if (process.platform === 'linux' && summaryFile) {
  const parent = process.ppid;
  sample();
  sampleMachine();
  // A run that ended without stopping it (killed) leaves no sampler behind.
  const timer = setInterval(() => (process.ppid === parent ? (sample(), sampleMachine()) : process.exit(0)), INTERVAL_MS);
  process.on('SIGTERM', () => {
    clearInterval(timer);
    sample();
    sampleMachine(true);
    writeFileSync(summaryFile, summary());
    process.exit(0);
  });
}
