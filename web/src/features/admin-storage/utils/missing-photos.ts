/** The photos a user audit's missing files belong to: `photo/{userId}/{photoId}/{file}`. */
export interface PhotoWithMissingFiles {
  photoId: string;
  keys: string[];
  /** Its original is gone: nothing can be made again from it. */
  originalMissing: boolean;
}

export function photosWithMissingFiles(keys: readonly string[]): PhotoWithMissingFiles[] {
  const photos = new Map<string, PhotoWithMissingFiles>();
  for (const key of keys) {
    const [root, , photoId, file] = key.split('/');
    if (root !== 'photo' || !photoId || !file) continue;
    const photo = photos.get(photoId) ?? { photoId, keys: [], originalMissing: false };
    photo.keys.push(key);
    if (file === 'original') photo.originalMissing = true;
    photos.set(photoId, photo);
  }
  return [...photos.values()];
}
