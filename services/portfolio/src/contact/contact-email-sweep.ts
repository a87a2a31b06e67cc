import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectLogger, PeriodicTask, type Logger } from '@lumafolio/server-common';
import { ContactConfig } from './contact-config.js';
import { ContactNotifier } from './contact-notifier.js';

/**
 * Every interval, asks again for the notifications the integrations service could not
 * queue when their message was stored. Every replica sweeps; the deterministic job ids
 * keep that harmless.
 */
@Injectable()
export class ContactEmailSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(notifier: ContactNotifier, config: ContactConfig, @InjectLogger() logger: Logger) {
    const intervalMs = config.CONTACT_EMAIL_SWEEP_INTERVAL_MS;
    this.task = new PeriodicTask('contact notification sweep', intervalMs, () => notifier.sweep(intervalMs), logger);
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
