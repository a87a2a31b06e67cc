import { FINGERPRINT_GRID, fingerprintOfGrid } from '@lumafolio/contracts';
import { sharp, WORKER_DECODE_TIMEOUT, type Sharp } from '@lumafolio/images';
import { fromPixels, type DecodedPixels } from './decode-once.js';

/** The photo's fingerprint (ADR 59), read as the browser reads it: a stretched 32×32 RGB grid of the auto-oriented pixels. */
export function fingerprintOf(pixels: DecodedPixels): Promise<string> {
  return fingerprintOfPipeline(fromPixels(pixels));
}

/** The fingerprint of an encoded image (a stored variant, already oriented). */
export function fingerprintOfImage(bytes: Buffer): Promise<string> {
  return fingerprintOfPipeline(sharp(bytes).timeout(WORKER_DECODE_TIMEOUT).rotate());
}

async function fingerprintOfPipeline(image: Sharp): Promise<string> {
  const grid = await image.resize(FINGERPRINT_GRID, FINGERPRINT_GRID, { fit: 'fill' }).removeAlpha().toColourspace('srgb').raw().toBuffer();
  return fingerprintOfGrid(grid, 3);
}
