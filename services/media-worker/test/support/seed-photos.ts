import { mediaJobId } from '@lumafolio/contracts';
import { newPhotoDocument, type PhotoRepository } from '@lumafolio/dal';
import { listKeys, type ObjectStorage } from '@lumafolio/storage';
import type { Queue } from 'bullmq';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const NATURE_PHOTOS = '/usr/share/backgrounds/mate/nature';

/**
 * Stores `count` real photos as originals with 'processing' documents (what an upload
 * leaves behind) and queues their optimise jobs. Returns the photo ids.
 */
export async function seedPhotosForOptimise(options: {
  count: number;
  idPrefix: string;
  userId: string;
  storage: ObjectStorage;
  photos: PhotoRepository;
  queue: Queue;
  /** Tags and alt text as the user typed them: the optimise jobs then queue no ai-tag job. */
  withUserAiFields?: boolean;
}): Promise<string[]> {
  const { count, idPrefix, userId, storage, photos, queue } = options;
  const aiFields = options.withUserAiFields ? { aiTags: ['typed'], aiAltText: 'Typed by the user.' } : {};
  const files = readdirSync(NATURE_PHOTOS)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const photoId = `${idPrefix}${String(i).padStart(2, '0')}`;
    ids.push(photoId);
    const originalKey = `photo/${userId}/${photoId}/original`;
    const { bytes } = await storage.put(originalKey, readFileSync(join(NATURE_PHOTOS, files[i % files.length] as string)), { contentType: 'image/jpeg' });
    await photos.insert(newPhotoDocument({ _id: photoId, userId, originalKey, mimeType: 'image/jpeg', originalBytes: bytes, category: 'nature', ...aiFields }));
  }
  await queue.addBulk(
    ids.map((photoId) => ({
      name: 'optimise',
      data: { userId, photoId, storageKey: `photo/${userId}/${photoId}/original` },
      opts: { jobId: mediaJobId('optimise', photoId), attempts: 5, backoff: { type: 'exponential', delay: 500 } },
    })),
  );
  return ids;
}

/**
 * Every photo of the user is 'ready' with one set of variants (no width twice), and
 * storage holds exactly the originals and those variants: no orphans, no duplicates.
 */
export async function expectOneSetOfFilesPerPhoto(storage: ObjectStorage, photos: PhotoRepository, userId: string): Promise<void> {
  const stored = await listKeys(storage, 'photo/');
  const expected: string[] = [];
  for (const photo of await photos.listByUser(userId)) {
    expect(photo.status).toBe('ready');
    expect(photo.variants.length).toBeGreaterThan(0);
    expect(new Set(photo.variants.map((v) => v.width)).size).toBe(photo.variants.length);
    expect(new Set(photo.variants.map((v) => v.key)).size).toBe(photo.variants.length);
    expected.push(photo.originalKey, ...photo.variants.map((v) => v.key));
  }
  expect(stored.sort()).toEqual(expected.sort());
}
