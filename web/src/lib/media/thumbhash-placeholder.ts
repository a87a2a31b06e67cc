import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string | null>();
const CACHE_LIMIT = 200;

/**
 * A ThumbHash (base64) as a PNG data URL to paint while the image loads; null if missing or
 * unreadable. Decoded once per hash (galleries re-render often).
 */
export function placeholderDataUrl(placeholder: string | null | undefined): string | null {
  if (!placeholder) return null;
  const cached = cache.get(placeholder);
  if (cached !== undefined) return cached;
  let dataUrl: string | null;
  try {
    const bytes = Uint8Array.from(atob(placeholder), (char) => char.charCodeAt(0));
    dataUrl = thumbHashToDataURL(bytes);
  } catch {
    dataUrl = null;
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(placeholder, dataUrl);
  return dataUrl;
}
