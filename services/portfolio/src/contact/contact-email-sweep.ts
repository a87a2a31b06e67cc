import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@lumafolio/server-common';
import { CONTACT_EMAIL_SWEEP_INTERVAL_MS, CONTACT_LOGGER } from './contact-tokens.js';
import { ContactNotifier } from './contact-notifier.js';

/**
 * Every interval, queues the notifications that could not be queued when their message
 * was stored. Every replica sweeps; the deterministic job ids keep that harmless.
 */
@Injectable()
export class ContactEmailSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly notifier: ContactNotifier,
    @Inject(CONTACT_EMAIL_SWEEP_INTERVAL_MS) private readonly intervalMs: number,
    @Inject(CONTACT_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.notifier
        .sweep(this.intervalMs)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'contact notification sweep failed'))
        .finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
