import { FINGERPRINT_GRID, fingerprintOfGrid } from '@lumafolio/contracts';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { account, signUp } from './support/identity';
import { coveredBy, textFit } from './support/layout';
import { uploadPhoto, waitUntilProcessed } from './support/photos';
import { backToProjectLook, inEveryLook } from './support/theme';
import { screenshotWhenAsked } from './support/screenshots';

/**
 * Duplicates noticed in the upload queue (ADR 59): a re-saved copy of a photo the
 * photographer already has is held before it is sent, naming that photo, with "Upload
 * anyway" and "Skip"; another photo queued with it goes up as usual. A held file is kept
 * across a reload, still held.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const ORIGINAL = `${NATURE}/LadyBird.jpg`;
const DIFFERENT = `${NATURE}/Garden.jpg`;
const TITLE = 'Ladybird on a leaf';
const COPY = 'ladybird-copy.jpg';

/** The photo re-saved as a photographer's export would: 70 % of its size, JPEG quality 60. */
async function resavedCopy(path: string): Promise<Buffer> {
  const { width = 0 } = await sharp(path).metadata();
  return sharp(path)
    .resize({ width: Math.round(width * 0.7) })
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The fingerprint the media worker keeps of the photo (auto-oriented, at most 2400 px wide, on a 32 × 32 grid). */
async function storedFingerprint(path: string): Promise<string> {
  const { data, info } = await sharp(path).rotate().resize({ width: 2400, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const grid = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(FINGERPRINT_GRID, FINGERPRINT_GRID, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return fingerprintOfGrid(grid, 3);
}

/** Until the server knows the photo's fingerprint (the media worker reads it as it processes the photo). */
async function waitUntilFingerprinted(page: Page, appOrigin: string, path: string): Promise<void> {
  const fingerprint = await storedFingerprint(path);
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/photos/duplicates', {
          headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
          data: { fingerprints: [fingerprint] },
        });
        return response.ok() ? ((await response.json()) as { duplicates: unknown[] }).duplicates.length : `HTTP ${response.status()}`;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
}

const queue = (page: Page) => page.getByRole('region', { name: 'Upload queue' });
const entry = (page: Page, fileName: string) => queue(page).getByRole('listitem', { name: fileName });
const indicator = (page: Page) => page.getByRole('banner').getByRole('link', { name: /: show the upload queue$/ });

const myPhotoTitles = async (page: Page) =>
  (
    (await (await page.request.get('/api/user/photos?limit=60', { headers: { Accept: 'application/json' } })).json()) as {
      items: Array<{ title: string }>;
    }
  ).items.map((photo) => photo.title);

const keptInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lumafolio-uploads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('unfinished').objectStore('unfinished').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** A photographer with the original photo (processed, so fingerprinted), the copy and another photo queued on My Photos. */
async function queueACopy(page: Page, appOrigin: string, who: string): Promise<void> {
  await signUp(page, appOrigin, account(`${who}${test.info().project.name === 'mobile' ? 'm' : 'd'}`), '/my-photos');
  await uploadPhoto(page.request, appOrigin, { file: ORIGINAL, title: TITLE, category: 'nature' });
  await waitUntilProcessed(page.request, 1);
  await waitUntilFingerprinted(page, appOrigin, ORIGINAL);

  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Photos' });
  await dialog.getByLabel('Image file').setInputFiles([
    { name: COPY, mimeType: 'image/jpeg', buffer: await resavedCopy(ORIGINAL) },
    { name: 'Garden.jpg', mimeType: 'image/jpeg', buffer: readFileSync(DIFFERENT) },
  ]);
  await expect(dialog).toBeHidden();
  await expect(queue(page).getByRole('listitem')).toHaveCount(2);
}

/** The held entry on a desktop and a phone, light and dark: its message and both buttons in view, nothing over them, no sideways scrolling. */
async function heldEntryFitsEveryLook(page: Page): Promise<void> {
  const held = entry(page, COPY);
  await inEveryLook(page, async (size, mode) => {
    const look = `${size} ${mode}`;
    await held.scrollIntoViewIfNeeded();
    for (const button of [held.getByRole('button', { name: `Upload anyway: ${COPY}` }), held.getByRole('button', { name: `Skip ${COPY}` })]) {
      expect(await coveredBy(button), look).toBeNull();
      const [box, item] = [await button.boundingBox(), await held.boundingBox()];
      expect(box && item && box.x >= item.x && box.x + box.width <= item.x + item.width, `${look}: the button inside its entry`).toBe(true);
    }
    const message = held.getByText(/^Looks like/);
    expect((await textFit(message)).overflowing, look).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), look).toBe(true);
    await screenshotWhenAsked(page, `duplicate-held-${size}-${mode}`);
  });
  await backToProjectLook(page, test.info().project.use.viewport);
}

// The held entry's looks are checked at phone and desktop sizes inside the test (inEveryLook): the phone project would only repeat it.
test.describe('duplicates in the upload queue @desktop-only', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a re-saved copy is held, naming the photo it looks like, while another photo goes up; skipped, it is gone', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await queueACopy(page, appOrigin, 'dupskip');

    await expect(entry(page, COPY).getByText(`Looks like “${TITLE}”, already in your photos.`)).toBeVisible({ timeout: 60_000 });
    await expect(entry(page, 'Garden.jpg').getByText(/^Uploaded/)).toBeVisible({ timeout: 90_000 });
    // The held copy waits for the photographer, not for the network.
    await expect(indicator(page)).toHaveAccessibleName('1 upload needs your attention: show the upload queue');
    await expect(indicator(page)).toContainText('1 to review');
    await heldEntryFitsEveryLook(page);

    await entry(page, COPY)
      .getByRole('button', { name: `Skip ${COPY}` })
      .click();
    await expect(entry(page, COPY)).toBeHidden();
    await expect(indicator(page)).toBeHidden();
    const titles = await myPhotoTitles(page);
    expect(titles).toHaveLength(2);
    expect(titles).toContain(TITLE);
    await expect.poll(() => keptInBrowser(page)).toBe(0);
  });

  test('a held copy comes back held after a reload, and "Upload anyway" uploads it', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await queueACopy(page, appOrigin, 'dupanyway');
    const message = entry(page, COPY).getByText(`Looks like “${TITLE}”, already in your photos.`);
    await expect(message).toBeVisible({ timeout: 60_000 });
    await expect(entry(page, 'Garden.jpg').getByText(/^Uploaded/)).toBeVisible({ timeout: 90_000 });

    // Leaving with a file still to decide on asks first; the file is kept for when the photographer is back.
    let asked = '';
    page.once('dialog', (leave) => {
      asked = leave.type();
      void leave.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await expect(message).toBeVisible({ timeout: 30_000 });

    await entry(page, COPY)
      .getByRole('button', { name: `Upload anyway: ${COPY}` })
      .click();
    await expect(entry(page, COPY).getByText(/^Uploaded/)).toBeVisible({ timeout: 90_000 });
    await expect(entry(page, COPY).getByText(/^Looks like/)).toBeHidden();
    await expect.poll(async () => (await myPhotoTitles(page)).length).toBe(3);
    await expect.poll(() => keptInBrowser(page)).toBe(0);
  });
});
