import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export type OutputMode = 'prefixed' | 'silent' | ((name: string, line: string) => void);

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (or signal name) whenever the process ends. */
  readonly exited: Promise<number | string>;
  /** The last lines it printed (kept even when its output is silent), to explain a failed start. */
  recentOutput(): string[];
  stop(graceMs?: number): Promise<void>;
}

const RECENT_LINES = 30;

const colours = [36, 33, 35, 32, 34, 91, 96, 93];
let nextColour = 0;

/**
 * Runs a command in its own process group so that stopping it also stops anything it
 * started, and labels every line it prints.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; output: OutputMode },
): ManagedProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  pipeLines(child, name, options.output, (line) => {
    recent.push(line);
    if (recent.length > RECENT_LINES) recent.shift();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.once('error', (error) => resolve(error.message));
  });
  let finished = false;
  void exited.then(() => (finished = true));

  return {
    name,
    pid: child.pid ?? -1,
    exited,
    recentOutput: () => [...recent],
    async stop(graceMs = 10_000) {
      if (finished || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child.pid as number, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Anything the process left in its group goes too.
      signalGroup(child.pid, 'SIGKILL');
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function pipeLines(child: ChildProcess, name: string, output: OutputMode, keep: (line: string) => void): void {
  const show = output === 'silent' ? () => undefined : output === 'prefixed' ? prefixWriter(name) : (line: string) => output(name, line);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (line) => {
        keep(line);
        show(line);
      });
  }
}

/** What a process that did not come up last said, for the error that reports it. */
export function describeRecentOutput(processes: readonly ManagedProcess[]): string {
  return processes
    .map((process) => {
      const lines = process.recentOutput();
      return `--- ${process.name} (pid ${process.pid}), its last ${lines.length} lines:\n${lines.join('\n')}`;
    })
    .join('\n');
}

function prefixWriter(name: string): (line: string) => void {
  const colour = colours[nextColour++ % colours.length];
  const label = process.stdout.isTTY ? `\u001b[${colour}m${name.padEnd(13)}\u001b[0m|` : `${name.padEnd(13)}|`;
  return (line) => process.stdout.write(`${label} ${line}\n`);
}
