import { Inject, Injectable } from '@nestjs/common';
import { formatBytes, publicContentChangedEvent, type Photo, type PhotoStats, type StorageUsage, type UpdatePhotoRequest } from '@lumafolio/contracts';
import { ClientGalleryRepository, PhotoRepository } from '@lumafolio/dal';
import { InjectStorage, InjectLogger, EventBus, ImageUrlRevocations, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { MediaConfig } from '../config.js';
import { sanitizeDescription } from './description-html.js';
import { PhotoViews } from './photo-views.js';
import { normaliseAiTags, normaliseTags } from './tags.js';

const notFound = () => rpcError(404, 'Photo not found.', 'NOT_FOUND');

@Injectable()
export class PhotosService {
  private readonly quotaBytes: number;

  constructor(
    private readonly photos: PhotoRepository,
    private readonly galleries: ClientGalleryRepository,
    @InjectStorage() private readonly storage: ObjectStorage,
    config: MediaConfig,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
    private readonly views: PhotoViews,
    private readonly revocations: ImageUrlRevocations,
  ) {
    this.quotaBytes = config.STORAGE_QUOTA_BYTES;
  }

  async getOwned(userId: string, photoId: string): Promise<Photo> {
    const doc = await this.photos.findOwned(userId, photoId);
    if (!doc) throw notFound();
    return this.views.one(doc);
  }

  async update(userId: string, photoId: string, changes: UpdatePhotoRequest): Promise<Photo> {
    const updated = await this.photos.updateOwned(userId, photoId, {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: sanitizeDescription(changes.description) } : {}),
      ...(changes.category !== undefined ? { category: changes.category } : {}),
      ...(changes.tags !== undefined ? { tags: normaliseTags(changes.tags) } : {}),
      ...(changes.aiTags !== undefined ? { aiTags: normaliseAiTags(changes.aiTags) } : {}),
    });
    if (!updated) throw notFound();
    if (updated.isPublic) this.publicContentChanged(userId);
    return this.views.one(updated);
  }

  /**
   * Made private, its signed image URLs stop working first: there is no moment when the
   * photo is private and they still serve it. Made public, they work again (old ones too).
   */
  async setFlags(userId: string, photoId: string, flags: { featured?: boolean; isPublic?: boolean }): Promise<Photo> {
    const updated = await this.photos.inWriteTurn(photoId, async () => {
      if (flags.isPublic === false) {
        if (!(await this.photos.findOwned(userId, photoId))) return null;
        await this.revocations.revokePhoto(photoId);
      }
      const changed = await this.photos.updateOwned(userId, photoId, flags);
      if (changed && flags.isPublic === true) await this.restoreImageUrls(photoId);
      return changed;
    });
    if (!updated) throw notFound();
    if (updated.isPublic || flags.isPublic !== undefined) this.publicContentChanged(userId);
    return this.views.one(updated);
  }

  /** Moves a photo right before or after another of the owner's (ADR 41). */
  async move(userId: string, photoId: string, placement: 'before' | 'after', anchorId: string): Promise<Photo> {
    const moved = await this.photos.moveOwned(userId, photoId, placement, anchorId);
    if (!moved) throw notFound();
    if (moved.isPublic) this.publicContentChanged(userId);
    return this.views.one(moved);
  }

  /** The document goes first, then its files; a failure there leaves orphans the storage audit finds. */
  async delete(userId: string, photoId: string): Promise<{ deleted: true }> {
    const removed = await this.photos.deleteOwned(userId, photoId);
    if (!removed) throw notFound();
    await this.galleries.removePhotos(userId, [photoId]);
    if (removed.isPublic) {
      this.publicContentChanged(userId);
      // Should its files outlive it (a failed delete), its signed URLs still stop working.
      await this.revocations.revokePhoto(photoId).catch((error: unknown) => this.logger.error({ err: error, photoId }, 'signed image URLs not revoked'));
    }
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
    await this.revocations.revokeOwner(userId).catch((error: unknown) => this.logger.error({ err: error, userId }, 'signed image URLs not revoked'));
    const photos = await this.photos.deleteAllOfUser(userId);
    this.publicContentChanged(userId);
    const files = (await this.storage.deletePrefix(`photo/${userId}/`)) + (await this.storage.deletePrefix(`avatar/${userId}/`));
    return { photos, files };
  }

  /** The sitemap's portfolios: owners of public photos, most recently changed first. */
  async publicOwners(limit: number): Promise<Array<{ userId: string; lastModified: string }>> {
    const owners = await this.photos.latestPublicChangePerOwner(limit);
    return owners.map(({ userId, lastModified }) => ({ userId, lastModified: lastModified.toISOString() }));
  }

  async stats(userId: string): Promise<PhotoStats> {
    const stats = await this.photos.statsOfUser(userId);
    return {
      totalPhotos: stats.total,
      albums: 0,
      categories: stats.categories,
      lastUploadDate: stats.lastUploadAt?.toISOString() ?? null,
      sharedPhotos: stats.shared,
      featuredPhotos: stats.featured,
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
    const watermarked = doc.publicVariants ?? null;
    const stampOf = /^w\d+-([a-f0-9]+)\./.exec(file)?.[1];
    if (stampOf !== undefined) {
      const variant = stampOf === watermarked?.stamp ? watermarked.variants.find((v) => `w${v.width}-${stampOf}.${v.format}` === file) : undefined;
      if (!variant) throw notFound();
      return { key: variant.key, contentType: `image/${variant.format}`, isPublic: doc.isPublic };
    }
    const variant = doc.variants.find((v) => `w${v.width}.${v.format}` === file);
    if (!variant) throw notFound();
    if (!watermarked || doc.userId === requesterId) return { key: variant.key, contentType: `image/${variant.format}`, isPublic: doc.isPublic && !watermarked };
    // A watermarked photo's clean file is its owner's (ADR 44): anyone else asking gets the watermarked one, never cached as shared.
    const shown = watermarked.variants.find((v) => v.width === variant.width) ?? watermarked.variants.at(-1);
    if (!shown) throw notFound();
    return { key: shown.key, contentType: `image/${shown.format}`, isPublic: false };
  }

  /** A failure only costs speed: the gateway sends a revoked URL down the checked path, which serves a public photo. */
  private async restoreImageUrls(photoId: string): Promise<void> {
    await this.revocations.restorePhoto(photoId).catch((error: unknown) => this.logger.warn({ err: error, photoId }, 'signed image URLs not restored'));
  }

  /** Visitors' cached pages of this portfolio (and the home feed) are out of date. */
  private publicContentChanged(ownerId: string): void {
    this.events.publish(publicContentChangedEvent, { ownerId });
  }
}
