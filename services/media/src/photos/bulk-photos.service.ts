import { Inject, Injectable } from '@nestjs/common';
import {
  BULK_PHOTOS_MAX,
  BULK_TOO_MANY_MESSAGE,
  CLIENT_GALLERY_MESSAGES,
  CLIENT_GALLERY_PHOTOS_MAX,
  chunksOf,
  galleryTooFullMessage,
  PHOTOS_PER_FINGERPRINT_JOB,
  photoFolderChunks,
  publicContentChangedEvent,
  type BulkPhotoAction,
  type BulkPhotoResult,
  type BulkPhotoSelection,
} from '@lumafolio/contracts';
import { ClientGalleryRepository, inOwnerOrder, PhotoRepository, type PhotoChanges, type PhotoSelection, type SelectedPhoto } from '@lumafolio/dal';
import { EventBus, ImageUrlRevocations, InjectLogger, MediaJobs, rpcError, withTimeout, type Logger } from '@lumafolio/server-common';

/** Photos whose write turns are held together (well within a turn's 5 s lease): a bulk action is a few writes, never one per photo. */
const WRITE_BATCH = 500;
/** An unreachable queue answers within this: the deleted photos' files are then orphans the storage audit finds. */
const QUEUE_TIMEOUT_MS = 3_000;

/** One action on many of a photographer's photos (My Photos' selection), in a few writes (ADR 60). */
@Injectable()
export class BulkPhotosService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly galleries: ClientGalleryRepository,
    @Inject(EventBus) private readonly events: EventBus,
    private readonly revocations: ImageUrlRevocations,
    @Inject(MediaJobs) private readonly jobs: MediaJobs,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async apply(userId: string, selection: BulkPhotoSelection, action: BulkPhotoAction): Promise<BulkPhotoResult> {
    const selected = await this.photos.selectOwned(userId, selectionOf(selection), BULK_PHOTOS_MAX);
    if (selected.length > BULK_PHOTOS_MAX) throw rpcError(422, BULK_TOO_MANY_MESSAGE, 'TOO_MANY_PHOTOS');
    const notFound = selection.kind === 'photos' ? new Set(selection.photoIds).size - selected.length : 0;
    if (action.kind === 'delete') return { selected: selected.length, changed: await this.delete(userId, selected), notFound };
    if (action.kind === 'add-to-gallery') return { selected: selected.length, changed: await this.addToGallery(userId, action.galleryId, selected), notFound };
    const changes = changesOf(action);
    const toChange = selected.filter((photo) => differs(photo, changes));
    let changed = 0;
    for (let start = 0; start < toChange.length; start += WRITE_BATCH) {
      changed += await this.applyToBatch(userId, toChange.slice(start, start + WRITE_BATCH), changes);
    }
    if (changed > 0 && (changes.isPublic !== undefined || toChange.some((photo) => photo.isPublic))) {
      // Visitors' cached pages of this portfolio (and the home feed) are out of date.
      this.events.publish(publicContentChangedEvent, { ownerId: userId });
    }
    return { selected: selected.length, changed, notFound };
  }

  /**
   * Added at the end of one of the photographer's client galleries, newest first as My Photos
   * lists them, unless the gallery would then hold more than it may (nothing is added then).
   * A gallery of someone else is not found, as an unknown one.
   */
  private async addToGallery(userId: string, galleryId: string, selected: readonly SelectedPhoto[]): Promise<number> {
    const answer = await this.galleries.addPhotos(
      userId,
      galleryId,
      inOwnerOrder(selected).map((photo) => photo._id),
      CLIENT_GALLERY_PHOTOS_MAX,
    );
    if (answer.outcome === 'not-found') throw rpcError(404, CLIENT_GALLERY_MESSAGES.notFound, 'NOT_FOUND');
    if (answer.outcome === 'too-many') throw rpcError(422, galleryTooFullMessage(answer.name, answer.held, answer.adding), 'GALLERY_FULL');
    return answer.added;
  }

  /**
   * Deleted as one photo is (PhotosService.delete): the documents first, a list bucket at a
   * time, so they are gone from every list and count; then the public ones' signed image URLs
   * stop working; then their files and their entries in the duplicates index are removed by
   * media-worker jobs, not in this request. Resolves with how many were deleted.
   */
  private async delete(userId: string, selected: readonly SelectedPhoto[]): Promise<number> {
    if (selected.length === 0) return 0;
    const deleted = await this.photos.deleteManyOwned(userId, selected);
    await this.galleries.removePhotos(
      userId,
      deleted.map((photo) => photo._id),
    );
    const published = deleted.filter((photo) => photo.isPublic).map((photo) => photo._id);
    if (published.length) {
      this.events.publish(publicContentChangedEvent, { ownerId: userId });
      // Should their files outlive them (a failed job), their signed URLs still stop working.
      await this.revocations
        .revokePhotos(published)
        .catch((error: unknown) => this.logger.error({ err: error, photos: published.length }, 'signed image URLs not revoked'));
    }
    await this.queueCleanUp(userId, deleted);
    return deleted.length;
  }

  /**
   * Files left behind (the queue did not take a job) are orphans the storage audit finds, as
   * for one photo; index entries left behind are read back and left out by every look-up.
   */
  private async queueCleanUp(userId: string, deleted: readonly SelectedPhoto[]): Promise<void> {
    const { chunks, outside } = photoFolderChunks(
      userId,
      deleted.map((photo) => photo.originalKey),
    );
    if (outside.length)
      this.logger.error({ userId, keys: outside.slice(0, 10), count: outside.length }, "photos deleted whose files are outside their owner's folder");
    for (const prefixes of chunks) {
      await this.queue(() => this.jobs.add('photo-files.delete.v1', { userId, prefixes }), 'photos deleted but the removal of their files was not queued', {
        userId,
        folders: prefixes.length,
        first: prefixes[0],
      });
    }
    const fingerprinted = deleted.flatMap(({ _id, fingerprint }) => (fingerprint ? [{ photoId: _id, fingerprint }] : []));
    for (const photos of chunksOf(fingerprinted, PHOTOS_PER_FINGERPRINT_JOB)) {
      await this.queue(() => this.jobs.add('photo-fingerprints.remove.v1', { userId, photos }), 'photos deleted but not queued to leave the duplicates index', {
        userId,
        photos: photos.length,
      });
    }
  }

  private async queue(add: () => Promise<void>, failure: string, context: Record<string, unknown>): Promise<void> {
    try {
      await withTimeout(add(), QUEUE_TIMEOUT_MS, `the media queue did not answer within ${QUEUE_TIMEOUT_MS} ms`);
    } catch (error) {
      this.logger.error({ err: error, ...context }, failure);
    }
  }

  /** Made private, their signed image URLs stop working first, as for one photo (PhotosService.setFlags). */
  private applyToBatch(userId: string, batch: readonly SelectedPhoto[], changes: PhotoChanges): Promise<number> {
    const ids = batch.map((photo) => photo._id);
    return this.photos.inWriteTurns(ids, async () => {
      if (changes.isPublic === false) await this.revocations.revokePhotos(ids);
      const changed = await this.photos.updateManyOwned(userId, batch, changes);
      if (changes.isPublic === true) {
        // A failure only costs speed: the gateway sends a revoked URL down the checked path, which serves a public photo.
        await this.revocations
          .restorePhotos(ids)
          .catch((error: unknown) => this.logger.warn({ err: error, photos: ids.length }, 'signed image URLs not restored'));
      }
      return changed;
    });
  }
}

/** A bulk selection as the repository reads it (each picked id once). */
export function selectionOf(selection: BulkPhotoSelection): PhotoSelection {
  if (selection.kind === 'photos') return { photoIds: [...new Set(selection.photoIds)] };
  const { category, visibility, q, except } = selection;
  return { filter: { category, visibility, search: q }, except };
}

function changesOf(action: Exclude<BulkPhotoAction, { kind: 'delete' | 'add-to-gallery' }>): PhotoChanges {
  switch (action.kind) {
    case 'set-public':
      return { isPublic: action.isPublic };
    case 'set-featured':
      return { featured: action.featured };
    case 'set-category':
      return { category: action.category };
  }
}

const differs = (photo: SelectedPhoto, changes: PhotoChanges): boolean =>
  (Object.keys(changes) as Array<keyof SelectedPhoto & keyof PhotoChanges>).some((field) => photo[field] !== changes[field]);
