import { expect, test, type Page } from '@playwright/test';
import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { account, signUp } from './support/identity';

/**
 * Issue 18 item 1 (ADR 40): many files at once. Ten real photos dropped on My Photos go
 * through the queue (optimised, AI suggestions, the 1 s pause, a resumable upload) and
 * end as ten photos; a queued photo's details can be edited; on a phone, several files
 * picked in the dialog make a queue that fits the screen.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
/** The ten smallest photos: the queue's work, not the transfer, is what is measured. */
const SMALLEST = readdirSync(NATURE)
  .filter((name) => name.endsWith('.jpg'))
  .map((name) => join(NATURE, name))
  .sort((a, b) => statSync(a).size - statSync(b).size)
  .slice(0, 10);

interface StoredPhoto {
  id: string;
  title: string;
}
const myPhotos = async (page: Page) =>
  ((await (await page.request.get('/api/user/photos', { headers: { Accept: 'application/json' } })).json()) as { items: StoredPhoto[] }).items;

/** Drops `paths` on `target` as a browser does when files are dragged from the desktop. */
async function dropFiles(page: Page, target: ReturnType<Page['locator']>, paths: readonly string[]): Promise<void> {
  const files = paths.map((path) => ({ name: path.split('/').pop() ?? 'photo.jpg', data: readFileSync(path).toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, data } of list) {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const queue = (page: Page) => page.getByRole('region', { name: 'Upload queue' });

test.describe('many files at once @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('ten photos dropped on My Photos end as ten photos, and a queued one can be edited', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('many'), '/my-photos');
    await expect(page.getByText("No photos uploaded yet. Click 'Upload Photos' to get started!")).toBeVisible();

    await dropFiles(page, page.getByRole('heading', { name: 'My Photos', level: 1 }), SMALLEST);
    await expect(queue(page).getByRole('listitem')).toHaveCount(10);
    await expect(queue(page)).toContainText(/Optimising image…|Analysing with AI…|Preparing upload…|Uploading…/);
    await expectNoSeriousA11yViolations(page);

    await expect(queue(page).getByText('10 of 10 uploaded')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Photos Uploaded Successfully!')).toBeVisible();
    await expect(page.getByText('Showing 10 of 10 photos')).toBeVisible();
    expect(await myPhotos(page)).toHaveLength(10);

    // An uploaded entry's details are the photo's: editing them changes the photo.
    const first = queue(page).getByRole('listitem').first();
    await first.getByRole('button', { name: /^Edit / }).click();
    await first.getByLabel('Title').fill('Dropped with nine others');
    await first.getByRole('button', { name: 'Save details' }).click();
    await expect(first).toContainText('Dropped with nine others');
    await expect.poll(async () => (await myPhotos(page)).map((photo) => photo.title)).toContain('Dropped with nine others');

    await queue(page).getByRole('button', { name: 'Clear finished' }).click();
    await expect(queue(page)).toBeHidden();
  });
});

test.describe('the upload queue on a phone @mobile-only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('files picked together in the dialog queue up in a list that fits the screen', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('many-phone'), '/my-photos?upload=true');
    const dialog = page.getByRole('dialog', { name: 'Upload New Photos' });
    await dialog.getByLabel('Image file').setInputFiles(SMALLEST.slice(0, 2));
    await expect(dialog).toBeHidden();
    await expect(queue(page).getByRole('listitem')).toHaveCount(2);
    await expect(queue(page).getByText('2 of 2 uploaded')).toBeVisible({ timeout: 60_000 });

    const viewport = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
    for (const item of await queue(page).getByRole('listitem').all()) {
      const remove = await item.getByRole('button', { name: /^Remove / }).boundingBox();
      expect(remove && remove.x + remove.width).toBeLessThanOrEqual(viewport);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
