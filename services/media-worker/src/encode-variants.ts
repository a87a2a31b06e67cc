import { sharp } from '@lumafolio/images';
import { sharpOf, type OriginalImage } from './original-image.js';
import { WEBP_EFFORT, WEBP_QUALITY } from './variants.js';

export interface EncodedVariant {
  width: number;
  height: number;
  webp: Buffer;
}

/**
 * Auto-oriented WebP renditions of the original at each of `widths` (never upscaled).
 *
 * The original is decoded ONCE, straight at the largest width: libjpeg's shrink-on-load
 * skips most of the full-resolution work. The smaller widths are then resized from those
 * raw pixels, in parallel. Measured on the 5640×3172 elephants JPEG this is ~40 % faster
 * than decoding per width, and far faster than one full-size decode shared by all widths.
 * Raw pixels carry no metadata, so nothing (GPS included) reaches the outputs.
 */
export async function encodeWebpVariants(
  original: OriginalImage,
  widths: readonly number[],
  /** Runs as soon as each variant is encoded, while the others still encode (e.g. storing it). */
  onEncoded: (variant: EncodedVariant) => Promise<void> = async () => undefined,
): Promise<EncodedVariant[]> {
  const largest = Math.max(...widths);
  const { data, info } = await sharpOf(original)
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  return Promise.all(
    widths.map(async (width) => {
      const image = width >= info.width ? sharp(data, raw) : sharp(data, raw).resize({ width });
      const { data: webp, info: out } = await image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
      const variant = { width, height: out.height, webp };
      await onEncoded(variant);
      return variant;
    }),
  );
}
