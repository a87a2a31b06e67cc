import { MAX_UPLOAD_PIXELS } from '@lumafolio/contracts';
import { DAMAGED_PHOTO, type SniffResult } from './photo-content.js';
import { sharp } from './sharp.js';
import { sniffSignature } from './sniff-signature.js';

/**
 * A photo upload's type and size from its first bytes, before anything decodes it: not
 * one of the accepted formats is a 415, a header claiming more than the pixel cap a 422.
 */
export async function sniffPhoto(head: Buffer): Promise<SniffResult> {
  const signature = await sniffSignature(head);
  if (!signature.ok) return signature;
  const { mimeType } = signature;
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
    return { ok: false, status: 422, message: DAMAGED_PHOTO };
  }
}

function tooManyPixels(width: number, height: number): SniffResult {
  return { ok: false, status: 422, message: `This image is too large: ${width}×${height} pixels (at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels).` };
}
