import type { CompatibilityResult } from './compatibility-report';
import {
  checkAvif,
  checkBeacon,
  checkCssLayout,
  checkFetch,
  checkIntersectionObserver,
  checkLocalStorage,
  checkOfflineDetection,
  checkResizeObserver,
  checkWebp,
} from './feature-support';
import { measureImageLoad, measureMemory, measurePageLoad } from './measurements';
import type { TestOutcome } from './test-outcome';

export interface CompatibilityTest {
  name: string;
  run: () => TestOutcome | Promise<TestOutcome>;
}

/** Every test, in the order shown (the Overview shows the first ones: the measurements). */
export const COMPATIBILITY_TESTS: readonly CompatibilityTest[] = [
  { name: 'Page load time', run: measurePageLoad },
  { name: 'Memory usage', run: measureMemory },
  { name: 'Image loading', run: () => measureImageLoad() },
  { name: 'WebP images', run: checkWebp },
  { name: 'AVIF images', run: checkAvif },
  { name: 'IntersectionObserver', run: checkIntersectionObserver },
  { name: 'ResizeObserver', run: checkResizeObserver },
  { name: 'Local storage', run: checkLocalStorage },
  { name: 'Offline detection', run: checkOfflineDetection },
  { name: 'Fetch API', run: checkFetch },
  { name: 'Beacon API', run: checkBeacon },
  { name: 'CSS grid and aspect-ratio', run: checkCssLayout },
];

/** Runs the tests one after the other (their timings must not disturb each other). A test that throws fails. */
export async function runCompatibilityTests(tests: readonly CompatibilityTest[] = COMPATIBILITY_TESTS): Promise<CompatibilityResult[]> {
  const results: CompatibilityResult[] = [];
  for (const test of tests) {
    let outcome: TestOutcome;
    try {
      outcome = await test.run();
    } catch (error) {
      outcome = { passed: false, message: 'The test could not run', details: error instanceof Error ? error.message : String(error) };
    }
    results.push({ test: test.name, ...outcome, timestamp: new Date().toISOString() });
  }
  return results;
}
