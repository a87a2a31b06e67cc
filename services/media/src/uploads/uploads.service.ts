import { Inject, Injectable } from '@nestjs/common';
import { formatBytes, summariseExif, type Photo, type RpcRequest, type RpcResponse, type beginUploadRpc, type createPhotoRpc } from '@lumafolio/contracts';
import { newPhotoDocument, PhotoRepository, type RedisLock } from '@lumafolio/dal';
import { rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { randomBytes, randomUUID } from 'node:crypto';
import { PhotoJobs } from '../jobs/photo-jobs.js';
import { sanitizeDescription } from '../photos/description-html.js';
import { normaliseTags } from '../photos/tags.js';
import { toPhoto } from '../photos/photo-view.js';
import { LOGGER, OBJECT_STORAGE, QUOTA_LOCK, STORAGE_QUOTA_BYTES } from '../tokens.js';
import { UPLOAD_HOLD_TTL_MS, UploadHolds } from './upload-holds.js';

const originalKey = (userId: string, photoId: string) => `photo/${userId}/${photoId}/original`;

/**
 * The way in for photos: an upload begins by holding quota (so a burst of uploads can
 * never end above it), its original is stored under the key chosen here, and it ends as a
 * private photo with its processing queued, or is aborted and leaves nothing behind.
 *
 * The reads of usage and holds at `begin` and the document write plus release at
 * `complete` run under one per-user lock: a new upload always sees either the hold or the
 * document of every other upload, never neither.
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly holds: UploadHolds,
    private readonly jobs: PhotoJobs,
    @Inject(QUOTA_LOCK) private readonly quotaLock: RedisLock,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(STORAGE_QUOTA_BYTES) private readonly quotaBytes: number,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  begin({ userId, expectedBytes }: RpcRequest<typeof beginUploadRpc>): Promise<RpcResponse<typeof beginUploadRpc>> {
    return this.quotaLock(userId, async () => {
      const [usedBytes, holds] = await Promise.all([this.photos.usedBytes(userId), this.holds.active(userId)]);
      const remaining = this.quotaBytes - usedBytes - holds.reduce((sum, hold) => sum + hold.bytes, 0);
      if (remaining <= 0) {
        throw rpcError(413, `Your storage is full (${formatBytes(this.quotaBytes)}). Delete some photos to upload new ones.`, 'QUOTA_FULL');
      }
      const photoId = randomBytes(10).toString('hex');
      const hold = { uploadId: randomUUID(), photoId, storageKey: originalKey(userId, photoId), bytes: Math.min(expectedBytes, remaining), expiresAt: Date.now() + UPLOAD_HOLD_TTL_MS };
      await this.holds.add(userId, hold);
      return { uploadId: hold.uploadId, photoId, storageKey: hold.storageKey, maxBytes: hold.bytes, quotaBound: hold.bytes < expectedBytes };
    });
  }

  /** New photos are private (spec 01 §4) and start processing in the background. */
  async complete(request: RpcRequest<typeof createPhotoRpc>): Promise<Photo> {
    const { userId, fields } = request;
    const doc = await this.quotaLock(userId, async () => {
      const hold = await this.holds.find(userId, request.uploadId);
      if (!hold) throw rpcError(409, 'This upload took too long and expired. Please upload the photo again.', 'UPLOAD_EXPIRED');
      if (request.sizeBytes > hold.bytes) throw rpcError(413, 'This photo does not fit in your remaining storage.', 'QUOTA_FULL');
      const created = newPhotoDocument({
        _id: hold.photoId,
        userId,
        originalKey: hold.storageKey,
        mimeType: request.mimeType,
        originalBytes: request.sizeBytes,
        width: request.width,
        height: request.height,
        title: fields.title.trim(),
        description: sanitizeDescription(fields.description ?? ''),
        category: fields.category,
        photographer: request.photographer,
        aiAltText: fields.aiAltText ?? null,
        aiTags: normaliseTags(fields.aiTags ?? []),
        exif: summariseExif(fields.exif),
      });
      await this.photos.insert(created);
      await this.holds.release(userId, request.uploadId);
      return created;
    });
    await this.jobs.queueOrLeaveForSweep(doc);
    return toPhoto(doc);
  }

  async abort(userId: string, uploadId: string, photoId: string): Promise<{ aborted: boolean }> {
    if (await this.photos.findOwned(userId, photoId)) return { aborted: false };
    // The key follows from the ids, so the file goes even while the hold cannot be read.
    const key = originalKey(userId, photoId);
    await this.storage.delete(key).catch((error: unknown) => this.logger.error({ err: error, key }, 'could not remove a refused upload'));
    await this.holds.release(userId, uploadId).catch((error: unknown) => this.logger.warn({ err: error, uploadId }, 'quota hold not released; it expires on its own'));
    return { aborted: true };
  }
}
