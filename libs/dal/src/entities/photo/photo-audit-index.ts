import type { PhotoAuditFields, PhotoRepository } from './photo.repository.js';

/** A photo as a storage audit compares it (the shape of `@lumafolio/storage`'s AuditedPhoto). */
export interface PhotoForAudit {
  id: string;
  userId: string;
  originalKey: string;
  mimeType: string;
  variantKeys: string[];
  isPublic: boolean;
  featured: boolean;
}

/** The photo documents as the storage audit reads them (`@lumafolio/storage`'s PhotoIndex). */
export class PhotoAuditIndex {
  constructor(private readonly photos: PhotoRepository) {}

  async findForAudit(photoIds: readonly string[]): Promise<PhotoForAudit[]> {
    return (await this.photos.findManyForAudit(photoIds)).map(toAudited);
  }

  async pageOfUserForAudit(userId: string, afterId: string | null, limit: number): Promise<PhotoForAudit[]> {
    return (await this.photos.pageOfUserByIdForAudit(userId, afterId, limit)).map(toAudited);
  }

  countOfUser(userId: string): Promise<number> {
    return this.photos.countDocumentsOfUser(userId);
  }

  userIdsWithPhotos(): Promise<string[]> {
    return this.photos.distinctOwners();
  }

  countAll(): Promise<number> {
    return this.photos.countEvery();
  }
}

function toAudited(photo: PhotoAuditFields): PhotoForAudit {
  return {
    id: photo._id,
    userId: photo.userId,
    originalKey: photo.originalKey,
    mimeType: photo.mimeType,
    variantKeys: (photo.variants ?? []).map((variant) => variant.key),
    isPublic: photo.isPublic,
    featured: photo.featured,
  };
}
