import { RpcCallError, isLastAttempt, type JobContext, type Logger } from '@lumafolio/server-common';
import type { AlbumSyncItemJobPayload, AlbumSyncItemResult, GooglePhotoSetProgress, Photo } from '@lumafolio/contracts';
import type {
  GooglePhotoSetDocument,
  GooglePhotoSetItemDocument,
  GooglePhotoSetItemRepository,
  GooglePhotoSetItemStatus,
  GooglePhotoSetRepository,
} from '@lumafolio/dal';
import { GoogleApiError, GoogleNotConnectedError, type GoogleAccess, type PickerClient } from '@lumafolio/google-photos';
import { IntakeRefusedError, titleFromFileName, type IngestRequest } from '@lumafolio/photo-intake';
import { RateLimitError } from 'bullmq';
import { isStale, SetExpiredError, SetGoneError, type BaseUrls } from './base-urls.js';
import { GOOGLE_REFUSED, GOOGLE_UNAVAILABLE, IMPORT_FAILED, NOT_A_PHOTO_SKIPPED, RECONNECT, SET_EXPIRED, VIDEO_SKIPPED } from './messages.js';
import { setProgress } from './set-progress.js';

/** Without a Retry-After, Google's 429 pauses the queue this long; a longer one is capped. */
const DEFAULT_RATE_LIMIT_MS = 30_000;
const MAX_RATE_LIMIT_MS = 5 * 60_000;

export interface AlbumSyncDeps {
  sets: Pick<GooglePhotoSetRepository, 'findOwned' | 'update' | 'setSyncState'>;
  items: Pick<GooglePhotoSetItemRepository, 'find' | 'markOutcome' | 'counts' | 'failures'>;
  /** The photo the item already is in the photographer's library (media's claims), or null. */
  importedPhotoOf(userId: string, mediaItemId: string): Promise<string | null>;
  google: Pick<GoogleAccess, 'call'>;
  picker: Pick<PickerClient, 'download'>;
  baseUrls: Pick<BaseUrls, 'refresh'>;
  intake: { ingest(request: IngestRequest & { source: NonNullable<IngestRequest['source']> }): Promise<Photo> };
  /** Tells the owner's open album pages the set's new progress (photoSetProgressedEvent). */
  progressed(ownerId: string, progress: GooglePhotoSetProgress): void;
  /** Pauses the whole queue (Google's quota is the app's, not one photographer's). */
  rateLimit(ms: number): Promise<void>;
  logger: Logger;
  now?: () => number;
}

interface Outcome {
  status: Exclude<GooglePhotoSetItemStatus, 'pending'>;
  photoId?: string;
  error?: string;
}

const failed = (error: string): Outcome => ({ status: 'failed', error });

/**
 * One picked item into the photographer's library, once: an item that already ended (or
 * already is a photo) is not downloaded again, and media makes an item at most one photo,
 * so a rerun after a crash adds nothing. The job always ends completed with the outcome and
 * its set's progress (also announced to the owner's open album pages), except while Google
 * may still answer: a 429 pauses the queue without spending an attempt, a 5xx or silence is
 * retried with backoff until the last attempt.
 */
export function createAlbumSyncItemProcessor(deps: AlbumSyncDeps) {
  const now = deps.now ?? Date.now;

  async function importItem(set: GooglePhotoSetDocument, first: GooglePhotoSetItemDocument): Promise<Photo> {
    let item = first;
    let listedAt = set.itemsListedAt;
    const relist = async () => {
      await deps.baseUrls.refresh(set, listedAt);
      const [latestSet, latestItem] = await Promise.all([deps.sets.findOwned(set.userId, set._id), deps.items.find(set._id, item.mediaItemId)]);
      if (!latestSet || !latestItem) throw new SetGoneError(`album ${set._id} was removed`);
      listedAt = latestSet.itemsListedAt;
      item = latestItem;
    };
    if (isStale(set, now())) await relist();
    const download = (baseUrl: string) => deps.google.call(set.userId, (token) => deps.picker.download(token, baseUrl, 'd'));
    let bytes;
    try {
      bytes = await download(item.baseUrl);
    } catch (error) {
      // An expired base URL: list the set again for a fresh one.
      if (!(error instanceof GoogleApiError) || error.status !== 403) throw error;
      await relist();
      bytes = await download(item.baseUrl);
    }
    return deps.intake.ingest({
      userId: set.userId,
      origin: 'google-photos',
      body: bytes.body,
      ...(bytes.bytes ? { expectedBytes: bytes.bytes } : {}),
      fields: { title: titleFromFileName(item.filename), category: 'other', description: '', aiTags: [], imageType: 'photo' },
      source: { provider: 'google-photos', id: item.mediaItemId },
    });
  }

  /** What a failed import becomes: an outcome to report, or a throw for BullMQ to try again. */
  async function outcomeOfFailure(set: GooglePhotoSetDocument, error: unknown, context: JobContext): Promise<Outcome | null> {
    if (error instanceof SetGoneError) return null;
    if (error instanceof GoogleNotConnectedError) {
      await deps.sets.update(set.userId, set._id, { problem: RECONNECT });
      return failed(RECONNECT);
    }
    if (error instanceof SetExpiredError) {
      await deps.sets.update(set.userId, set._id, { state: 'expired', problem: SET_EXPIRED });
      return failed(SET_EXPIRED);
    }
    if (error instanceof IntakeRefusedError) return failed(error.message);
    // A full quota is refused before any byte moves.
    if (error instanceof RpcCallError && error.status === 413) return failed(error.message);
    if (error instanceof GoogleApiError && error.status === 429) {
      await deps.rateLimit(Math.min(error.retryAfterMs ?? DEFAULT_RATE_LIMIT_MS, MAX_RATE_LIMIT_MS));
      throw new RateLimitError();
    }
    if (error instanceof GoogleApiError && !error.transient) return failed(GOOGLE_REFUSED);
    if (!isLastAttempt(context)) throw error;
    deps.logger.warn({ err: error, albumId: set._id }, 'album item not imported after its last attempt');
    return failed(error instanceof GoogleApiError ? GOOGLE_UNAVAILABLE : IMPORT_FAILED);
  }

  async function decide(set: GooglePhotoSetDocument, item: GooglePhotoSetItemDocument, context: JobContext): Promise<Outcome | null> {
    if (item.type !== 'photo') return { status: 'skipped', error: item.type === 'video' ? VIDEO_SKIPPED : NOT_A_PHOTO_SKIPPED };
    if (set.state === 'expired') return failed(SET_EXPIRED);
    const existing = await deps.importedPhotoOf(set.userId, item.mediaItemId);
    if (existing) return { status: 'imported', photoId: existing };
    try {
      const photo = await importItem(set, item);
      return { status: 'imported', photoId: photo.id };
    } catch (error) {
      return outcomeOfFailure(set, error, context);
    }
  }

  return async ({ userId, albumId, mediaItemId }: AlbumSyncItemJobPayload, context: JobContext): Promise<AlbumSyncItemResult | null> => {
    const set = await deps.sets.findOwned(userId, albumId);
    const item = set ? await deps.items.find(albumId, mediaItemId) : null;
    // The set was removed meanwhile: nothing to import, nobody to tell.
    if (!set || !item) return null;
    // Already ended (a rerun after a crash, or a second sync): reported again, nothing redone.
    let ended: Outcome | null = item.status === 'pending' ? null : { status: item.status, ...(item.photoId ? { photoId: item.photoId } : {}) };
    if (!ended) {
      ended = await decide(set, item, context);
      if (!ended) return null;
      await deps.items.markOutcome(albumId, mediaItemId, { status: ended.status, photoId: ended.photoId ?? null, error: ended.error ?? null });
    }
    const progress = await setProgress(deps, userId, albumId);
    deps.progressed(userId, progress);
    return { userId, albumId, mediaItemId, outcome: ended.status, photoId: ended.photoId ?? null, progress };
  };
}
