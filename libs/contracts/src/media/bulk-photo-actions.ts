import { z } from 'zod';
import { CLIENT_GALLERY_PHOTOS_MAX, clientGalleryIdSchema } from '../galleries/client-gallery.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { lineText, serverText } from '../text/clean-text.js';
import { categoryIdSchema } from './categories.js';
import { PHOTO_SEARCH_MAX, photoVisibilitySchema } from './photo-lists.js';
import { photoIdSchema } from './photo.schema.js';

/** Photos one bulk action changes at most: a selection larger than this is refused whole. */
export const BULK_PHOTOS_MAX = 5_000;
export const BULK_TOO_MANY_MESSAGE = `Select at most ${BULK_PHOTOS_MAX.toLocaleString('en-US')} photos at once.`;

/**
 * Which photos a bulk action applies to: photos picked one by one (click, shift-click), or
 * every photo matching My Photos' filters ("select all"), less the ones unticked since.
 */
export const bulkPhotoSelectionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('photos'),
      photoIds: z.array(photoIdSchema).min(1, 'Select at least one photo.').max(BULK_PHOTOS_MAX, BULK_TOO_MANY_MESSAGE),
    })
    .strict(),
  z
    .object({
      kind: z.literal('matching'),
      category: categoryIdSchema.optional(),
      visibility: photoVisibilitySchema.optional(),
      q: lineText().max(PHOTO_SEARCH_MAX, `Search for at most ${PHOTO_SEARCH_MAX} characters.`).optional(),
      except: z.array(photoIdSchema).max(BULK_PHOTOS_MAX, BULK_TOO_MANY_MESSAGE).default([]),
    })
    .strict(),
]);
export type BulkPhotoSelection = z.infer<typeof bulkPhotoSelectionSchema>;

/**
 * What a bulk action does to each selected photo. `delete` removes them as deleting one does:
 * gone from every list at once, their files removed in the background. `add-to-gallery` adds
 * those not in one of the photographer's client galleries yet at its end.
 */
export const bulkPhotoActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set-public'), isPublic: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-featured'), featured: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-category'), category: categoryIdSchema }).strict(),
  z.object({ kind: z.literal('add-to-gallery'), galleryId: clientGalleryIdSchema }).strict(),
  z.object({ kind: z.literal('delete') }).strict(),
]);

/** A gallery that would hold more than it may: nothing is added. */
export function galleryTooFullMessage(galleryName: string, held: number, adding: number): string {
  const photos = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'photo' : 'photos'}`;
  return `“${galleryName}” holds ${photos(held)}; adding ${photos(adding)} would pass the ${CLIENT_GALLERY_PHOTOS_MAX} a gallery may hold. Nothing was added.`;
}
export type BulkPhotoAction = z.infer<typeof bulkPhotoActionSchema>;

/** POST /api/user/photos/bulk: one action on many of the signed-in user's photos, in one request. */
export const bulkPhotoRequestSchema = z.object({ selection: bulkPhotoSelectionSchema, action: bulkPhotoActionSchema }).strict();
export type BulkPhotoRequest = z.infer<typeof bulkPhotoRequestSchema>;

/**
 * `selected`: the user's photos the selection named; `changed`: those the action changed (the
 * others already were so; for `delete`, those deleted; for `add-to-gallery`, those added, the
 * others already in it); `notFound`: ids picked one by one that
 * are not (or no longer) the user's photos, left alone.
 */
export const bulkPhotoResultSchema = z.object({
  selected: z.number().int().min(0),
  changed: z.number().int().min(0),
  notFound: z.number().int().min(0),
});
export type BulkPhotoResult = z.infer<typeof bulkPhotoResultSchema>;

export const bulkUpdatePhotosRpc = defineRpc(
  'media.photos.bulk-update.v1',
  bulkPhotoRequestSchema.extend({ userId: serverText().min(1) }).strict(),
  bulkPhotoResultSchema,
);
