import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { REDIS } from '../tokens.js';
import { endAccountSessions } from './redis-adapter.js';
import { InjectLogger } from '@lumafolio/server-common';

/**
 * A user's sign-ins at the built-in provider. Ended when the password changes, when the
 * account is deleted, and on "sign out everywhere": otherwise a browser that still has a
 * provider session would be signed back in without a password.
 */
@Injectable()
export class ProviderSessions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async endAll(userId: string): Promise<void> {
    const ended = await endAccountSessions(this.redis, userId);
    this.logger.info({ userId, ...ended }, 'provider sessions ended');
  }
}
