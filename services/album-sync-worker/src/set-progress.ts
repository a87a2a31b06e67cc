import type { GooglePhotoSetProgress } from '@lumafolio/contracts';
import type { GooglePhotoSetItemRepository, GooglePhotoSetRepository } from '@lumafolio/dal';

const FAILURES_SHOWN = 10;

export interface SetProgressDeps {
  sets: Pick<GooglePhotoSetRepository, 'findOwned' | 'setSyncState'>;
  items: Pick<GooglePhotoSetItemRepository, 'counts' | 'failures'>;
}

/**
 * How far a set's import has come, after one of its items ended. The set's sync is done
 * when none of its items is pending any more (whichever job ends it).
 */
export async function setProgress(deps: SetProgressDeps, userId: string, albumId: string): Promise<GooglePhotoSetProgress> {
  const [set, counts, failures] = await Promise.all([
    deps.sets.findOwned(userId, albumId),
    deps.items.counts(albumId),
    deps.items.failures(albumId, FAILURES_SHOWN),
  ]);
  const done = counts.pending === 0;
  if (done && set && set.syncState !== 'done') await deps.sets.setSyncState(albumId, 'done');
  return {
    albumId,
    state: done ? 'done' : 'syncing',
    total: counts.total,
    imported: counts.imported,
    skipped: counts.skipped,
    failed: counts.failed,
    failures: failures.map((failure) => ({ filename: failure.filename || 'Untitled', message: failure.error ?? '' })),
    problem: set?.problem ?? null,
  };
}
