import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { mediaAdminPhotoSchema } from '../media/admin-photos.rpc.js';
import { photoIdSchema } from '../media/photo.schema.js';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { adminActorSchema } from './admin-audit.js';

/** Spec 02 §9: the Bulk Upload dialog's categories, in the dialog's order. */
export const BULK_UPLOAD_CATEGORIES = ['landscape', 'portrait', 'street', 'architectural', 'abstract', 'nature', 'travel'] as const;
export type BulkUploadCategory = (typeof BULK_UPLOAD_CATEGORIES)[number];

/** What the Bulk Upload dialog accepts (spec 02 §2): JPG, PNG and WebP. */
export const BULK_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const BULK_UPLOAD_TYPES_MESSAGE = 'Only JPG, PNG and WebP images can be bulk uploaded.';

/** One Featured Photos card: the photo and its photographer's username. */
export const adminPhotoSchema = mediaAdminPhotoSchema.extend({
  /** Null when the account is gone (or being deleted). */
  username: serverText().nullable(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;
export const adminPhotoPageSchema = pageSchema(adminPhotoSchema);
export type AdminPhotoPage = z.infer<typeof adminPhotoPageSchema>;

/** POST /api/admin/photos/{photoId}/featured (spec 02 §7). */
export const adminSetFeaturedRequestSchema = z.object({ featured: z.boolean({ message: 'featured must be true or false.' }) }).strict();

/**
 * The text fields of POST /api/admin/photos/upload (one `image` file per request, so the
 * browser shows each file's progress): the dialog's default category and auto-feature.
 */
export const bulkUploadFieldsSchema = z.object({
  category: z.enum(BULK_UPLOAD_CATEGORIES, { message: `Choose a category: ${BULK_UPLOAD_CATEGORIES.join(', ')}.` }),
  featured: z.enum(['true', 'false'], { message: 'featured must be true or false.' }).transform((value) => value === 'true'),
});

/** GET /api/admin/photos: every photo of every user, newest first. */
export const listAdminPhotosRpc = defineRpc('admin.photos.list.v1', pageRequestSchema, adminPhotoPageSchema);

export const setAdminPhotoFeaturedRpc = defineRpc(
  'admin.photos.set-featured.v1',
  adminActorSchema.extend({ photoId: photoIdSchema, featured: z.boolean() }).strict(),
  adminPhotoSchema,
);

/**
 * A bulk-uploaded photo is in (the gateway took it through the intake, in the admin's own
 * account): featured and published when asked, and recorded in the audit log.
 */
export const completeBulkUploadRpc = defineRpc(
  'admin.photos.bulk-uploaded.v1',
  adminActorSchema.extend({ photoId: photoIdSchema, featured: z.boolean(), fileName: serverText().max(300) }).strict(),
  adminPhotoSchema,
);

/** GET /api/admin/photos/{photoId}/thumbnail: which stored file to send. */
export const adminPhotoThumbnailFileRpc = defineRpc(
  'admin.photos.thumbnail.v1',
  z.object({ photoId: photoIdSchema }).strict(),
  z.object({ key: serverText(), contentType: serverText() }),
);
