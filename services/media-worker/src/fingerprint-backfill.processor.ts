import { FINGERPRINT_GRID, type FingerprintBackfillJobPayload } from '@lumafolio/contracts';
import type { PhotoDocument, PhotoRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { fingerprintOfImage } from './fingerprint.js';
import { readAll } from './processor-deps.js';

/** Photos per job: each costs a small variant's read and decode. */
export const FINGERPRINT_BACKFILL_PAGE = 50;
/** The smallest variant at least this wide is read: any is far larger than the fingerprint's grid. */
const SOURCE_MIN_WIDTH = FINGERPRINT_GRID * 4;
const SOURCE_MAX_BYTES = 10 * 1024 * 1024;

export interface FingerprintBackfillDeps {
  photos: Pick<PhotoRepository, 'pageOfReadyById' | 'saveFingerprint' | 'fingerprints'>;
  storage: ObjectStorage;
  logger: Logger;
  /** Queues the page after `afterId`. */
  queueNext: (payload: FingerprintBackfillJobPayload) => Promise<void>;
}

export interface FingerprintBackfillResult {
  userId: string;
  /** Photos of the page that got a fingerprint. */
  made: number;
  seen: number;
  finished: boolean;
}

/**
 * One page of an owner's processed photos: each without a fingerprint (processed before
 * fingerprints existed) gets one, read from its smallest variant; a resized copy reads as the
 * same photo (ADR 59). Idempotent: a retried page skips what it already did.
 */
export function createFingerprintBackfillProcessor(deps: FingerprintBackfillDeps) {
  return async ({ userId, afterId }: FingerprintBackfillJobPayload): Promise<FingerprintBackfillResult> => {
    const page = await deps.photos.pageOfReadyById(userId, afterId, FINGERPRINT_BACKFILL_PAGE);
    let made = 0;
    for (const photo of page) {
      if (photo.fingerprint) continue;
      const fingerprint = await fingerprintFromVariant(deps, photo);
      if (fingerprint && (await deps.photos.saveFingerprint(userId, photo._id, fingerprint))) made += 1;
    }
    const last = page.at(-1);
    const finished = page.length < FINGERPRINT_BACKFILL_PAGE || !last;
    if (finished) await deps.photos.fingerprints.markBackfilled(userId);
    else await deps.queueNext({ userId, afterId: last._id });
    deps.logger.info({ job: 'fingerprint-backfill', userId, seen: page.length, made, finished }, 'fingerprints made for a page of photos');
    return { userId, made, seen: page.length, finished };
  };
}

/** Null when the photo has no variant left to read, or it cannot be decoded: it is then simply not found as a duplicate. */
async function fingerprintFromVariant(deps: FingerprintBackfillDeps, photo: PhotoDocument): Promise<string | null> {
  const source = [...photo.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= SOURCE_MIN_WIDTH) ?? photo.variants.at(-1);
  if (!source) return null;
  try {
    const object = await deps.storage.get(source.key);
    return await fingerprintOfImage(await readAll(object.body, SOURCE_MAX_BYTES));
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null;
    deps.logger.warn({ err: error, photoId: photo._id }, 'no fingerprint for this photo');
    return null;
  }
}
