import { adminStorageFileUrl, type StorageFile } from '@lumafolio/contracts';
import { askStorageForTypes, type ClassifiedFile, type ObjectStorage } from '@lumafolio/storage';

/** A page of classified files as the browser shows them; types the listing does not tell are asked of storage. */
export async function toStorageFiles(files: ClassifiedFile[], storage: ObjectStorage): Promise<StorageFile[]> {
  await askStorageForTypes(storage, files);
  return files.map((file) => ({
    key: file.key,
    size: Number.isFinite(file.bytes) ? file.bytes : null,
    type: file.type,
    url: adminStorageFileUrl(file.key),
    lastModified: file.lastModified ? file.lastModified.toISOString() : null,
    hasDbEntry: file.photo !== null,
    dbInfo: file.photo ? { id: file.photo.id, isPublic: file.photo.isPublic, isFeatured: file.photo.featured } : null,
    restorable: file.restorable,
  }));
}
