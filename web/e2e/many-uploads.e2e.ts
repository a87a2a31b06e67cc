import { expect, test, type Page } from '@playwright/test';
import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { account, signUp } from './support/identity';

/**
 * Issue 18 item 1 (ADR 40): many files at once. Ten real photos dropped on My Photos go
 * through the queue (optimised, AI suggestions, the 1 s pause, a resumable upload) and
 * end as ten photos, also when a connection drops mid-way or the answer to a finished
 * upload is lost; a queued photo's details can be edited; on a phone, several files
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

interface DroppedFile {
  name: string;
  type: string;
  bytes: Buffer;
}
const jpeg = (path: string): DroppedFile => ({ name: path.split('/').pop() ?? 'photo.jpg', type: 'image/jpeg', bytes: readFileSync(path) });

/** Drops `files` on `target` as a browser does when files are dragged from the desktop. */
async function dropFiles(page: Page, target: ReturnType<Page['locator']>, files: readonly DroppedFile[]): Promise<void> {
  const sent = files.map(({ name, type, bytes }) => ({ name, type, data: bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, type, data } of list) {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
    }
    return transfer;
  }, sent);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const queue = (page: Page) => page.getByRole('region', { name: 'Upload queue' });

test.describe('many files at once @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('ten photos dropped on My Photos end as ten photos, through a refusal, a dropped connection and an edit', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('many'), '/my-photos');
    await expect(page.getByText("No photos uploaded yet. Click 'Upload Photos' to get started!")).toBeVisible();

    // The first upload is refused once (the per-user limit), the first PATCH loses its connection,
    // and the second reaches the server (which makes the photo) but its answer is lost.
    const RATE_LIMITED = 'You have uploaded 300 photos in a short time. Please wait a while before uploading more.';
    let refused = false;
    let cut = false;
    let answerLost = false;
    const tusMethods: string[] = [];
    const photosNamedOnHead: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/photos/tus')) tusMethods.push(request.method());
    });
    page.on('response', (response) => {
      const photoId = response.headers()['upload-photo-id'];
      if (response.request().method() === 'HEAD' && photoId) photosNamedOnHead.push(photoId);
    });
    await page.route('**/api/photos/tus**', async (route) => {
      const method = route.request().method();
      if (method === 'POST' && !refused) {
        refused = true;
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: RATE_LIMITED }),
        });
      } else if (method === 'PATCH' && !cut) {
        cut = true;
        await route.abort('connectionreset');
      } else if (method === 'PATCH' && !answerLost) {
        answerLost = true;
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });

    const notes: DroppedFile = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not a photo') };
    await dropFiles(page, page.getByRole('heading', { name: 'My Photos', level: 1 }), [...SMALLEST.map(jpeg), notes]);
    await expect(queue(page).getByRole('listitem')).toHaveCount(11);
    await expect(queue(page)).toContainText(/Optimising image…|Analysing with AI…|Preparing upload…|Uploading…/);
    await expectNoSeriousA11yViolations(page);

    // A file of another type is refused in the queue, and removed from it.
    const refusedFile = queue(page).getByRole('listitem', { name: 'notes.txt' });
    await expect(refusedFile).toContainText('Invalid file type');
    await refusedFile.getByRole('button', { name: /^Remove / }).click();
    await expect(queue(page).getByRole('listitem')).toHaveCount(10);

    // The refused upload says why, and goes when tried again.
    await expect(queue(page).getByText(RATE_LIMITED)).toBeVisible({ timeout: 60_000 });
    await queue(page)
      .getByRole('button', { name: /^Retry / })
      .click();

    await expect(queue(page).getByText('10 of 10 uploaded')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Photos Uploaded Successfully!').first()).toBeVisible();
    await expect(page.getByText('Showing 10 of 10 photos')).toBeVisible();
    // The upload whose connection dropped asked the server where it stopped, and went on from there;
    // the one whose answer was lost learnt on asking that its photo exists, and sent nothing again.
    const stored = await myPhotos(page);
    expect(stored).toHaveLength(10);
    expect(cut && answerLost).toBe(true);
    expect(tusMethods).toContain('HEAD');
    expect(photosNamedOnHead).toHaveLength(1);
    expect(stored.map((photo) => photo.id)).toContain(photosNamedOnHead[0]);

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
