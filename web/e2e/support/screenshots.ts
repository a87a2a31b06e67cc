import { test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where screenshots go when someone asks for them (`SHOTS_DIR=/tmp/shots npm run test:e2e`); unset in CI. */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** Whether this run takes screenshots: walks that exist only to take them are skipped otherwise. */
export const screenshotsAsked = Boolean(SHOTS_DIR);

/**
 * Saves a screenshot as `<SHOTS_DIR>/<name>-<project>.png` when screenshots were asked for, and
 * does nothing otherwise: a screenshot asserts nothing, and each costs Chromium a full paint.
 */
export async function screenshotWhenAsked(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `${name}-${test.info().project.name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
