import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { identifier, isoDateTime, serverText } from '../text/clean-text.js';
import { bulkPhotoSelectionSchema } from './bulk-photo-actions.js';
import { photoIdSchema } from './photo.schema.js';

/** How long the link a ZIP download answers with stays valid. */
export const PHOTO_ARCHIVE_LINK_TTL_S = 10 * 60;
/** The longest name of a file in a ZIP of photos, its extension and any " (2)" included. */
export const PHOTO_ARCHIVE_NAME_MAX = 120;
export const PHOTO_ARCHIVE_EMPTY_MESSAGE = 'Select at least one photo.';
export const PHOTO_ARCHIVE_LINK_GONE_MESSAGE = 'This download link has expired or is not yours. Select the photos and choose Download again.';

/** POST /api/user/photos/archive: a ZIP of the selected photos' original files (the selection of bulk actions). */
export const photoArchiveRequestSchema = z.object({ selection: bulkPhotoSelectionSchema }).strict();
export type PhotoArchiveRequest = z.infer<typeof photoArchiveRequestSchema>;

/**
 * The link that downloads the ZIP (GET, the same session, for PHOTO_ARCHIVE_LINK_TTL_S), how
 * many photos and bytes of originals it holds now (photos deleted meanwhile are left out).
 */
export const photoArchiveLinkSchema = z.object({
  url: serverText(),
  photos: z.number().int().min(1),
  bytes: z.number().int().min(0),
  expiresAt: isoDateTime(),
});
export type PhotoArchiveLink = z.infer<typeof photoArchiveLinkSchema>;

/** A download link's token: 32 random bytes, base64url. */
export const photoArchiveTokenSchema = identifier(/^[A-Za-z0-9_-]{43}$/, PHOTO_ARCHIVE_LINK_GONE_MESSAGE);

/** One file of the ZIP: a photo's original, where it is stored, its name in the ZIP (unique there), its size and upload time. */
export const photoArchiveEntrySchema = z.object({
  photoId: photoIdSchema,
  key: serverText().min(1),
  name: serverText().min(1).max(PHOTO_ARCHIVE_NAME_MAX),
  bytes: z.number().int().min(0),
  /** When it was uploaded: its time in the ZIP (a retried download is the same bytes). */
  uploadedAt: isoDateTime(),
});
export type PhotoArchiveEntry = z.infer<typeof photoArchiveEntrySchema>;

/**
 * The user's selected photos' originals, oldest upload first; ids of anyone else's photos
 * find nothing. An empty selection is an empty list; more than BULK_PHOTOS_MAX is a 422.
 */
export const photoArchiveEntriesRpc = defineRpc(
  'media.photos.archive-entries.v1',
  z.object({ userId: serverText().min(1), selection: bulkPhotoSelectionSchema }).strict(),
  z.object({ entries: z.array(photoArchiveEntrySchema) }),
);
