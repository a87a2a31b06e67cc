import { identifier, serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { ACCEPTED_UPLOAD_TYPES } from './photo.schema.js';

/** Where resumable (tus) photo uploads are created; each upload lives at `${RESUMABLE_UPLOAD_PATH}/{id}` (ADR 40). */
export const RESUMABLE_UPLOAD_PATH = '/api/photos/tus';

/**
 * The tus extensions the endpoint speaks besides the core protocol, as discovery (`OPTIONS`)
 * names them. Uploads of unknown length are left out: the quota's room is checked at
 * creation, on the length; so is concatenation.
 */
export const RESUMABLE_UPLOAD_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'] as const;

/** How long an unfinished resumable upload is kept before it is removed (the default of the gateway's setting). */
export const RESUMABLE_UPLOAD_EXPIRY_S = 24 * 60 * 60;

/** What a client may name one of its uploads (`idempotencyKey` in `Upload-Metadata`). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A resumable upload's tus metadata (`Upload-Metadata`, every value a string): the upload
 * form's fields as the multipart route takes them, plus the file's name and type. The
 * gateway turns them into `UploadPhotoFields`; the bytes are checked by content at the end.
 */
export const resumableUploadMetadataSchema = z.object({
  filename: serverText().max(255).optional(),
  filetype: z.enum(ACCEPTED_UPLOAD_TYPES, { error: 'Invalid file type: please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.' }),
  title: serverText().optional(),
  category: serverText().optional(),
  description: serverText().optional(),
  aiAltText: serverText().optional(),
  /** A JSON array of tags. */
  aiTags: serverText().optional(),
  /** JSON: the original file's camera details. */
  exif: serverText().optional(),
  /**
   * The client's own name for this upload (its queue entry): a creation sent again with the
   * same key (its answer was lost, the page reloaded) gets the first one's address, not a second upload.
   */
  idempotencyKey: identifier(IDEMPOTENCY_KEY_PATTERN, 'The idempotency key must be 8 to 64 letters, digits, "-" or "_".', 64).optional(),
});
export type ResumableUploadMetadata = z.infer<typeof resumableUploadMetadataSchema>;

/**
 * On `HEAD` of a finished upload (for an hour after its last PATCH): the id of the photo it
 * became, so a client that lost the last PATCH's answer takes that photo instead of sending
 * the file again.
 */
export const FINISHED_UPLOAD_PHOTO_HEADER = 'Upload-Photo-Id';
