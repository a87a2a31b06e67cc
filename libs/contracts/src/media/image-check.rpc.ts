import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { identifier, serverText } from '../text/clean-text.js';
import { ACCEPTED_UPLOAD_TYPES } from './photo.schema.js';

/** What may be checked: a photo intake's original, or the source of a banner an admin adds. */
const CHECKABLE_IMAGE_KEY = /^(photo\/[^/]+\/[^/]+\/original|hero\/banner-[0-9a-f-]{36}\/source)$/;

/** A stored image's verdict: its type and (when its header gives them) its size, or why it is refused. */
export const imageContentCheckSchema = z.discriminatedUnion('ok', [
  z
    .object({
      ok: z.literal(true),
      mimeType: z.enum(ACCEPTED_UPLOAD_TYPES),
      width: z.number().int().positive().nullable(),
      height: z.number().int().positive().nullable(),
    })
    .strict(),
  z.object({ ok: z.literal(false), status: z.union([z.literal(415), z.literal(422)]), message: serverText() }).strict(),
]);
export type ImageContentCheck = z.infer<typeof imageContentCheckSchema>;

/**
 * Gateway → media: decode the image waiting at `key` once, whole and small, so a damaged or
 * truncated file is refused (422) before it becomes a photo or a banner; not an accepted
 * format is a 415. Media only reads the object: whoever stored it removes it after a refusal.
 */
export const checkImageContentRpc = defineRpc(
  'media.images.check-content.v1',
  z.object({ key: identifier(CHECKABLE_IMAGE_KEY, 'That is not an image waiting to be checked.') }).strict(),
  imageContentCheckSchema,
);
