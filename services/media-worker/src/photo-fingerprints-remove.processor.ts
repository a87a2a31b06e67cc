import type { MediaQueue } from '@lumafolio/contracts';
import type { PhotoRepository } from '@lumafolio/dal';
import type { JobHandlers, Logger } from '@lumafolio/server-common';

export interface PhotoFingerprintsRemoveDeps {
  photos: Pick<PhotoRepository, 'fingerprints'>;
  logger: Logger;
}

/**
 * Photos a bulk delete removed leave the owner's duplicates index (ADR 59), each quarter
 * rewritten once. Idempotent: a photo already taken off is simply not listed any more.
 */
export function createPhotoFingerprintsRemoveProcessor({
  photos,
  logger,
}: PhotoFingerprintsRemoveDeps): JobHandlers<MediaQueue>['photo-fingerprints.remove.v1'] {
  return async ({ userId, photos: removed }) => {
    await photos.fingerprints.removeMany(userId, removed);
    logger.info({ job: 'photo-fingerprints.remove.v1', userId, photos: removed.length }, 'deleted photos taken off the duplicates index');
    return { photos: removed.length };
  };
}
