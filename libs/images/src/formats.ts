import { ACCEPTED_UPLOAD_TYPES, type AcceptedUploadType } from '@lumafolio/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** Profile pictures (spec 01 §5: JPG, PNG, GIF; WebP too). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/** Photo uploads, the AI analysis of the upload form (spec 01 §5). */
export const PHOTO_TYPES = ACCEPTED_UPLOAD_TYPES;

/** Enough of a file's start for every signature we accept. */
export const TYPE_SNIFF_BYTES = 4_100;

/**
 * The file's type from its bytes (never its name or the browser's claim) when it is one
 * of `allowed`; null otherwise. Text formats (SVG, HTML, PDF scripts) have no signature
 * and are never in an allow-list, so they always come back null.
 */
export async function detectImageType<T extends string>(head: Uint8Array, allowed: readonly T[]): Promise<T | null> {
  const detected = await fileTypeFromBuffer(head.subarray(0, TYPE_SNIFF_BYTES));
  const mime = detected?.mime === 'image/heic-sequence' ? 'image/heic' : detected?.mime === 'image/heif-sequence' ? 'image/heif' : detected?.mime;
  return mime !== undefined && (allowed as readonly string[]).includes(mime) ? (mime as T) : null;
}

export type { AcceptedUploadType };
