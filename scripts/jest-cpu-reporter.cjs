// A Jest reporter for a run in band (the integration tests): what each test file cost in CPU
// time, its own (the test code, Jest's transforms) and that of the processes it started and
// stopped (the services under test), read from /proc/self/stat around the file. CPU time is
// what two cores share, so it says which suites to make cheaper; wall time alone does not.
// Prints the costliest files and writes every file's figures to CPU_REPORT_FILE (a TSV).
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, relative } = require('node:path');

const CLOCK_TICKS_PER_SECOND = 100;
const SHOWN = 12;

/** utime, stime, cutime and cstime of this process, in seconds. */
function cpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const [utime, stime, cutime, cstime] = fields.slice(11, 15);
  return { own: (utime + stime) / CLOCK_TICKS_PER_SECOND, started: (cutime + cstime) / CLOCK_TICKS_PER_SECOND };
}

class CpuReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.starts = new Map();
    this.rows = [];
  }

  onTestFileStart(test) {
    this.starts.set(test.path, { ...cpuSeconds(), at: Date.now() });
  }

  onTestFileResult(test) {
    const start = this.starts.get(test.path);
    if (!start) return;
    const now = cpuSeconds();
    const own = now.own - start.own;
    const started = now.started - start.started;
    this.rows.push({ file: relative(this.rootDir, test.path), total: own + started, own, started, wall: (Date.now() - start.at) / 1000 });
  }

  onRunComplete() {
    if (this.rows.length === 0) return;
    const rows = [...this.rows].sort((a, b) => b.total - a.total);
    const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
    const line = (row) => [row.total, row.own, row.started, row.wall].map((s) => s.toFixed(1).padStart(7)).join('') + `  ${row.file}`;
    const header = `${'cpu s'.padStart(7)}${'jest'.padStart(7)}${'procs'.padStart(7)}${'wall s'.padStart(7)}  test file`;
    const totals = { file: `all ${rows.length} files`, total: sum('total'), own: sum('own'), started: sum('started'), wall: sum('wall') };
    console.log(`\nCPU time per test file (Jest's own, and the processes each file started), costliest first:\n${header}`);
    for (const row of rows.slice(0, SHOWN)) console.log(line(row));
    console.log(line(totals));
    const file = process.env.CPU_REPORT_FILE;
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      const tsv = rows.map((row) => [row.total, row.own, row.started, row.wall].map((s) => s.toFixed(1)).join('\t') + `\t${row.file}`);
      writeFileSync(file, ['cpu_s\tjest_s\tprocesses_s\twall_s\tfile', ...tsv].join('\n') + '\n');
      console.log(`Every file's figures: ${file}`);
    }
  }
}

module.exports = CpuReporter;
