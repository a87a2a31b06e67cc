import { Inject, Injectable } from '@nestjs/common';
import {
  formatBytes,
  summariseExif,
  type Photo,
  type PhotoSource,
  type RpcRequest,
  type RpcResponse,
  type beginIntakeRpc,
  type completeIntakeRpc,
  type releaseQuotaRpc,
  type reserveQuotaRpc,
} from '@lumafolio/contracts';
import { newPhotoDocument, PhotoRepository, PhotoSourceRepository, type PhotoDocument, type RedisLock } from '@lumafolio/dal';
import { InjectStorage, InjectLogger, rpcError, type Logger } from '@lumafolio/server-common';
import { originalKeyOf, type ObjectStorage } from '@lumafolio/storage';
import { randomBytes, randomUUID } from 'node:crypto';
import { PhotoJobs } from '../jobs/photo-jobs.js';
import { sanitizeDescription } from '../photos/description-html.js';
import { normaliseTags } from '../photos/tags.js';
import { PhotoViews } from '../photos/photo-views.js';
import { MediaConfig } from '../config.js';
import { QUOTA_LOCK } from '../tokens.js';
import { reservationHoldId, UPLOAD_HOLD_TTL_MS, UploadHolds, type UploadHold } from './upload-holds.js';

/** What a resumable upload that does not fit is told (the intake's own words for the same refusal). */
const OVER_QUOTA_MESSAGE = 'This photo does not fit in your remaining storage.';

const heldBytes = (holds: readonly UploadHold[]) => holds.reduce((sum, hold) => sum + hold.bytes, 0);

/**
 * The one way in for photos, whatever their origin (upload, bulk upload, Google Photos
 * import): an intake begins by holding quota (so a burst can never end above it), its
 * original is stored by the producer under the key chosen here and checked as it passes,
 * and it ends as a private photo with its processing queued, or is aborted and leaves
 * nothing behind.
 *
 * The reads of usage and holds at `begin` and the document write plus release at
 * `complete` run under one per-user lock: a new intake always sees either the hold or the
 * document of every other one, never neither.
 */
@Injectable()
export class UploadsService {
  private readonly quotaBytes: number;

  constructor(
    private readonly photos: PhotoRepository,
    private readonly sources: PhotoSourceRepository,
    private readonly holds: UploadHolds,
    private readonly jobs: PhotoJobs,
    @Inject(QUOTA_LOCK) private readonly quotaLock: RedisLock,
    @InjectStorage() private readonly storage: ObjectStorage,
    config: MediaConfig,
    @InjectLogger() private readonly logger: Logger,
    private readonly views: PhotoViews,
  ) {
    this.quotaBytes = config.STORAGE_QUOTA_BYTES;
  }

  begin({ userId, expectedBytes, origin, reservationId }: RpcRequest<typeof beginIntakeRpc>): Promise<RpcResponse<typeof beginIntakeRpc>> {
    return this.quotaLock(userId, async () => {
      // A finished resumable upload's reservation becomes this intake's hold: not counted twice.
      const taken = reservationId === undefined ? undefined : reservationHoldId(reservationId);
      const [usedBytes, holds] = await Promise.all([this.photos.usedBytes(userId), this.holds.active(userId)]);
      const remaining = this.quotaBytes - usedBytes - heldBytes(holds.filter((hold) => hold.uploadId !== taken));
      if (remaining <= 0) {
        throw rpcError(413, `Your storage is full (${formatBytes(this.quotaBytes)}). Delete some photos to upload new ones.`, 'QUOTA_FULL');
      }
      const photoId = randomBytes(10).toString('hex');
      const hold = {
        uploadId: randomUUID(),
        photoId,
        storageKey: originalKeyOf(userId, photoId),
        bytes: Math.min(expectedBytes, remaining),
        expiresAt: Date.now() + UPLOAD_HOLD_TTL_MS,
      };
      await this.holds.add(userId, hold);
      if (taken !== undefined) await this.holds.release(userId, taken);
      this.logger.debug({ userId, photoId, origin }, 'photo intake begun');
      return { intakeId: hold.uploadId, photoId, storageKey: hold.storageKey, maxBytes: hold.bytes, quotaBound: hold.bytes < expectedBytes };
    });
  }

  /**
   * Holds what an unfinished resumable upload will need (under the same lock as intakes):
   * refused with a 413 when it does not fit beside the stored photos and every other hold.
   * Reserving again (the same id) replaces the earlier reservation.
   */
  reserve({ userId, reservationId, bytes, expiresInMs }: RpcRequest<typeof reserveQuotaRpc>): Promise<RpcResponse<typeof reserveQuotaRpc>> {
    return this.quotaLock(userId, async () => {
      const id = reservationHoldId(reservationId);
      const [usedBytes, holds] = await Promise.all([this.photos.usedBytes(userId), this.holds.active(userId)]);
      const remaining = this.quotaBytes - usedBytes - heldBytes(holds.filter((hold) => hold.uploadId !== id));
      if (bytes > remaining) throw rpcError(413, OVER_QUOTA_MESSAGE, 'QUOTA_FULL');
      await this.holds.add(userId, { uploadId: id, photoId: '', storageKey: '', bytes, expiresAt: Date.now() + expiresInMs });
      return { reserved: true };
    });
  }

  async release({ userId, reservationId }: RpcRequest<typeof releaseQuotaRpc>): Promise<RpcResponse<typeof releaseQuotaRpc>> {
    return { released: await this.holds.release(userId, reservationHoldId(reservationId)) };
  }

  /**
   * New photos are private (spec 01 §4) and start processing in the background. An import
   * (`source`) claims its item first: an item that already is a photo answers that photo,
   * and this intake leaves nothing behind.
   */
  async complete(request: RpcRequest<typeof completeIntakeRpc>): Promise<Photo> {
    const { userId, fields, content } = request;
    const completed = await this.quotaLock(userId, async (): Promise<{ doc: PhotoDocument; intakePhotoId: string; duplicate: boolean }> => {
      const hold = await this.holds.find(userId, request.intakeId);
      if (!hold) throw rpcError(409, 'This upload took too long and expired. Please upload the photo again.', 'UPLOAD_EXPIRED');
      if (request.source) {
        const existing = await this.claimSource(userId, request.source, hold.photoId);
        if (existing) return { doc: existing, intakePhotoId: hold.photoId, duplicate: true };
      }
      // The quota counts what storage holds, not what the producer says it stored.
      const stored = await this.storage.head(hold.storageKey);
      if (!stored || stored.bytes !== content.sizeBytes)
        throw rpcError(409, 'The photo was not stored completely. Please upload it again.', 'INTAKE_INCOMPLETE');
      if (stored.bytes > hold.bytes) throw rpcError(413, OVER_QUOTA_MESSAGE, 'QUOTA_FULL');
      const created = newPhotoDocument({
        _id: hold.photoId,
        userId,
        originalKey: hold.storageKey,
        mimeType: content.mimeType,
        originalBytes: stored.bytes,
        width: content.width,
        height: content.height,
        title: fields.title.trim(),
        description: sanitizeDescription(fields.description ?? ''),
        category: fields.category,
        aiAltText: fields.aiAltText ?? null,
        aiTags: normaliseTags(fields.aiTags ?? []),
        exif: summariseExif(fields.exif),
      });
      await this.photos.insert(created);
      await this.holds.release(userId, request.intakeId);
      return { doc: created, intakePhotoId: hold.photoId, duplicate: false };
    });
    if (completed.duplicate) {
      await this.abort(userId, request.intakeId, completed.intakePhotoId);
      this.logger.debug({ userId, photoId: completed.doc._id, source: request.source }, 'imported item already a photo: intake dropped');
    } else {
      await this.jobs.queueOrLeaveForSweep(completed.doc);
    }
    return this.views.one(completed.doc);
  }

  /**
   * Claims an imported item for this intake's photo (under the user's quota lock). Returns the
   * photo that already holds it, or null when the claim is this intake's: the item was free,
   * or its photo is gone (deleted, or never written after a crash) and the claim moves here.
   */
  private async claimSource(userId: string, source: PhotoSource, photoId: string): Promise<PhotoDocument | null> {
    const ref = { userId, provider: source.provider, sourceId: source.id };
    const claim = await this.sources.claim(ref, photoId);
    if (claim.claimed) return null;
    const existing = await this.photos.findOwned(userId, claim.photoId);
    if (existing) return existing;
    if (await this.sources.takeOver(ref, claim.photoId, photoId)) return null;
    throw rpcError(409, 'This photo is being imported by another request. Try again in a moment.', 'IMPORT_IN_PROGRESS');
  }

  async abort(userId: string, intakeId: string, photoId: string): Promise<{ aborted: boolean }> {
    if (await this.photos.findOwned(userId, photoId)) return { aborted: false };
    // The key follows from the ids, so the file goes even while the hold cannot be read.
    const key = originalKeyOf(userId, photoId);
    await this.storage.delete(key).catch((error: unknown) => this.logger.error({ err: error, key }, 'could not remove a refused upload'));
    await this.holds
      .release(userId, intakeId)
      .catch((error: unknown) => this.logger.warn({ err: error, intakeId }, 'quota hold not released; it expires on its own'));
    return { aborted: true };
  }
}
