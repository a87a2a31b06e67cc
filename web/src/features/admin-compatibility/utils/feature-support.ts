import { IMAGE_LOAD_TIMEOUT_MS } from '../constants';
import { withTimeout, type TestOutcome } from './test-outcome';

/** 1×1 images: the app serves photos as AVIF and WebP where the browser decodes them. */
const WEBP_PIXEL = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
const AVIF_PIXEL =
  'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=';

const supported = (yes: boolean, what: string, detailsIfSupported: string, detailsIfNot: string): TestOutcome => ({
  passed: yes,
  message: yes ? `${what} supported` : `${what} not supported`,
  details: yes ? detailsIfSupported : detailsIfNot,
});

/** Whether the browser really decodes `dataUri` (not only whether it claims the type). */
async function decodes(dataUri: string): Promise<boolean> {
  const image = new Image();
  image.src = dataUri;
  const decoded = image.decode().then(
    () => image.naturalWidth > 0,
    () => false,
  );
  return withTimeout(decoded, IMAGE_LOAD_TIMEOUT_MS, false);
}

export async function checkWebp(): Promise<TestOutcome> {
  return supported(await decodes(WEBP_PIXEL), 'WebP images', 'A WebP image was decoded.', 'Photos fall back to JPEG.');
}

export async function checkAvif(): Promise<TestOutcome> {
  return supported(await decodes(AVIF_PIXEL), 'AVIF images', 'An AVIF image was decoded.', 'Photos fall back to WebP or JPEG.');
}

export function checkIntersectionObserver(): TestOutcome {
  return supported(
    typeof window.IntersectionObserver === 'function',
    'IntersectionObserver',
    'Galleries load more photos as they scroll into view.',
    'Galleries cannot load more photos on scrolling.',
  );
}

export function checkResizeObserver(): TestOutcome {
  return supported(
    typeof window.ResizeObserver === 'function',
    'ResizeObserver',
    'Layouts follow the size of their boxes.',
    'Some layouts cannot adapt to their size.',
  );
}

/** Writes, reads back and removes a value (storage can exist yet refuse to be written). */
export function checkLocalStorage(): TestOutcome {
  const key = 'lumafolio-compatibility-probe';
  try {
    window.localStorage.setItem(key, 'ok');
    const read = window.localStorage.getItem(key);
    window.localStorage.removeItem(key);
    return supported(read === 'ok', 'Local storage', 'A value was written and read back.', 'A written value could not be read back.');
  } catch (error) {
    return supported(false, 'Local storage', '', `Refused: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The offline notice uses navigator.onLine and the online / offline events (no service worker). */
export function checkOfflineDetection(): TestOutcome {
  const yes = typeof navigator.onLine === 'boolean' && 'ononline' in window && 'onoffline' in window;
  return supported(
    yes,
    'Offline detection',
    `navigator.onLine and the online / offline events (${navigator.onLine ? 'online' : 'offline'} now).`,
    'The offline notice cannot appear.',
  );
}

export function checkFetch(): TestOutcome {
  const yes = typeof window.fetch === 'function' && typeof window.AbortController === 'function';
  return supported(yes, 'Fetch API', 'fetch and AbortController.', 'The app cannot talk to the server.');
}

export function checkBeacon(): TestOutcome {
  return supported(typeof navigator.sendBeacon === 'function', 'Beacon API', 'navigator.sendBeacon.', 'Page views are sent with fetch instead.');
}

export function checkCssLayout(): TestOutcome {
  const grid = CSS.supports('display', 'grid');
  const aspectRatio = CSS.supports('aspect-ratio', '1 / 1');
  const missing = [grid ? null : 'grid', aspectRatio ? null : 'aspect-ratio'].filter(Boolean).join(' and ');
  return supported(grid && aspectRatio, 'CSS grid and aspect-ratio', 'Photo grids keep their shape while loading.', `Missing: ${missing}.`);
}
