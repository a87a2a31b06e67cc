import { serverText } from '../text/clean-text.js';
import { z } from 'zod';

export const ACCOUNTS_QUEUE = 'accounts';

/** An account marked as being deleted: the job removes what every service holds of it, then the account. */
export const accountDeletionJobPayloadSchema = z.object({ userId: serverText().min(1) }).strict();
export type AccountDeletionJobPayload = z.infer<typeof accountDeletionJobPayloadSchema>;

/** One deletion per account, however often it is asked for. */
export function accountDeletionJobId(userId: string): string {
  return `account-delete-${userId}`;
}
