import type { QueueEntry, QueueStatus } from '../hooks/use-upload-queue';

/** Steps still under way: closing the tab now would interrupt them. */
const ACTIVE: ReadonlySet<QueueStatus> = new Set(['queued', 'optimising', 'checking', 'analysing', 'waiting', 'uploading']);

export const isActive = (entry: Pick<QueueEntry, 'status'>) => ACTIVE.has(entry.status);

/**
 * Not in yet and not given up on: under way, or held as a possible duplicate until the user
 * decides. Leaving the app now leaves it undone.
 */
export const isUnfinished = (entry: Pick<QueueEntry, 'status'>) => isActive(entry) || entry.status === 'duplicate';

export interface QueueProgress {
  total: number;
  uploaded: number;
  active: number;
  /** Failed entries a retry could still bring in (a refused file type never will), and possible duplicates held for the user. */
  needAttention: number;
  /** Of those, the possible duplicates. */
  duplicates: number;
  /** Of the whole queue, 0–100: an uploaded file counts whole, one uploading by its bytes sent. */
  percent: number;
}

/** The queue at a glance, for the navigation bar. */
export function queueProgress(entries: readonly Pick<QueueEntry, 'status' | 'progress' | 'retryable'>[]): QueueProgress {
  let uploaded = 0;
  let active = 0;
  let needAttention = 0;
  let duplicates = 0;
  let sent = 0;
  for (const entry of entries) {
    if (entry.status === 'done') uploaded += 1;
    else if (ACTIVE.has(entry.status)) active += 1;
    else if (entry.status === 'duplicate') duplicates += 1;
    else if (entry.retryable) needAttention += 1;
    sent += entry.status === 'done' ? 100 : entry.status === 'uploading' ? entry.progress : 0;
  }
  const total = entries.length;
  return { total, uploaded, active, needAttention: needAttention + duplicates, duplicates, percent: total === 0 ? 0 : Math.round(sent / total) };
}
