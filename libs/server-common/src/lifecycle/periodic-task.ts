import type { Logger } from 'pino';

/**
 * Runs `task` every `intervalMs` in the background, never two runs at once; a failure is
 * logged and the next interval tries again. Used by the sweeps that retry work which
 * could not be queued when it happened (Redis down).
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly task: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.task()
        .catch((error: unknown) => this.logger.warn({ err: error, task: this.name }, `${this.name} failed`))
        .finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
