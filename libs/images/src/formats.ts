import { ACCEPTED_UPLOAD_TYPES, type AcceptedUploadType } from '@lumafolio/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** Profile pictures (spec 01 §5: JPG, PNG, GIF; WebP too). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/** Photo uploads, the AI analysis of the upload form (spec 01 §5). */
export const PHOTO_TYPES = ACCEPTED_UPLOAD_TYPES;

/**
 * The file's type from its bytes (never its name or the browser's claim) when it is one
 * of `allowed`; null otherwise. Text formats (SVG, HTML, PDF scripts) have no signature
 * and are never in an allow-list, so they always come back null. Give it the whole file
 * or a generous head: telling a TIFF from the camera RAW formats built on TIFF means
 * reading its directory, which can sit well past the first kilobytes.
 */
export async function detectImageType<T extends string>(head: Uint8Array, allowed: readonly T[]): Promise<T | null> {
  const detected = await fileTypeFromBuffer(head);
  const mime =
    detected?.mime === 'image/heic-sequence'
      ? 'image/heic'
      : detected?.mime === 'image/heif-sequence'
        ? 'image/heif'
        : (detected?.mime ?? tiffBySignature(head));
  return mime !== undefined && (allowed as readonly string[]).includes(mime) ? (mime as T) : null;
}

export type { AcceptedUploadType };

/**
 * A TIFF whose directory lies beyond the bytes given (an uncompressed scan keeps it at the
 * end): file-type cannot rule out a camera RAW format, but the signature says TIFF. The
 * decoder, limited to the allowed formats, has the last word.
 */
function tiffBySignature(head: Uint8Array): string | undefined {
  const little = head[0] === 0x49 && head[1] === 0x49 && head[2] === 0x2a && head[3] === 0x00;
  const big = head[0] === 0x4d && head[1] === 0x4d && head[2] === 0x00 && head[3] === 0x2a;
  return little || big ? 'image/tiff' : undefined;
}
