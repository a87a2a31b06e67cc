import { MAX_UPLOAD_PIXELS, type AcceptedUploadType } from '@lumafolio/contracts';
import { detectImageType, PHOTO_TYPES } from './formats.js';
import { sharp } from './sharp.js';

export type SniffResult =
  { ok: true; mimeType: AcceptedUploadType; width: number | null; height: number | null } | { ok: false; status: 415 | 422; message: string };

export const INVALID_PHOTO_TYPE = 'Invalid file type: please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.';

/**
 * A photo upload's type and size from its first bytes, before anything decodes it: not
 * one of the accepted formats is a 415, a header claiming more than the pixel cap a 422.
 */
export async function sniffPhoto(head: Buffer): Promise<SniffResult> {
  if (head.length === 0) return { ok: false, status: 422, message: 'The file is empty.' };
  const mimeType = await detectImageType(head, PHOTO_TYPES);
  if (!mimeType) return { ok: false, status: 415, message: INVALID_PHOTO_TYPE };
  // Their header can sit beyond the sniffed head: the whole file's decode check sizes them.
  const headerMayBeLater = mimeType === 'image/heic' || mimeType === 'image/heif' || mimeType === 'image/tiff';
  try {
    // Header only: no pixel is decoded, whatever the size it claims.
    const { width, height } = await sharp(head, { failOn: 'none', limitInputPixels: false }).metadata();
    if (!width || !height) return { ok: false, status: 422, message: 'We could not read the size of this image. Please try another file.' };
    if (width * height > MAX_UPLOAD_PIXELS) return tooManyPixels(width, height);
    return { ok: true, mimeType, width, height };
  } catch {
    if (headerMayBeLater) return { ok: true, mimeType, width: null, height: null };
    return { ok: false, status: 422, message: 'This image is damaged or incomplete. Please try another file.' };
  }
}

function tooManyPixels(width: number, height: number): SniffResult {
  return { ok: false, status: 422, message: `This image is too large: ${width}×${height} pixels (at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels).` };
}
