import { Inject, Injectable } from '@nestjs/common';
import {
  accountDeletionRequestedEvent,
  publicContentChangedEvent,
  type AccountDeletion,
  type AccountDeletionStep,
  type RpcResponse,
  type getAccountDeletionRpc,
} from '@lumafolio/contracts';
import { UserRepository, type AccountDeletionState } from '@lumafolio/dal';
import { EventBus, InjectLogger, rpcError, type Logger } from '@lumafolio/server-common';
import { ProviderSessions } from '../oidc/provider-sessions.js';
import { DisplayNamesService } from '../users/display-names.service.js';
import { FormerUsernamesService } from '../users/former-usernames.service.js';

export const CONFIRMATION_MISMATCH = 'Type your username exactly to confirm the deletion.';
export const LAST_ADMIN = 'You are the only administrator. Make another user an admin before deleting your account.';

/**
 * Account deletion (ADR 25). The request marks the account as being deleted, which ends
 * it for everyone at once: no sign-in, no profile, no public portfolio. The integrations
 * worker, told by an event, then removes every service's data and, last, asks auth to
 * purge the account's document. Each failed attempt is recorded
 * on the document, so operators see which step failed and what is left.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly users: UserRepository,
    private readonly providerSessions: ProviderSessions,
    private readonly formerNames: FormerUsernamesService,
    private readonly displayNames: DisplayNamesService,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  /** Answers once the account is ended everywhere; its data goes in the background. */
  async request(userId: string, confirmUsername: string): Promise<{ accepted: true }> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    if (confirmUsername.trim().toLowerCase() !== user.username.toLowerCase()) throw rpcError(400, CONFIRMATION_MISMATCH, 'CONFIRMATION_MISMATCH');
    if (user.role === 'admin' && (await this.users.countAdmins()) <= 1) throw rpcError(409, LAST_ADMIN, 'LAST_ADMIN');
    if (!(await this.users.markDeleting(userId))) throw notFound();
    this.events.publish(accountDeletionRequestedEvent, { userId });
    this.events.publish(publicContentChangedEvent, { ownerId: userId });
    await this.providerSessions.endAll(userId);
    this.logger.info({ userId }, 'account deletion requested');
    return { accepted: true };
  }

  async deletionOf(userId: string): Promise<RpcResponse<typeof getAccountDeletionRpc>> {
    const found = await this.users.findBeingDeleted(userId);
    if (!found) throw rpcError(404, 'No deletion of this account is under way.', 'NO_DELETION');
    return { userId, email: found.user.email, deletion: toAccountDeletion(found.deletion) };
  }

  async recordFailure(userId: string, step: AccountDeletionStep, error: string, remaining: AccountDeletionStep[]): Promise<{ recorded: boolean }> {
    const recorded = await this.users.recordDeletionFailure(userId, { step, error, remaining, at: new Date() });
    this.logger.warn({ userId, step, error, remaining }, 'account deletion step failed');
    return { recorded };
  }

  async purge(userId: string): Promise<{ purged: boolean }> {
    const purged = await this.users.purge(userId);
    if (purged) {
      await this.formerNames.forget(userId);
      await this.displayNames.accountGone(userId);
      this.events.publish(publicContentChangedEvent, { ownerId: userId });
      this.logger.info({ userId }, 'account deleted');
    }
    return { purged };
  }
}

function toAccountDeletion(state: AccountDeletionState): AccountDeletion {
  const failure = state.lastFailure;
  return {
    requestedAt: new Date(state.requestedAt).toISOString(),
    failedAttempts: state.failedAttempts ?? 0,
    lastFailure: failure
      ? {
          step: failure.step as AccountDeletionStep,
          error: failure.error,
          remaining: failure.remaining as AccountDeletionStep[],
          at: new Date(failure.at).toISOString(),
        }
      : null,
  };
}

function notFound() {
  return rpcError(404, 'User not found.', 'USER_NOT_FOUND');
}
