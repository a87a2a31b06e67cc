import { newPhotoDocument, type ProjectedPhotoRepository } from '@lumafolio/dal';

/**
 * Writes two ready photos of `ownerId` straight into the database, behind the services'
 * back: `shown` public and featured, `hidden` private. Titled `<titlePrefix> <photo id>`.
 */
export async function seedShownAndHiddenPhotos(
  seeding: ProjectedPhotoRepository,
  ownerId: string,
  photoIds: { shown: string; hidden: string },
  titlePrefix: string,
): Promise<void> {
  for (const [photoId, isPublic] of [
    [photoIds.shown, true],
    [photoIds.hidden, false],
  ] as const) {
    const doc = newPhotoDocument({
      _id: photoId,
      userId: ownerId,
      originalKey: `photo/${ownerId}/${photoId}/original`,
      mimeType: 'image/jpeg',
      originalBytes: 10,
      title: `${titlePrefix} ${photoId}`,
      category: 'nature',
    });
    await seeding.photos.insert({ ...doc, status: 'ready', isPublic, featured: isPublic });
  }
}
