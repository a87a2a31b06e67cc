import { Inject, Injectable } from '@nestjs/common';
import {
  formatBytes,
  summariseExif,
  type Photo,
  type PhotoStats,
  type RpcRequest,
  type StorageUsage,
  type createPhotoRpc,
  type UpdatePhotoRequest,
} from '@lumafolio/contracts';
import { PhotoRepository, type PhotoDocument, type PhotoWriteLock } from '@lumafolio/dal';
import { rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { MediaQueue } from '../jobs/media-queue.js';
import { LOGGER, OBJECT_STORAGE, PHOTO_WRITE_LOCK, STORAGE_QUOTA_BYTES } from '../tokens.js';
import { sanitizeDescription } from './description-html.js';
import { firstThenShuffled, toPhoto } from './photo-view.js';

const notFound = () => rpcError(404, 'Photo not found.', 'NOT_FOUND');

@Injectable()
export class PhotosService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly queue: MediaQueue,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(STORAGE_QUOTA_BYTES) private readonly quotaBytes: number,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PHOTO_WRITE_LOCK) private readonly photoWrites: PhotoWriteLock,
  ) {}

  /** New photos are private (spec 01 §4) and start processing in the background. */
  async create(request: RpcRequest<typeof createPhotoRpc>): Promise<Photo> {
    const now = new Date();
    const { fields } = request;
    const doc: PhotoDocument = {
      _id: request.photoId,
      userId: request.userId,
      title: fields.title.trim(),
      description: sanitizeDescription(fields.description ?? ''),
      category: fields.category,
      tags: [],
      photographer: request.photographer,
      featured: false,
      isPublic: false,
      aiAltText: fields.aiAltText ?? null,
      aiTags: normaliseTags(fields.aiTags ?? []),
      status: 'processing',
      originalKey: request.originalKey,
      mimeType: request.mimeType,
      sizeBytes: request.sizeBytes,
      width: request.width,
      height: request.height,
      placeholder: null,
      variants: [],
      palette: null,
      exif: summariseExif(fields.exif),
      createdAt: now,
      updatedAt: now,
    };
    await this.photos.insert(doc);
    await this.queue.enqueuePhoto({ userId: doc.userId, photoId: doc._id, storageKey: doc.originalKey });
    return toPhoto(doc);
  }

  async listMine(userId: string): Promise<Photo[]> {
    return (await this.photos.listByUser(userId)).map(toPhoto);
  }

  async update(userId: string, photoId: string, changes: UpdatePhotoRequest): Promise<Photo> {
    const updated = await this.photoWrites(photoId, () =>
      this.photos.updateOwned(userId, photoId, {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.description !== undefined ? { description: sanitizeDescription(changes.description) } : {}),
        ...(changes.category !== undefined ? { category: changes.category } : {}),
        ...(changes.tags !== undefined ? { tags: normaliseTags(changes.tags) } : {}),
      }),
    );
    if (!updated) throw notFound();
    return toPhoto(updated);
  }

  async setFlags(userId: string, photoId: string, flags: { featured?: boolean; isPublic?: boolean }): Promise<Photo> {
    const updated = await this.photoWrites(photoId, () => this.photos.updateOwned(userId, photoId, flags));
    if (!updated) throw notFound();
    return toPhoto(updated);
  }

  /** The document goes first, then its files; a failure there leaves orphans the storage audit finds. */
  async delete(userId: string, photoId: string): Promise<{ deleted: true }> {
    const removed = await this.photos.deleteOwned(userId, photoId);
    if (!removed) throw notFound();
    const prefix = removed.originalKey.slice(0, removed.originalKey.lastIndexOf('/') + 1);
    try {
      await this.storage.deletePrefix(prefix);
    } catch (error) {
      this.logger.error({ err: error, photoId, prefix }, 'photo deleted but its files were not');
    }
    return { deleted: true };
  }

  /** Account deletion: documents first (nothing shows any more), then every file. */
  async deleteAllOfUser(userId: string): Promise<{ photos: number; files: number }> {
    const photos = await this.photos.deleteAllOfUser(userId);
    const files = (await this.storage.deletePrefix(`photo/${userId}/`)) + (await this.storage.deletePrefix(`avatar/${userId}/`));
    return { photos, files };
  }

  /** Visitors see public photos only; for "all" only featured ones, first stays first. */
  async listPublic(query: { featuredOnly: boolean; category?: string | undefined; ownerId?: string | undefined }): Promise<Photo[]> {
    const docs = await this.photos.listPublic({
      featuredOnly: query.featuredOnly,
      ...(query.category ? { category: query.category } : {}),
      ...(query.ownerId ? { userId: query.ownerId } : {}),
    });
    const photos = docs.map(toPhoto);
    return query.featuredOnly ? firstThenShuffled(photos) : photos;
  }

  /** The sitemap's portfolios: owners of public photos, most recently changed first. */
  async publicOwners(limit: number): Promise<Array<{ userId: string; lastModified: string }>> {
    const owners = await this.photos.latestPublicChangePerOwner(limit);
    return owners.map(({ userId, lastModified }) => ({ userId, lastModified: lastModified.toISOString() }));
  }

  async stats(userId: string): Promise<PhotoStats> {
    const docs = await this.photos.listByUser(userId);
    return {
      totalPhotos: docs.length,
      albums: 0,
      categories: new Set(docs.map((d) => d.category)).size,
      lastUploadDate: docs[0]?.createdAt.toISOString() ?? null,
      sharedPhotos: docs.filter((d) => d.isPublic).length,
      featuredPhotos: docs.filter((d) => d.featured).length,
    };
  }

  async usage(userId: string): Promise<StorageUsage> {
    const usedBytes = await this.photos.usedBytes(userId);
    return {
      usedBytes,
      quotaBytes: this.quotaBytes,
      usagePercentage: Math.round((usedBytes / this.quotaBytes) * 1000) / 10,
      usedFormatted: formatBytes(usedBytes),
      quotaFormatted: formatBytes(this.quotaBytes),
    };
  }

  async resolveFile(photoId: string, file: string, requesterId: string | null): Promise<{ key: string; contentType: string; isPublic: boolean }> {
    const doc = await this.photos.findById(photoId);
    if (!doc || (!doc.isPublic && doc.userId !== requesterId)) throw notFound();
    // The original keeps the camera's metadata (GPS included): only its owner gets it.
    if (file === 'original') {
      if (doc.userId !== requesterId) throw notFound();
      return { key: doc.originalKey, contentType: doc.mimeType, isPublic: false };
    }
    const variant = doc.variants.find((v) => `w${v.width}.${v.format}` === file);
    if (!variant) throw notFound();
    return { key: variant.key, contentType: `image/${variant.format}`, isPublic: doc.isPublic };
  }
}

function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
}
