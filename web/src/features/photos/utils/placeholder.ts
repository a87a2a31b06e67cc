import type { Photo } from '@lumafolio/contracts';
import { thumbHashToDataURL } from 'thumbhash';

/** The ThumbHash placeholder (base64) as a data URL, or null if missing or unreadable. */
export function placeholderDataUrl(placeholder: string | null | undefined): string | null {
  if (!placeholder) return null;
  try {
    const bytes = Uint8Array.from(atob(placeholder), (char) => char.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return null;
  }
}

export interface ResponsiveSource {
  src: string;
  srcSet: string | undefined;
}

/**
 * `src` and `srcset` for a photo: its WebP variants by width (smallest as `src`), or the
 * original while it is still being processed.
 */
export function responsiveSource(photo: Pick<Photo, 'imageUrl' | 'variants'>): ResponsiveSource {
  const variants = photo.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const usable = variants.length > 0 ? variants : [...photo.variants].sort((a, b) => a.width - b.width);
  if (usable.length === 0) return { src: photo.imageUrl, srcSet: undefined };
  return { src: usable[0]?.url ?? photo.imageUrl, srcSet: usable.map((v) => `${v.url} ${v.width}w`).join(', ') };
}
