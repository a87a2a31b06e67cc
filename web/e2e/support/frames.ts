import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn two more frames: whatever a scroll or a layout change
 * scheduled for the next frame (a windowed list drawing its rows, a recorded scroll position,
 * an IntersectionObserver's callback) has run. However slow the machine, it waits for that, not for a time.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));
}
