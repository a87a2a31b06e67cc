import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The latest log lines of a test's processes (pass `keep` as `processOutput`), so a wait
 * that times out says what the services were doing rather than only that it gave up.
 */
export class RecentLogLines {
  private readonly lines: string[] = [];
  private readonly max: number;

  constructor(max = 40) {
    this.max = max;
  }

  readonly keep = (process: string, line: string): void => {
    this.lines.push(`${process}: ${line}`);
    if (this.lines.length > this.max) this.lines.shift();
  };

  toString(): string {
    return this.lines.join('\n') || '(none)';
  }
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Reported with a timeout. */
  logs?: RecentLogLines;
}

const describeValue = (value: unknown): string => (JSON.stringify(value) ?? String(value)).slice(0, 800);

/**
 * Reads until `done` holds and resolves with that reading. A timeout names what was
 * awaited, the last reading and, when given, the processes' latest log lines.
 */
export async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, options: WaitOptions = {}): Promise<T> {
  const { timeoutMs = 30_000, intervalMs = 250, logs } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const report = `timed out after ${timeoutMs} ms waiting for ${what}; last read: ${describeValue(value)}`;
      throw new Error(logs ? `${report}\nrecent process logs:\n${logs.toString()}` : report);
    }
    await sleep(intervalMs);
  }
}
