import { setTimeout as sleep } from 'node:timers/promises';
import type { ManagedProcess } from './processes.ts';

export interface RestartPolicy {
  /** Wait before the first restart; doubles with each quick repeat. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** A process that ran this long before dying starts again from the initial backoff. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { initialBackoffMs: 1_000, maxBackoffMs: 30_000, stableAfterMs: 60_000 };

export interface Restart {
  name: string;
  /** What the process exited with: a code or a signal name. */
  exit: number | string;
  /** How many times this process has been restarted, this one included. */
  count: number;
  delayMs: number;
}

/**
 * Keeps processes running after start-up: one that dies (an out-of-memory kill of a
 * worker, a crash) is started again after a backoff, and says so through `onRestart`.
 * Nothing else is touched: the rest of the platform goes on serving meanwhile.
 */
export class Supervisor {
  private readonly current = new Map<string, ManagedProcess>();
  private stopping = false;
  private readonly sleeper = new AbortController();
  // Plain fields, not parameter properties: Node runs this file by stripping types only.
  private readonly start: (name: string) => ManagedProcess;
  private readonly onRestart: (restart: Restart) => void;
  private readonly policy: RestartPolicy;

  constructor(start: (name: string) => ManagedProcess, onRestart: (restart: Restart) => void, policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
    this.start = start;
    this.onRestart = onRestart;
    this.policy = policy;
  }

  /** Watches an already running process and restarts it whenever it exits. */
  supervise(process: ManagedProcess): void {
    this.current.set(process.name, process);
    void this.watch(process.name, process);
  }

  /** The running instance of `name` (a restart replaces it). */
  process(name: string): ManagedProcess | undefined {
    return this.current.get(name);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleeper.abort();
    await Promise.all([...this.current.values()].map((p) => p.stop()));
  }

  private async watch(name: string, first: ManagedProcess): Promise<void> {
    let process = first;
    let count = 0;
    let backoffMs = this.policy.initialBackoffMs;
    for (;;) {
      const startedAt = Date.now();
      const exit = await process.exited;
      if (this.stopping) return;
      if (Date.now() - startedAt >= this.policy.stableAfterMs) backoffMs = this.policy.initialBackoffMs;
      count += 1;
      this.onRestart({ name, exit, count, delayMs: backoffMs });
      try {
        await sleep(backoffMs, undefined, { signal: this.sleeper.signal });
      } catch {
        return; // stopping
      }
      if (this.stopping) return;
      process = this.start(name);
      this.current.set(name, process);
      backoffMs = Math.min(backoffMs * 2, this.policy.maxBackoffMs);
    }
  }
}
