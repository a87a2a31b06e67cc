import type { GooglePhotoSetProgress } from '@lumafolio/contracts';

/** The fields of a stored set that its progress needs. */
export interface ProgressOfSet {
  _id: string;
  syncState: GooglePhotoSetProgress['state'];
  mediaItemsCount: number;
  problem: string | null;
}

/** What the progress reads of a set's items (the items repository). */
export interface SetItemTallies {
  counts(setId: string): Promise<{ imported: number; skipped: number; failed: number; total: number }>;
  failures(setId: string, limit: number): Promise<Array<{ filename: string; error: string | null }>>;
}

/** Failed items named on a set's card. */
export const FAILURES_SHOWN = 10;

type ItemCounts = Awaited<ReturnType<SetItemTallies['counts']>>;
type ItemFailures = Awaited<ReturnType<SetItemTallies['failures']>>;

/** How far a set's import has come, as the album page shows it. */
export async function googlePhotoSetProgress(set: ProgressOfSet, items: SetItemTallies): Promise<GooglePhotoSetProgress> {
  if (set.syncState === 'idle') {
    return { albumId: set._id, state: 'idle', problem: set.problem, total: set.mediaItemsCount, imported: 0, skipped: 0, failed: 0, failures: [] };
  }
  const [counts, failures] = await Promise.all([items.counts(set._id), items.failures(set._id, FAILURES_SHOWN)]);
  return setProgressFrom(set, counts, failures);
}

/** The progress from a set's item counts and first failures, read by the caller. */
export function setProgressFrom(set: Pick<ProgressOfSet, '_id' | 'syncState' | 'problem'>, counts: ItemCounts, failures: ItemFailures): GooglePhotoSetProgress {
  return {
    albumId: set._id,
    state: set.syncState,
    problem: set.problem,
    total: counts.total,
    imported: counts.imported,
    skipped: counts.skipped,
    failed: counts.failed,
    failures: failures.map((item) => ({ filename: item.filename || 'Untitled', message: item.error ?? 'Not imported.' })),
  };
}
