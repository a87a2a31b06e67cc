/** One responsive rendition of an image (the contracts' photo variant). */
export interface ImageVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif' | 'jpeg';
  url: string;
}

/** The fields of a photo or hero that describe its image. */
export interface ResponsiveImageData {
  /** The original (or largest) image, used when there are no variants yet. */
  url: string | null;
  width: number | null;
  height: number | null;
  /** ThumbHash, base64. */
  placeholder?: string | null;
  variants: readonly ImageVariant[];
}

export interface ImageSources {
  src: string | null;
  srcSet: string | undefined;
  /** Extra `<source>` elements for a `<picture>` (modern formats the `<img>` may not have). */
  sources: Array<{ type: string; srcSet: string }>;
}

/** The width the `src` fallback aims for (browsers without srcset support are rare). */
const FALLBACK_WIDTH = 1600;
const FALLBACK_FORMATS: ReadonlyArray<ImageVariant['format']> = ['webp', 'jpeg'];

const srcSetOf = (variants: readonly ImageVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * `src`, `srcset` and `<source>`s for an image: its variants by width, WebP (or JPEG) on the
 * `<img>`, AVIF as a `<source>` when there is one; the original while no variant exists.
 */
export function imageSources(image: ResponsiveImageData): ImageSources {
  const byFormat = new Map<string, ImageVariant[]>();
  for (const variant of image.variants) {
    if (!variant.url || !(variant.width > 0)) continue;
    byFormat.set(variant.format, [...(byFormat.get(variant.format) ?? []), variant]);
  }
  for (const list of byFormat.values()) list.sort((a, b) => a.width - b.width);

  const fallbackFormat = FALLBACK_FORMATS.find((format) => byFormat.has(format)) ?? [...byFormat.keys()][0];
  const fallback = fallbackFormat ? (byFormat.get(fallbackFormat) ?? []) : [];
  if (fallback.length === 0) return { src: image.url, srcSet: undefined, sources: [] };

  const src = [...fallback].reverse().find((variant) => variant.width <= FALLBACK_WIDTH) ?? fallback[0];
  const avif = fallbackFormat === 'avif' ? [] : (byFormat.get('avif') ?? []);
  return {
    src: src?.url ?? image.url,
    srcSet: srcSetOf(fallback),
    sources: avif.length > 0 ? [{ type: 'image/avif', srcSet: srcSetOf(avif) }] : [],
  };
}

/** Width and height of an image for its attributes: its own, else its largest variant's. */
export function intrinsicSize(image: ResponsiveImageData): { width: number; height: number } | null {
  if (image.width && image.height && image.width > 0 && image.height > 0) return { width: image.width, height: image.height };
  const largest = [...image.variants].filter((v) => v.width > 0 && v.height > 0).sort((a, b) => b.width - a.width)[0];
  return largest ? { width: largest.width, height: largest.height } : null;
}
