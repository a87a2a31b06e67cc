import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { googlePhotoSetIdSchema, googlePhotoSetProgressSchema } from '../integrations/google-photos.js';

export const ALBUM_SYNC_QUEUE = 'album-sync';

/** Google's media item ids are opaque; bounded so that job ids and keys stay small. */
export const googleMediaItemIdSchema = verbatimText().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a Google media item id');

/** One picked item to import into the photographer's library. */
export const albumSyncItemJobPayloadSchema = z.object({
  userId: serverText().min(1),
  albumId: googlePhotoSetIdSchema,
  mediaItemId: googleMediaItemIdSchema,
});
export type AlbumSyncItemJobPayload = z.infer<typeof albumSyncItemJobPayloadSchema>;

/** One job per user and Google item: the same item picked in two sets, or synced twice, is imported once. */
export function albumSyncItemJobId(payload: Pick<AlbumSyncItemJobPayload, 'userId' | 'mediaItemId'>): string {
  return `album-sync-item-${payload.userId}-${payload.mediaItemId}`;
}

export const ALBUM_SYNC_ITEM_OUTCOMES = ['imported', 'skipped', 'failed'] as const;

/**
 * What an item's job answers when it ends (it always ends completed: an item that cannot be
 * imported is reported, not retried for ever): the outcome and its set's progress. Only the
 * queue's owner reads it (the admin's Jobs tab shows it); the album page learns the progress
 * from `photoSetProgressedEvent`.
 */
export const albumSyncItemResultSchema = z.object({
  userId: serverText().min(1),
  albumId: googlePhotoSetIdSchema,
  mediaItemId: googleMediaItemIdSchema,
  outcome: z.enum(ALBUM_SYNC_ITEM_OUTCOMES),
  photoId: serverText().nullable(),
  progress: googlePhotoSetProgressSchema,
});
export type AlbumSyncItemResult = z.infer<typeof albumSyncItemResultSchema>;
