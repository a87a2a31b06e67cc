import { sharp, sharpOf, WORKER_DECODE_TIMEOUT, type OriginalImage, type Sharp } from '@lumafolio/images';

/** An original's pixels, auto-oriented, at most as wide as its largest variant. */
export interface DecodedPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * The one decode of an original: straight at `width` (never upscaled), so libjpeg's
 * shrink-on-load skips most of the full-resolution work. Every derived product is made
 * from these pixels. Raw pixels carry no metadata, so nothing (GPS included) reaches them.
 */
export async function decodeOnce(original: OriginalImage, width: number): Promise<DecodedPixels> {
  const { data, info } = await sharpOf(original).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A new sharp pipeline over decoded pixels (each product needs its own). */
export function fromPixels(pixels: DecodedPixels): Sharp {
  return sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } }).timeout(WORKER_DECODE_TIMEOUT);
}
