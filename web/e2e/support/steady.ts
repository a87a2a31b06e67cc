import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the element stays where it is over a few checks a quarter second apart: a menu
 * whose items changed as it opened is placed again a frame or more later on a busy machine,
 * after the click's own stability check, and the click would land where the item was.
 */
export async function untilSteady(locator: Locator): Promise<void> {
  let last = '';
  let sameFor = 0;
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        sameFor = box === last ? sameFor + 1 : 0;
        last = box;
        return sameFor >= 2;
      },
      { intervals: [250] },
    )
    .toBe(true);
}
