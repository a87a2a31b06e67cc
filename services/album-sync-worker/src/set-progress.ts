import type { GooglePhotoSetProgress } from '@lumafolio/contracts';
import type { GooglePhotoSetItemRepository, GooglePhotoSetRepository } from '@lumafolio/dal';
import { FAILURES_SHOWN, setProgressFrom } from '@lumafolio/google-photos';

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
  return setProgressFrom({ _id: albumId, syncState: done ? 'done' : 'syncing', problem: set?.problem ?? null }, counts, failures);
}
