import { Injectable } from '@nestjs/common';
import { MAX_UPLOAD_BYTES, PHOTO_TITLE_MAX } from '@lumafolio/contracts';
import { newPhotoDocument, PhotoAuditIndex, PhotoRepository } from '@lumafolio/dal';
import { checkPhotoContent, SNIFF_HEAD_BYTES } from '@lumafolio/images';
import { DecodeSlots, InjectLogger, InjectStorage, rpcError, type Logger } from '@lumafolio/server-common';
import { classifyFiles, isInPhotoFolder, parsePhotoKey, type ObjectStorage } from '@lumafolio/storage';
import type { Readable } from 'node:stream';
import { PhotoJobs } from '../jobs/photo-jobs.js';

const NOT_IN_FOLDER = 'This file is not in that user’s storage folder.';

/**
 * Repairs of a user's folder from the Object Storage browser: an orphaned original made a
 * photo again, or an orphaned file removed. Files a photo document points at are never touched.
 */
@Injectable()
export class StorageRepairService {
  constructor(
    @InjectStorage() private readonly storage: ObjectStorage,
    private readonly photos: PhotoRepository,
    private readonly index: PhotoAuditIndex,
    private readonly jobs: PhotoJobs,
    private readonly decodeSlots: DecodeSlots,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The document is created as an upload's would be (private, processing) and its jobs queued. */
  async restore(userId: string, key: string, title: string): Promise<{ photoId: string; key: string; title: string }> {
    const file = await this.orphanIn(userId, key);
    const photoId = file.photoId;
    if (!file.restorable || !photoId) {
      throw rpcError(400, 'Only a photo’s original file can be restored; this one is a resized copy. Delete it, or restore its original.', 'NOT_RESTORABLE');
    }
    const stored = await this.storage.get(key);
    if (stored.bytes > MAX_UPLOAD_BYTES) {
      stored.body.destroy();
      throw rpcError(422, 'This file is larger than any photo can be.', 'NOT_A_PHOTO');
    }
    const bytes = await readAll(stored.body);
    const content = await this.decodeSlots.run(() => checkPhotoContent(bytes.subarray(0, SNIFF_HEAD_BYTES), async () => bytes));
    if (!content.ok) throw rpcError(content.status, `This file is not a photo we can restore: ${content.message}`, 'NOT_A_PHOTO');
    const cleanTitle = title.trim().slice(0, PHOTO_TITLE_MAX).trim() || 'Restored photo';
    const doc = newPhotoDocument({
      _id: photoId,
      userId,
      originalKey: key,
      mimeType: content.mimeType,
      originalBytes: bytes.length,
      width: content.width,
      height: content.height,
      title: cleanTitle,
    });
    try {
      await this.photos.insert(doc);
    } catch (error) {
      if (await this.photos.findById(photoId)) throw rpcError(409, 'This photo is already in the database.', 'ALREADY_RESTORED');
      throw error;
    }
    await this.jobs.queueOrLeaveForSweep(doc);
    this.logger.info({ userId, photoId, key }, 'orphaned original restored');
    return { photoId, key, title: cleanTitle };
  }

  /** A photo with missing files is processed again from its original, which writes them anew. */
  async regenerate(userId: string, photoId: string): Promise<{ photoId: string; queued: true }> {
    const photo = await this.photos.findOwned(userId, photoId);
    if (!photo) throw rpcError(404, 'This photo is not in the database.', 'PHOTO_NOT_FOUND');
    if (!(await this.storage.head(photo.originalKey))) {
      throw rpcError(409, 'The original of this photo is missing too, so its files cannot be made again. Delete the photo instead.', 'ORIGINAL_MISSING');
    }
    try {
      await this.jobs.queuePhoto(photo);
    } catch (error) {
      this.logger.warn({ err: error, photoId }, 'regeneration not queued');
      throw rpcError(503, 'The job queue cannot be reached right now. Please try again shortly.', 'QUEUE_UNAVAILABLE');
    }
    this.logger.info({ userId, photoId }, 'photo queued to regenerate its files');
    return { photoId, queued: true };
  }

  async delete(userId: string, key: string): Promise<{ key: string; bytes: number }> {
    const file = await this.orphanIn(userId, key);
    await this.storage.delete(key);
    this.logger.info({ userId, key }, 'orphaned file deleted');
    return { key, bytes: file.bytes };
  }

  /** The file, when it is in the user's folder, stored, and no photo document points at it. */
  private async orphanIn(userId: string, key: string) {
    const parts = parsePhotoKey(key);
    if (!parts || !isInPhotoFolder(key, userId) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      throw rpcError(400, NOT_IN_FOLDER, 'NOT_IN_FOLDER');
    }
    let head;
    try {
      head = await this.storage.head(key);
    } catch {
      throw rpcError(400, NOT_IN_FOLDER, 'NOT_IN_FOLDER');
    }
    if (!head) throw rpcError(404, 'This file is no longer in storage.', 'FILE_NOT_FOUND');
    const [file] = await classifyFiles([head], this.index);
    if (!file) throw rpcError(400, NOT_IN_FOLDER, 'NOT_IN_FOLDER');
    if (file.photo) throw rpcError(409, 'This file belongs to a photo in the database. Delete the photo instead.', 'FILE_IN_DATABASE');
    return file;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
