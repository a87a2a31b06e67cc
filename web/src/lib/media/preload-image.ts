import type { FirstScreenImage } from '@lumafolio/contracts/paths';

export { CONTAINED_SIZES, FULL_WIDTH_SIZES, firstScreenImage, homeFirstScreenImage } from '@lumafolio/contracts/paths';

/**
 * Starts downloading the file an `<img>` with these sources and `sizes` would pick, before
 * the page that shows it has rendered (the first screen's largest image). A page the gateway
 * served already has a `<link rel="preload">` for it; the browser then reuses that download.
 */
const preloaded = new Set<string>();

export function preloadImage(image: FirstScreenImage | null): void {
  if (!image || typeof Image === 'undefined') return;
  const key = `${image.sizes} ${image.srcSet ?? image.src}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const preload = new Image();
  preload.fetchPriority = 'high';
  preload.sizes = image.sizes;
  if (image.srcSet) preload.srcset = image.srcSet;
  if (image.src) preload.src = image.src;
}
