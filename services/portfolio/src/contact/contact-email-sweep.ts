import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectLogger, PeriodicTask, type Logger } from '@lumafolio/server-common';
import { CONTACT_EMAIL_SWEEP_INTERVAL_MS } from './contact-tokens.js';
import { ContactNotifier } from './contact-notifier.js';

/**
 * Every interval, queues the notifications that could not be queued when their message
 * was stored. Every replica sweeps; the deterministic job ids keep that harmless.
 */
@Injectable()
export class ContactEmailSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(notifier: ContactNotifier, @Inject(CONTACT_EMAIL_SWEEP_INTERVAL_MS) intervalMs: number, @InjectLogger() logger: Logger) {
    this.task = new PeriodicTask('contact notification sweep', intervalMs, () => notifier.sweep(intervalMs), logger);
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
