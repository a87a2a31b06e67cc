import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';

const userId = serverText().min(1);

/**
 * The steps of an account deletion, in the order they run. Each removes one owner's data
 * and may run again harmlessly; the account itself goes last, so an unfinished deletion
 * always leaves the account (marked as being deleted) to say what is left.
 */
export const ACCOUNT_DELETION_STEPS = ['google-photos', 'media', 'portfolio', 'email-log', 'account'] as const;
export const accountDeletionStepSchema = z.enum(ACCOUNT_DELETION_STEPS);
export type AccountDeletionStep = z.infer<typeof accountDeletionStepSchema>;

/** Where a deletion stands, as the account's document records it for operators. */
export const accountDeletionSchema = z.object({
  requestedAt: serverText(),
  /** Attempts that failed so far; the job retries with backoff. */
  failedAttempts: z.number().int().nonnegative(),
  /** The last failed attempt: the step that failed, why, and the steps not done yet. */
  lastFailure: z.object({ step: accountDeletionStepSchema, error: serverText(), remaining: z.array(accountDeletionStepSchema), at: serverText() }).nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/**
 * DELETE /api/auth/user: the user typed their username to confirm. The account stops
 * working at once (no sign-in, no public portfolio) and its deletion is queued.
 */
export const deleteAccountRpc = defineRpc(
  'auth.account.delete.v1',
  z.object({ userId, confirmUsername: verbatimText() }).strict(),
  z.object({ accepted: z.literal(true) }),
);

/** An account being deleted, for the deletion job (its e-mail finds its e-mail log); 404 when none is under way. */
export const getAccountDeletionRpc = defineRpc(
  'auth.account.deletion.get.v1',
  z.object({ userId }).strict(),
  z.object({ userId: serverText(), email: serverText().nullable(), deletion: accountDeletionSchema }),
);

/** The deletion job records a failed attempt on the account. */
export const recordAccountDeletionFailureRpc = defineRpc(
  'auth.account.deletion.record-failure.v1',
  z.object({ userId, step: accountDeletionStepSchema, error: serverText().max(1000), remaining: z.array(accountDeletionStepSchema) }).strict(),
  z.object({ recorded: z.boolean() }),
);

/** The deletion's last step: the account's document goes. `purged` is false when it was gone already. */
export const purgeAccountRpc = defineRpc('auth.account.purge.v1', z.object({ userId }).strict(), z.object({ purged: z.boolean() }));
