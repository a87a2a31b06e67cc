import { prepareImageForAi } from '@lumafolio/ai';
import { DECODE_OPTIONS, openOriginal, sharp } from '@lumafolio/images';
import { AI_IMAGE_SIZE } from './variants.js';

const READY_FORMATS = new Set(['webp', 'jpeg', 'png']);

/**
 * The image the AI is given. A variant that already fits the AI's box is handed over as it
 * is (read from its header: no decode); anything else (an original queued by an earlier
 * release, a very tall photo's variant) is decoded and resized once.
 */
export async function aiImageOf(source: Buffer): Promise<Buffer> {
  const { format, width, height, orientation } = await sharp(source, DECODE_OPTIONS).metadata();
  if (format && READY_FORMATS.has(format) && width && height && Math.max(width, height) <= AI_IMAGE_SIZE && (orientation ?? 1) === 1) return source;
  const opened = await openOriginal(source);
  // HEIC arrives as raw pixels, already upright.
  return prepareImageForAi(opened.input, { raw: opened.options.raw, maxSize: AI_IMAGE_SIZE });
}
