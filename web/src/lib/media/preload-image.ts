import { imageSources, type ResponsiveImageData } from './image-sources';

/** `sizes` of a hero that spans the viewport (home, classic, epic). */
export const FULL_WIDTH_SIZES = '100vw';
/** `sizes` of a hero or viewer inside the 7xl container (1216 px of content at most). */
export const CONTAINED_SIZES = '(min-width: 1280px) 1216px, 100vw';

/**
 * Starts downloading the file an `<img>` with these `sizes` would pick, before the page that
 * shows it has rendered (the hero is the largest thing on a visitor page). Skipped when a
 * `<picture>` would choose among formats: the guess could fetch the wrong one.
 */
const preloaded = new Set<string>();

export function preloadImage(image: ResponsiveImageData | null | undefined, sizes: string): void {
  if (!image || typeof Image === 'undefined') return;
  const { src, srcSet, sources } = imageSources(image);
  if (sources.length > 0 || (!src && !srcSet)) return;
  const key = `${sizes} ${srcSet ?? src}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const preload = new Image();
  preload.fetchPriority = 'high';
  preload.sizes = sizes;
  if (srcSet) preload.srcset = srcSet;
  if (src) preload.src = src;
}
