import type { GooglePhotoSet, GooglePhotoSetProgress, SelectGooglePhotoSetsResponse } from '@lumafolio/contracts';

/** Spec 02: a card's count, "{n} photos": the photos that will be imported (videos are named apart). */
export const photosLabel = (set: Pick<GooglePhotoSet, 'photoCount'>) => `${set.photoCount} photos`;

/** Videos are not imported; a set holding some says so. */
export function skippedVideosLabel(set: Pick<GooglePhotoSet, 'videoCount'>): string | null {
  if (set.videoCount === 0) return null;
  return set.videoCount === 1 ? '1 video will be skipped' : `${set.videoCount} videos will be skipped`;
}

/** Spec 02: the counter, "{n} album(s) selected". */
export const selectedLabel = (count: number) => `${count} album(s) selected`;

/** How much of a set's import is over, 0–100. */
export function progressPercent(progress: GooglePhotoSetProgress): number {
  if (progress.total === 0) return progress.state === 'done' ? 100 : 0;
  const over = progress.imported + progress.skipped + progress.failed;
  return Math.min(100, Math.round((over / progress.total) * 100));
}

/** Whether a set has import progress worth showing: syncing, or a finished sync with counts. */
export const hasProgress = (progress: GooglePhotoSetProgress) => progress.state === 'syncing' || (progress.state === 'done' && progress.total > 0);

/** The toast after Sync Selected Albums: how many photos were queued. */
export function queuedMessage({ queued }: Pick<SelectGooglePhotoSetsResponse, 'queued'>): string {
  if (queued === 0) return 'Everything in the selected albums is already imported.';
  return queued === 1 ? '1 photo is being imported.' : `${queued} photos are being imported.`;
}
