import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { serverText } from '../text/clean-text.js';
import { photoIdSchema } from './photo.schema.js';

/** The long edges (pixels) a JPEG for print is offered at, besides the photo's full size; only those smaller than the photo are offered. */
export const PRINT_LONG_EDGES = [4800, 3600, 2400, 1200] as const;
export type PrintLongEdge = (typeof PRINT_LONG_EDGES)[number];
export const PHOTO_DOWNLOAD_FORMATS = ['original', 'jpeg'] as const;
/** `size=` of a JPEG: the photo's full size, or one of PRINT_LONG_EDGES. */
export const PHOTO_DOWNLOAD_SIZES = ['full', '4800', '3600', '2400', '1200'] as const satisfies ReadonlyArray<'full' | `${PrintLongEdge}`>;

export const PHOTO_DOWNLOAD_MESSAGES = {
  format: 'Choose a format of original or jpeg.',
  size: `Choose a JPEG size of full or a long edge of ${PRINT_LONG_EDGES.join(', ')} pixels.`,
  sizeWithoutJpeg: 'A size is chosen only for a JPEG: add format=jpeg, or leave the size out to download the original file.',
  undecodable: 'This photo’s original file cannot be read as an image, so no JPEG can be made from it. You can still download the original file.',
} as const;

/**
 * `GET /api/user/photos/:photoId/download?format=&size=`: the original file (no format, or
 * `original`), or a JPEG for print (`jpeg`) at the photo's full size or a long edge in pixels.
 */
export const photoDownloadQuerySchema = z
  .object({
    format: z.enum(PHOTO_DOWNLOAD_FORMATS, { error: PHOTO_DOWNLOAD_MESSAGES.format }).default('original'),
    size: z.enum(PHOTO_DOWNLOAD_SIZES, { error: PHOTO_DOWNLOAD_MESSAGES.size }).optional(),
  })
  .refine(({ format, size }) => format === 'jpeg' || size === undefined, { message: PHOTO_DOWNLOAD_MESSAGES.sizeWithoutJpeg, path: ['size'] });
export type PhotoDownloadQuery = z.input<typeof photoDownloadQuerySchema>;

/** What to download: the original as stored, or a JPEG at the full size (`longEdge` null) or at most this long edge. */
export const photoDownloadChoiceSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('original') }).strict(),
  z
    .object({
      format: z.literal('jpeg'),
      longEdge: z.literal(PRINT_LONG_EDGES).nullable(),
    })
    .strict(),
]);
export type PhotoDownloadChoice = z.infer<typeof photoDownloadChoiceSchema>;

/** The query as a choice: the size's long edge as a number, `full` (or none) as null. */
export function photoDownloadChoiceOf(query: z.output<typeof photoDownloadQuerySchema>): PhotoDownloadChoice {
  if (query.format === 'original') return { format: 'original' };
  return { format: 'jpeg', longEdge: query.size === undefined || query.size === 'full' ? null : (Number(query.size) as PrintLongEdge) };
}

/** A stored file to download: where it is, its type and size, and its name as the browser saves it. */
export const photoDownloadFileSchema = z.object({
  key: serverText().min(1),
  contentType: serverText().min(1),
  bytes: z.number().int().min(0),
  fileName: serverText().min(1),
});
export type PhotoDownloadFile = z.infer<typeof photoDownloadFileSchema>;

/**
 * One of the owner's photos to download (ADR 62): its original, or a JPEG for print made from
 * it (auto-oriented, sRGB, without its metadata) and kept in the photo's folder to be used
 * again. Anyone else's photo, or none, is a 404; an original that cannot be decoded, for a
 * JPEG, a 422.
 */
export const photoDownloadRpc = defineRpc(
  'media.photos.download.v1',
  z.object({ userId: serverText().min(1), photoId: photoIdSchema, choice: photoDownloadChoiceSchema }).strict(),
  photoDownloadFileSchema,
);
