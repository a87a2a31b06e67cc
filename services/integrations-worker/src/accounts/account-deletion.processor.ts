import { ACCOUNT_DELETION_STEPS, type AccountDeletionJobPayload, type AccountDeletionStep } from '@lumafolio/contracts';
import type { EmailLogRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import type { AccountDataOwners } from './account-data-owners.js';

export interface AccountDeletionDeps {
  owners: AccountDataOwners;
  emailLog: Pick<EmailLogRepository, 'deleteByRecipient'>;
  logger: Logger;
}

export interface AccountDeletionResult {
  status: 'deleted' | 'nothing-to-do';
}

/**
 * Removes what every service holds of an account being deleted, then the account (ADR 25).
 * Every step may run again harmlessly, so a retried job starts over from the first. A
 * failed step fails the attempt, which BullMQ retries with backoff; the step, the error
 * and the steps left are logged and recorded on the account.
 */
export function createAccountDeletionProcessor(deps: AccountDeletionDeps) {
  return async ({ userId }: AccountDeletionJobPayload): Promise<AccountDeletionResult> => {
    const account = await deps.owners.deletionOf(userId);
    if (!account) return { status: 'nothing-to-do' };
    const steps: Record<AccountDeletionStep, () => Promise<unknown>> = {
      // First: the Google grant is revoked while the account still exists to retry it.
      'google-photos': () => deps.owners.deleteIntegrations(userId),
      media: () => deps.owners.deleteMedia(userId),
      portfolio: () => deps.owners.deletePortfolio(userId),
      'email-log': async () => (account.email ? deps.emailLog.deleteByRecipient(account.email) : 0),
      account: () => deps.owners.purgeAccount(userId),
    };
    for (const [index, step] of ACCOUNT_DELETION_STEPS.entries()) {
      try {
        await steps[step]();
      } catch (error) {
        const remaining = ACCOUNT_DELETION_STEPS.slice(index);
        const message = error instanceof Error ? error.message : String(error);
        deps.logger.warn({ job: 'account-delete', userId, step, remaining, err: error }, 'account deletion step failed');
        await deps.owners.recordFailure(userId, step, message, remaining).catch((recordError: unknown) => {
          deps.logger.warn({ job: 'account-delete', userId, err: recordError }, 'account deletion failure not recorded');
        });
        throw error;
      }
    }
    deps.logger.info({ job: 'account-delete', userId }, 'account and all its data deleted');
    return { status: 'deleted' };
  };
}
