// What starting the stack costs when each service runs its bundle (one file with its
// dependencies, what every launcher runs) next to tsc's module-by-module output (the
// baseline, measured in the same run): CPU seconds and resident memory of every process,
// from its start until the platform answers, read from /proc. Three rounds, alternating.
//   npm run bench:boot
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { profile, REPO_ROOT, startStack, STACK_PROCESSES, type ServiceEntry, type StackProcessName } from '@lumafolio/dev-stack';

const bench = profile('bench');
const ROUNDS = 3;
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

if (process.platform !== 'linux') throw new Error('this benchmark reads /proc: Linux only');

interface Cost {
  cpuSeconds: number;
  rssMiB: number;
}

function costOf(pid: number): Cost {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    rssMiB: (Number(fields[21]) * PAGE_BYTES) / 2 ** 20,
  };
}

async function startOnce(entry: ServiceEntry): Promise<Map<StackProcessName, Cost>> {
  const stack = await startStack(bench, { entry, output: 'silent' });
  try {
    return new Map(STACK_PROCESSES.map((name) => [name, costOf(stack.process(name).pid)]));
  } finally {
    await stack.stop();
  }
}

spawnSync('bash', ['deploy/local/infra.sh', 'up'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...bench.infraEnv } });

const runs: Record<ServiceEntry, Map<StackProcessName, Cost>[]> = { modules: [], bundle: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const entry of ['modules', 'bundle'] as const) runs[entry].push(await startOnce(entry));
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const medianOf = (entry: ServiceEntry, name: StackProcessName, key: keyof Cost) => median(runs[entry].map((run) => run.get(name)?.[key] ?? 0));
const total = (entry: ServiceEntry, key: keyof Cost) => STACK_PROCESSES.reduce((sum, name) => sum + medianOf(entry, name, key), 0);

console.log(`\nStarting the stack until it answers, median of ${ROUNDS} rounds (ratio: bundle / modules):`);
console.log('  process               CPU-s modules  bundle  ratio    RSS MiB modules  bundle  ratio');
const row = (label: string, cpu: [number, number], rss: [number, number]) =>
  console.log(
    `  ${label.padEnd(22)}${cpu[0].toFixed(2).padStart(13)}${cpu[1].toFixed(2).padStart(8)}${(cpu[1] / cpu[0]).toFixed(2).padStart(6)}×` +
      `${rss[0].toFixed(0).padStart(18)}${rss[1].toFixed(0).padStart(8)}${(rss[1] / rss[0]).toFixed(2).padStart(6)}×`,
  );
for (const name of STACK_PROCESSES) {
  row(
    name,
    [medianOf('modules', name, 'cpuSeconds'), medianOf('bundle', name, 'cpuSeconds')],
    [medianOf('modules', name, 'rssMiB'), medianOf('bundle', name, 'rssMiB')],
  );
}
row('all', [total('modules', 'cpuSeconds'), total('bundle', 'cpuSeconds')], [total('modules', 'rssMiB'), total('bundle', 'rssMiB')]);
