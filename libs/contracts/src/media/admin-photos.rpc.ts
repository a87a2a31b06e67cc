import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { photoIdSchema, photoStatusSchema } from './photo.schema.js';

/** A photo as the admin's Featured Photos grid shows it (every user's, private ones too). */
export const mediaAdminPhotoSchema = z.object({
  id: serverText(),
  userId: serverText(),
  title: serverText(),
  category: serverText(),
  featured: z.boolean(),
  isPublic: z.boolean(),
  status: photoStatusSchema,
  /** A small variant: signed for a public photo, else the admin-only thumbnail route; null while processing. */
  thumbnailUrl: serverText().nullable(),
  /** ThumbHash, base64, shown while the thumbnail loads. */
  placeholder: serverText().nullable(),
  createdAt: serverText(),
});
export type MediaAdminPhoto = z.infer<typeof mediaAdminPhotoSchema>;

/** Every photo of every user, newest first (admin only: the admin service is its one caller). */
export const listAllPhotosRpc = defineRpc(
  'media.admin.photos.list.v1',
  z.object({ page: pageRequestSchema.prefault({}) }).strict(),
  pageSchema(mediaAdminPhotoSchema),
);

/**
 * Features or unfeatures any user's photo, as its owner could; `isPublic` also publishes it
 * (a bulk upload asked to feature its photos: featured photos show only when public).
 */
export const adminSetPhotoFlagsRpc = defineRpc(
  'media.admin.photo.set-flags.v1',
  z.object({ photoId: photoIdSchema, featured: z.boolean(), isPublic: z.boolean().optional() }).strict(),
  mediaAdminPhotoSchema,
);

/** The stored file of a photo's thumbnail, private photos included (never the original). */
export const adminPhotoThumbnailRpc = defineRpc(
  'media.admin.photo.thumbnail.v1',
  z.object({ photoId: photoIdSchema }).strict(),
  z.object({ key: serverText(), contentType: serverText() }),
);
