import type { StoredVariant } from '@lumafolio/dal';
import { photoPrefix } from '@lumafolio/storage';
import { fromPixels, type DecodedPixels } from './decode-once.js';
import { WEBP_EFFORT, WEBP_QUALITY } from './variants.js';
import { placeMark, type WatermarkLook } from './watermark-mark.js';

/** Where a watermarked public variant is stored: beside the clean one, named by the setting's stamp. */
export function publicVariantKey(userId: string, photoId: string, width: number, stamp: string): string {
  return `${photoPrefix(userId, photoId)}w${width}-${stamp}.webp`;
}

export const PUBLIC_VARIANT_KEY_PATTERN = /\/w\d+-[a-f0-9]{8,32}\.webp$/;

/**
 * The watermarked WebP renditions of decoded pixels at each of `widths` (the clean
 * variants' widths), each stored by `store` as soon as it is encoded.
 */
export async function encodeWatermarkedVariants(
  pixels: DecodedPixels,
  widths: readonly number[],
  look: WatermarkLook,
  store: (width: number, height: number, webp: Buffer) => Promise<StoredVariant>,
): Promise<StoredVariant[]> {
  const stored = await Promise.all(
    widths.map(async (width) => {
      const resized = width >= pixels.width ? fromPixels(pixels) : fromPixels(pixels).resize({ width });
      const { data, info } = await resized.raw().toBuffer({ resolveWithObject: true });
      const mark = await placeMark(look, info.width, info.height);
      const webp = await fromPixels({ data, width: info.width, height: info.height, channels: info.channels as DecodedPixels['channels'] })
        .composite([mark])
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer();
      return store(info.width, info.height, webp);
    }),
  );
  return stored.sort((a, b) => a.width - b.width);
}
