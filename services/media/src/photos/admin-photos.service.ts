import { Injectable } from '@nestjs/common';
import { type MediaAdminPhoto, type Page, type PageRequest } from '@lumafolio/contracts';
import { PhotoRepository } from '@lumafolio/dal';
import { rpcError, SignedImageUrls } from '@lumafolio/server-common';
import { adminThumbnailVariant, toAdminPhoto } from './photo-view.js';
import { PhotosService } from './photos.service.js';

const notFound = () => rpcError(404, 'Photo not found.', 'NOT_FOUND');

/** The admin's view of every user's photos. Only the admin service calls these (it checked the role). */
@Injectable()
export class AdminPhotosService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly owned: PhotosService,
    private readonly imageUrls: SignedImageUrls,
  ) {}

  async list(page: Required<PageRequest>): Promise<Page<MediaAdminPhoto>> {
    const { docs, nextCursor, total } = await this.photos.pageAll(page);
    return { items: docs.map((doc) => toAdminPhoto(doc, this.imageUrls)), nextCursor, total };
  }

  /** As its owner would: the same write lock, URL revocations and public-content event. */
  async setFlags(photoId: string, flags: { featured: boolean; isPublic?: boolean | undefined }): Promise<MediaAdminPhoto> {
    const doc = await this.photos.findById(photoId);
    if (!doc) throw notFound();
    await this.owned.setFlags(doc.userId, photoId, { featured: flags.featured, ...(flags.isPublic !== undefined ? { isPublic: flags.isPublic } : {}) });
    const updated = await this.photos.findById(photoId);
    if (!updated) throw notFound();
    return toAdminPhoto(updated, this.imageUrls);
  }

  async thumbnail(photoId: string): Promise<{ key: string; contentType: string }> {
    const doc = await this.photos.findById(photoId);
    const variant = doc ? adminThumbnailVariant(doc) : null;
    if (!variant) throw notFound();
    return { key: variant.key, contentType: `image/${variant.format}` };
  }
}
