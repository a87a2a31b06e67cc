import { Injectable } from '@nestjs/common';
import { BULK_PHOTOS_MAX, BULK_TOO_MANY_MESSAGE, type BulkPhotoSelection, type PhotoArchiveEntry } from '@lumafolio/contracts';
import { PhotoRepository } from '@lumafolio/dal';
import { rpcError } from '@lumafolio/server-common';
import { archiveEntryNames } from './photo-file-names.js';
import { selectionOf } from './bulk-photos.service.js';

/**
 * What a ZIP of a photographer's selected photos holds (ADR 61): each one's original, where it
 * is stored and its name in the ZIP. The gateway reads the files and writes the ZIP itself.
 */
@Injectable()
export class PhotoArchivesService {
  constructor(private readonly photos: PhotoRepository) {}

  /** Oldest upload first (the first of two same titles keeps the plain name); anyone else's ids find nothing. */
  async entries(userId: string, selection: BulkPhotoSelection): Promise<{ entries: PhotoArchiveEntry[] }> {
    const selected = await this.photos.selectOwnedForArchive(userId, selectionOf(selection), BULK_PHOTOS_MAX);
    if (selected.length > BULK_PHOTOS_MAX) throw rpcError(422, BULK_TOO_MANY_MESSAGE, 'TOO_MANY_PHOTOS');
    const ordered = [...selected].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a._id.localeCompare(b._id));
    const names = archiveEntryNames(ordered);
    return {
      entries: ordered.map((photo, i) => ({
        photoId: photo._id,
        key: photo.originalKey,
        name: names[i] as string,
        bytes: photo.originalBytes,
        uploadedAt: new Date(photo.createdAt).toISOString(),
      })),
    };
  }
}
