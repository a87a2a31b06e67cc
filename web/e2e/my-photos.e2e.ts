import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { RUN, account, signUp } from './support/identity';
import { chooseOptimisedUploads } from './support/photos';

/**
 * Issue 4 item 6: the My Photos screen against the real stack. Sign up → /my-photos?upload=true
 * opens 'Upload New Photos' → a real JPEG goes through the browser optimisation and the AI
 * step → upload → the table shows it as Private → Public and Featured switch optimistically
 * (and roll back when the server says no) → the title is edited → a signed-out visitor sees
 * it among the featured photos → it is deleted after the browser confirmation.
 */

const IMAGE = '/usr/share/backgrounds/mate/nature/Aqua.jpg';
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');
/** A switch is a visually hidden checkbox inside its label: click the label, read the input. */
const switchFor = (page: Page, name: string) => ({
  input: page.getByLabel(name, { exact: true }),
  control: page.locator('label[data-scope="switch"]', { has: page.getByLabel(name, { exact: true }) }),
});

test.describe('my photos: sign-in required', () => {
  test('signed-out visitors are sent home with a toast', async ({ page }) => {
    await page.goto('/my-photos');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Authentication Required');
    await expect(toast(page)).toContainText('Please log in to manage your photos.');
  });
});

test.describe('my photos: upload and manage @desktop-only', () => {
  test.describe.configure({ timeout: 180_000 });

  test('upload → private → public + featured (optimistic) → edit → visible to visitors → delete', async ({ page, browser, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('photos'), '/account');
    await chooseOptimisedUploads(page.request, appOrigin);
    await page.goto('/my-photos?upload=true');

    // ?upload=true opens the dialog, which says that new uploads are private.
    const dialog = page.getByRole('dialog', { name: 'Upload New Photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('New uploads are private');
    await expectNoSeriousA11yViolations(page);

    // Submitting without an image is refused.
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(toast(page)).toContainText('Missing Information');

    // A real JPEG: optimised in the browser (2560 px → 2400 px WebP), then the AI step.
    await dialog.getByLabel('Image file').setInputFiles(IMAGE);
    await expect(dialog.getByText('Aqua.webp')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('landscape', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^\d+% smaller$/)).toBeVisible();
    await expect(dialog.getByText(/^Analysing your photo/)).toBeHidden({ timeout: 20_000 });

    // The AI suggestions fill the untouched fields (the local model: a nature scene).
    await expect(toast(page)).toContainText('AI Enhanced Your Photo!');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).not.toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue(/^(nature|landscape|macro)$/);
    await expectNoSeriousA11yViolations(page);

    const title = `Aqua ${RUN}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('nature');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(toast(page)).toContainText('Photo Uploaded Successfully!', { timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/upload=true/);

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Nature');
    await expect(row.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 photos')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The media worker turns it into responsive WebP variants with a placeholder.
    await expect
      .poll(
        async () => {
          // A page of photos (issue 12: every list is paged).
          const {
            items: [photo],
          } = (await (await page.request.get('/api/user/photos', { headers: { Accept: 'application/json' } })).json()) as {
            items: Array<{ status: string; placeholder: string | null; variants: Array<{ width: number; url: string }> }>;
          };
          return photo?.status === 'ready' && photo.placeholder ? photo.variants.map((v) => v.width) : null;
        },
        { timeout: 60_000, intervals: [500, 1000, 2000] },
      )
      .toEqual([400, 800, 1600, 2400]);
    const {
      items: [ready],
    } = (await (await page.request.get('/api/user/photos')).json()) as { items: Array<{ variants: Array<{ url: string }> }> };
    const variant = await page.request.get(ready?.variants[0]?.url as string);
    expect(variant.headers()['content-type']).toBe('image/webp');
    // Private: another browser without the session gets nothing.
    const stranger = await page.context().browser()?.newContext();
    expect((await stranger?.request.get(new URL(ready?.variants[0]?.url as string, page.url()).href))?.status()).toBe(404);
    await stranger?.close();

    // A failing privacy update rolls back with the spec's toast.
    const isPublic = switchFor(page, `Public: ${title}`);
    await page.route('**/api/user/photos/*/public', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }), {
      times: 1,
    });
    await isPublic.control.click();
    await expect(toast(page)).toContainText('Privacy status could not be updated.');
    await expect(isPublic.input).not.toBeChecked();
    await expect(row.getByText('Private', { exact: true })).toBeVisible();

    // Public, for real; the switch flips before the server has answered.
    let releasePublic: () => void = () => undefined;
    const publicGate = new Promise<void>((resolve) => {
      releasePublic = resolve;
    });
    await page.route(
      '**/api/user/photos/*/public',
      async (route) => {
        await publicGate;
        await route.continue();
      },
      { times: 1 },
    );
    const publicAnswer = page.waitForResponse((r) => r.url().endsWith('/public') && r.request().method() === 'POST');
    await isPublic.control.click();
    await expect(isPublic.input).toBeChecked();
    await expect(row.getByText('Public', { exact: true })).toBeVisible();
    releasePublic();
    expect((await publicAnswer).status()).toBe(200);

    // Featured, the same way.
    const featured = switchFor(page, `Featured: ${title}`);
    let releaseFeatured: () => void = () => undefined;
    const featuredGate = new Promise<void>((resolve) => {
      releaseFeatured = resolve;
    });
    await page.route(
      '**/api/user/photos/*/featured',
      async (route) => {
        await featuredGate;
        await route.continue();
      },
      { times: 1 },
    );
    const featuredAnswer = page.waitForResponse((r) => r.url().endsWith('/featured') && r.request().method() === 'POST');
    await featured.control.click();
    await expect(featured.input).toBeChecked();
    releaseFeatured();
    expect((await featuredAnswer).status()).toBe(200);
    await expect(page.getByRole('group', { name: 'Photo counters' }).or(page.getByLabel('Photo counters'))).toContainText('Featured1');

    // Edit the title.
    const newTitle = `Aqua edited ${RUN}`;
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Photo Metadata' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('textbox', { name: 'Title' }).fill(newTitle);
    await edit.getByRole('textbox', { name: 'Tags' }).fill(' sea, , blue ');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Photo updated');
    const editedRow = page.getByRole('row').filter({ hasText: newTitle });
    await expect(editedRow).toContainText('#sea #blue');

    // A signed-out visitor sees it among the featured photos.
    const visitor = await browser.newContext({ baseURL });
    try {
      await expect
        .poll(
          async () => {
            const response = await visitor.request.get('/api/photos?featured=true', { headers: { Accept: 'application/json' } });
            if (!response.ok()) return `HTTP ${response.status()}`;
            const { items: photos } = (await response.json()) as { items: Array<{ title: string }> };
            return photos.some((p) => p.title === newTitle) ? 'listed' : 'missing';
          },
          { timeout: 30_000 },
        )
        .toBe('listed');
    } finally {
      await visitor.close();
    }

    // Delete, after the browser confirmation.
    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe(`Are you sure you want to delete ${newTitle}?`);
      void confirm.accept();
    });
    await editedRow.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await expect(toast(page)).toContainText('Photo deleted');
    await expect(page.getByText("No photos uploaded yet. Click 'Upload Photos' to get started!")).toBeVisible();
  });
});

test.describe('my photos: upload dialog checks @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('wrong type, damaged image and a slow AI each get the spec message', async ({ page, baseURL }) => {
    await signUp(page, new URL(baseURL as string).origin, account('checks'), '/my-photos?upload=true');
    const dialog = page.getByRole('dialog', { name: 'Upload New Photos' });
    const input = dialog.getByLabel('Image file');

    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(toast(page)).toContainText('Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.');

    // A JPEG the browser cannot decode: 'Processing Error' and the form is reset.
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Broken');
    await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
    await expect(toast(page)).toContainText('Processing Error');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('');

    // The AI answers too late: the timeout toast, and the form stays usable.
    await page.route('**/api/photos/ai-analyze', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      await route.abort().catch(() => undefined);
    });
    await input.setInputFiles(IMAGE);
    await expect(toast(page)).toContainText('AI analysis took too long. You can still upload your photo manually.', { timeout: 25_000 });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeEditable();
  });
});

test.describe('my photos: a lost "ready" push @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a photo whose push never reached the page shows ready after a while', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('lostpush'), '/account');
    const title = `Lost push ${RUN}`;
    const uploaded = await page.request.post('/api/photos/upload', {
      headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
      multipart: { title, category: 'nature', image: { name: 'aqua.jpg', mimeType: 'image/jpeg', buffer: readFileSync(IMAGE) } },
    });
    expect(uploaded.status()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const statusOnServer = async () => {
      const { items } = (await (await page.request.get('/api/user/photos')).json()) as { items: Array<{ id: string; status: string }> };
      return items.find((photo) => photo.id === id)?.status;
    };
    await expect.poll(statusOnServer, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe('ready');

    // This page hears nothing: its event stream never opens (as when the gateway missed the
    // media service's event), and its first list is the one from before the photo was ready.
    await page.route('**/api/user/photos/events', (route) => route.abort());
    await page.route(
      (url) => url.pathname === '/api/user/photos',
      async (route) => {
        const response = await route.fetch();
        const list = (await response.json()) as { items: Array<{ id: string; status: string }> };
        const json = { ...list, items: list.items.map((photo) => (photo.id === id ? { ...photo, status: 'processing' } : photo)) };
        await route.fulfill({ response, json });
      },
      { times: 1 },
    );
    await page.goto('/my-photos');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Processing', { exact: true })).toBeVisible();
    // The page looks again at the photos still processing (PROCESSING_RECHECK_MS.first, 15 s).
    await expect(row.getByText('Processing', { exact: true })).toBeHidden({ timeout: 30_000 });
    await expect(row.getByText('Private', { exact: true })).toBeVisible();
  });
});
