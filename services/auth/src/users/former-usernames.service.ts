import { Inject, Injectable } from '@nestjs/common';
import { publicContentChangedEvent } from '@lumafolio/contracts';
import { FormerUsernameRepository } from '@lumafolio/dal';
import { EventBus } from '@lumafolio/server-common';

/**
 * Old usernames keep leading to their owner's portfolio (ADR 45) until somebody takes
 * them. Every way a username is taken (sign-up, first external sign-in, a rename) calls
 * `claimed`, so an old address never points at two people.
 */
@Injectable()
export class FormerUsernamesService {
  constructor(
    private readonly names: FormerUsernameRepository,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  /** Somebody now goes by `name`: whoever gave it up stops being found by it (their cached answers for it are dropped). */
  async claimed(name: string): Promise<void> {
    const previousOwner = await this.names.release(name);
    if (previousOwner) this.events.publish(publicContentChangedEvent, { ownerId: previousOwner });
  }

  /** `userId` changed their username: `from` now redirects to them. A change of letter case only is no change. */
  async renamed(userId: string, from: string, to: string): Promise<void> {
    if (from.toLowerCase() === to.toLowerCase()) return;
    await this.claimed(to);
    await this.names.record(from, userId);
  }

  /** The user who gave up `name` last, if nobody has taken it since. */
  ownerOf(name: string): Promise<string | null> {
    return this.names.findUserId(name);
  }

  /** Account deletion. */
  forget(userId: string): Promise<void> {
    return this.names.removeAllOf(userId);
  }
}
