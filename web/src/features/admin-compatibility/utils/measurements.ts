import { IMAGE_LOAD_TIMEOUT_MS, MEMORY_LIMIT_MB, PAGE_LOAD_LIMIT_MS, TEST_IMAGE_PATH } from '../constants';
import { seconds, withTimeout, type TestOutcome } from './test-outcome';

const NOT_COUNTED = 'Not counted in the score.';

/**
 * How long this page took to load, from the browser's Navigation Timing: until its load
 * event or its first contentful paint, whichever came later (the app draws after its code
 * has run, which may be after the load event).
 */
export function measurePageLoad(): TestOutcome {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry || entry.loadEventEnd <= 0) {
    return { passed: null, message: 'Not reported by this browser', details: `No Navigation Timing for this page. ${NOT_COUNTED}` };
  }
  const firstPaint = performance.getEntriesByType('paint').find((paint) => paint.name === 'first-contentful-paint')?.startTime ?? 0;
  const loaded = Math.max(entry.loadEventEnd, firstPaint) - entry.startTime;
  const painted = firstPaint > 0 ? `, first contentful paint at ${Math.round(firstPaint)} ms` : '';
  return {
    passed: loaded < PAGE_LOAD_LIMIT_MS,
    message: `Loaded in ${seconds(loaded)} (limit ${seconds(PAGE_LOAD_LIMIT_MS)})`,
    details: `Navigation Timing: first byte at ${Math.round(entry.responseStart)} ms, DOM ready at ${Math.round(entry.domContentLoadedEventEnd)} ms, loaded at ${Math.round(entry.loadEventEnd)} ms${painted}.`,
  };
}

interface MemoryApis {
  /** Chromium's JavaScript heap figures. */
  memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number };
  /** The standard measurement; only on cross-origin isolated pages. */
  measureUserAgentSpecificMemory?: () => Promise<{ bytes: number }>;
}

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** The page's memory, where the browser reports it. */
export async function measureMemory(): Promise<TestOutcome> {
  const apis = performance as Performance & MemoryApis;
  let bytes: number;
  let source: string;
  if (window.crossOriginIsolated && typeof apis.measureUserAgentSpecificMemory === 'function') {
    bytes = (await apis.measureUserAgentSpecificMemory()).bytes;
    source = 'performance.measureUserAgentSpecificMemory()';
  } else if (apis.memory && apis.memory.usedJSHeapSize > 0) {
    bytes = apis.memory.usedJSHeapSize;
    source = `performance.memory: JavaScript heap in use (heap limit ${Math.round(megabytes(apis.memory.jsHeapSizeLimit))} MB)`;
  } else {
    return { passed: null, message: 'Not reported by this browser', details: `This browser does not tell a page its memory use. ${NOT_COUNTED}` };
  }
  const used = megabytes(bytes);
  return { passed: used < MEMORY_LIMIT_MB, message: `${used.toFixed(1)} MB in use (limit ${MEMORY_LIMIT_MB} MB)`, details: `${source}.` };
}

/** Loads a small image of our own origin (never from the cache) and times it. */
export async function measureImageLoad(path = TEST_IMAGE_PATH): Promise<TestOutcome> {
  const url = `${path}${path.includes('?') ? '&' : '?'}compatibility=${Date.now()}`;
  const started = performance.now();
  const image = new Image();
  const outcome = new Promise<'loaded' | 'failed'>((resolve) => {
    image.onload = () => resolve('loaded');
    image.onerror = () => resolve('failed');
  });
  image.src = url;
  const result = await withTimeout(outcome, IMAGE_LOAD_TIMEOUT_MS, 'timed-out' as const);
  const took = performance.now() - started;
  image.onload = null;
  image.onerror = null;
  if (result === 'loaded') {
    return { passed: true, message: `Loaded in ${seconds(took)} (limit ${seconds(IMAGE_LOAD_TIMEOUT_MS)})`, details: `${path} from this site.` };
  }
  // Stops a load still under way (an empty src would ask for the page itself).
  image.removeAttribute('src');
  if (result === 'timed-out') {
    return { passed: false, message: `Not loaded within ${seconds(IMAGE_LOAD_TIMEOUT_MS)}`, details: `${path} from this site.` };
  }
  return { passed: false, message: 'The image could not be loaded', details: `${path} from this site failed after ${seconds(took)}.` };
}
