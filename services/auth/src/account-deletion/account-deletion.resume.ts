import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { accountDeletionRequestedEvent } from '@lumafolio/contracts';
import { UserRepository } from '@lumafolio/dal';
import { EventBus, InjectLogger, type Logger } from '@lumafolio/server-common';
import { AuthConfig } from '../config.js';

/**
 * The backstop for a lost `accountDeletionRequestedEvent` (a hint over core NATS): every
 * ACCOUNT_DELETION_RESUME_MS, each account still being deleted is announced again. The
 * integrations worker queues one deletion per account, so one under way is not doubled.
 */
@Injectable()
export class AccountDeletionResume implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly users: UserRepository,
    private readonly config: AuthConfig,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.announceAgain().catch((error: unknown) => this.logger.warn({ err: error }, 'account deletions not announced again yet'));
    }, this.config.ACCOUNT_DELETION_RESUME_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async announceAgain(): Promise<void> {
    const before = new Date(Date.now() - this.config.ACCOUNT_DELETION_RESUME_MS);
    for (const userId of await this.users.idsBeingDeletedSince(before)) this.events.publish(accountDeletionRequestedEvent, { userId });
  }
}
