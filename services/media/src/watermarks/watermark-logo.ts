import { HttpException } from '@nestjs/common';
import { MAX_WATERMARK_LOGO_SIDE, WATERMARK_MESSAGES } from '@lumafolio/contracts';
import { DECODE_OPTIONS, detectImageType, REQUEST_DECODE_TIMEOUT, sharp } from '@lumafolio/images';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Stored no larger than this a side: the mark is never drawn wider than half a 2400 px variant. */
const STORED_LOGO_SIDE = 1_200;

/**
 * A watermark logo from an uploaded file: checked by its bytes (PNG, JPEG or WebP; never
 * SVG) before anything decodes it (ADR 13), decoded once, stored as a PNG with its
 * transparency and without metadata.
 */
export async function renderLogo(file: Buffer): Promise<Buffer> {
  if (!(await detectImageType(file, LOGO_TYPES))) throw new HttpException(WATERMARK_MESSAGES.logoNotAnImage, 415);
  let meta;
  try {
    meta = await sharp(file, { ...DECODE_OPTIONS, animated: false }).metadata();
  } catch {
    throw new HttpException(WATERMARK_MESSAGES.logoUnreadable, 422);
  }
  if (!meta.width || !meta.height) throw new HttpException(WATERMARK_MESSAGES.logoUnreadable, 422);
  if (meta.width > MAX_WATERMARK_LOGO_SIDE || meta.height > MAX_WATERMARK_LOGO_SIDE) throw new HttpException(WATERMARK_MESSAGES.logoTooBig, 422);
  try {
    return await sharp(file, { ...DECODE_OPTIONS, animated: false })
      .timeout(REQUEST_DECODE_TIMEOUT)
      .rotate()
      .resize(STORED_LOGO_SIDE, STORED_LOGO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .png()
      .toBuffer();
  } catch {
    throw new HttpException(WATERMARK_MESSAGES.logoUnreadable, 422);
  }
}
