import { identifier, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { photoIdSchema } from './photo.schema.js';

/**
 * The files of a photo a URL may name: its original, one of its variants (`w800.webp`), or a
 * watermarked public variant (`w800-{stamp}.webp`, ADR 44).
 */
export const photoFileSchema = verbatimText().regex(/^(original|w\d{2,5}(-[a-f0-9]{8,32})?\.(webp|avif|jpeg))$/);

/** A user id as it appears in storage keys and file URLs. */
export const storageUserIdSchema = verbatimText().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The query of a public variant's signed URL (ADR 24):
 * `/api/images/{photoId}/{file}?o={ownerId}&e={expiresAt}&s={signature}`. `o` names where the
 * file is stored, `e` is when the URL stops working (Unix seconds), `s` signs both with the
 * secret media and the gateway share.
 */
export const signedImageQuerySchema = z.object({
  o: storageUserIdSchema,
  e: identifier(/^\d{1,12}$/).transform(Number),
  s: identifier(/^[A-Za-z0-9_-]{22,43}$/),
});
export type SignedImageQuery = z.output<typeof signedImageQuerySchema>;

export const imageFileParamsSchema = z.object({ photoId: photoIdSchema, file: photoFileSchema });
