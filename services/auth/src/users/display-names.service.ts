import { Injectable } from '@nestjs/common';
import type { RpcResponse, listDisplayNamesRpc } from '@lumafolio/contracts';
import { DisplayNameDirectory, displayNameOf, UserRepository, type User } from '@lumafolio/dal';
import { InjectLogger } from '@lumafolio/server-common';
import type { Logger } from 'pino';

/**
 * The names photos are credited to (ADR 55). Auth is their one owner: it records a user's
 * name in the directory media reads as the profile changes, and fills what media finds missing.
 */
@Injectable()
export class DisplayNamesService {
  constructor(
    private readonly users: UserRepository,
    private readonly directory: DisplayNameDirectory,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** After a profile write, before anyone is told of it. A failure is logged: the entry's expiry heals it. */
  async profileChanged(user: User): Promise<void> {
    await this.directory
      .record([entryOf(user)])
      .catch((error: unknown) => this.logger.warn({ err: error, userId: user.id }, 'display name not recorded; the old one shows until its entry expires'));
  }

  async accountGone(userId: string): Promise<void> {
    await this.directory.forget(userId).catch((error: unknown) => this.logger.warn({ err: error, userId }, 'display name of a deleted account not forgotten'));
  }

  async namesOf(userIds: readonly string[]): Promise<RpcResponse<typeof listDisplayNamesRpc>> {
    const entries = (await this.users.findManyByIds([...new Set(userIds)])).map(entryOf);
    await this.directory.record(entries).catch((error: unknown) => this.logger.warn({ err: error }, 'display names not recorded'));
    return entries.map(({ userId, displayName }) => ({ userId, displayName }));
  }
}

const entryOf = (user: User) => ({ userId: user.id, displayName: displayNameOf(user), revision: user.profileRevision });
