import { photoPrefix } from '@lumafolio/storage';

/** Responsive widths for `srcset`. */
export const VARIANT_WIDTHS = [400, 800, 1600, 2400] as const;
export const WEBP_QUALITY = 80;
/**
 * libwebp effort 0–6. Measured on the 5640×3172 elephants JPEG (2 cores): effort 0 → ~0.9 s,
 * 2 → ~1.1 s, 4 → ~2.5 s for decode + 4 variants; 4 saves only ~2–3 % bytes over 1.
 */
export const WEBP_EFFORT = 1;
/** ThumbHash works on at most 100×100 pixels. */
export const PLACEHOLDER_MAX = 100;

/** Never upscaled: the standard widths up to the original's; an original under 400 px gets one variant at its own width. */
export function planVariantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** Height of a variant `width` wide, keeping the aspect ratio (at least 1 px). */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** Deterministic: a rerun overwrites the same files. */
export function variantKey(userId: string, photoId: string, width: number): string {
  return `${photoPrefix(userId, photoId)}w${width}.webp`;
}

export const VARIANT_KEY_PATTERN = /\/w\d+\.(webp|avif|jpe?g)$/;

/** The box the AI's image fits in (prepareImageForAi; the local model and OpenAI's low detail use 512 px). */
export const AI_IMAGE_SIZE = 1024;

/**
 * The variant the AI job reads: the largest that fits in the AI's box, handed over as it
 * is (no decode); when none fits (a very tall photo), the smallest, resized by the job.
 */
export function aiSourceVariant<V extends { width: number; height: number }>(variants: readonly V[]): V | undefined {
  const bySize = [...variants].sort((a, b) => a.width - b.width);
  return bySize.filter((v) => Math.max(v.width, v.height) <= AI_IMAGE_SIZE).at(-1) ?? bySize[0];
}
