import { imageSources, type ResponsiveImageData } from './image-sources.js';

/** `sizes` of an image that spans the viewport (the home, classic and epic heroes). */
export const FULL_WIDTH_SIZES = '100vw';
/** `sizes` of an image inside the 7xl container (1216 px of content at most): monochrome's viewer, monochrome-white's hero. */
export const CONTAINED_SIZES = '(min-width: 1280px) 1216px, 100vw';

export interface FirstScreenImage {
  src: string | null;
  srcSet: string | undefined;
  sizes: string;
}

/** The fields of a photo (the contracts' Photo) that describe its image. */
export interface PhotoImageFields extends Omit<ResponsiveImageData, 'url'> {
  imageUrl: string | null;
  featured: boolean;
}

/**
 * The largest image of a portfolio's first screen, which the page (and the gateway, with a
 * `<link rel="preload">`) starts loading before anything else: the hero, except on
 * monochrome, which has none and opens on its featured viewer (the first featured photo, or
 * the first photo). Null when there is none, or when a `<picture>` would choose among
 * formats and a guess could fetch the wrong file.
 */
export function firstScreenImage(
  templateId: string | null | undefined,
  hero: ResponsiveImageData | null | undefined,
  photos: readonly PhotoImageFields[] = [],
): FirstScreenImage | null {
  if (templateId === 'monochrome') {
    const viewer = photos.find((photo) => photo.featured) ?? photos[0];
    return preloadable(viewer && { ...viewer, url: viewer.imageUrl }, CONTAINED_SIZES);
  }
  return preloadable(hero, templateId === 'monochrome-white' ? CONTAINED_SIZES : FULL_WIDTH_SIZES);
}

/** The home page's hero spans the viewport. */
export function homeFirstScreenImage(hero: ResponsiveImageData | null | undefined): FirstScreenImage | null {
  return preloadable(hero, FULL_WIDTH_SIZES);
}

function preloadable(image: ResponsiveImageData | null | undefined, sizes: string): FirstScreenImage | null {
  if (!image) return null;
  const { src, srcSet, sources } = imageSources(image);
  if (sources.length > 0 || (!src && !srcSet)) return null;
  return { src, srcSet, sizes };
}
