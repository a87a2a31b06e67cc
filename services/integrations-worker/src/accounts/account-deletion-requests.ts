import { accountDeletionRequestedEvent } from '@lumafolio/contracts';
import type { AccountJobs, EventBus } from '@lumafolio/server-common';

/** One worker replica takes each announcement. */
const QUEUE_GROUP = 'integrations-account-deletions';

/**
 * Auth's announcement that an account is being deleted becomes a deletion on this worker's
 * own queue: one per account (a deterministic job id), however often it is announced.
 */
export function queueAnnouncedDeletions(events: EventBus, jobs: AccountJobs): { unsubscribe(): void } {
  return events.subscribe(accountDeletionRequestedEvent, QUEUE_GROUP, ({ userId }) => jobs.add('account-delete', { userId }));
}
