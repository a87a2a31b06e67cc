import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { account, signUp } from './support/identity';
import { coveredBy } from './support/layout';
import { chooseOptimisedUploads } from './support/photos';

/**
 * Issue 11 items 16, 17 and 20: the upload dialog against the real stack. A toast never
 * closes the dialog nor hides its Upload button; the camera details of the chosen file
 * (never its location) reach the photo and show on it; a TIFF gets no broken preview, and
 * the AI toast says what the AI really did.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
/** Shot on a Canon EOS 350D: 1/80 s, f/5.6, ISO 400, 22 January 2008. */
const CANON = `${NATURE}/Blinds.jpg`;
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');
const uploadDialog = (page: Page) => page.getByRole('dialog', { name: 'Upload New Photos' });

interface StoredPhoto {
  id: string;
  title: string;
  status: string;
  exif: { camera: string | null; lens: string | null; exposure: string | null; takenAt: string | null } | null;
}

/** The first page of the user's photos (newest first; issue 12: every list is paged). */
const myPhotos = async (page: Page) =>
  ((await (await page.request.get('/api/user/photos', { headers: { Accept: 'application/json' } })).json()) as { items: StoredPhoto[] }).items;

/** Holds POST /api/photos/ai-analyze until `release()`: the user acts while the AI is still busy. */
async function holdAiAnalysis(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/photos/ai-analyze', async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/**
 * Records the text fields of every form the page sends with XMLHttpRequest (the upload's
 * progress bar needs it): what left the browser, read in the browser.
 */
async function recordSentForms(page: Page): Promise<() => Promise<Array<Record<string, string>>>> {
  await page.addInitScript(() => {
    const sent: Array<Record<string, string>> = [];
    Object.assign(window, { sentForms: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData)
        sent.push(Object.fromEntries([...body.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => (window as unknown as { sentForms: Array<Record<string, string>> }).sentForms);
}

test.describe('upload dialog: toasts @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('closing a toast keeps the dialog open with its image and AI-filled fields', async ({ page, baseURL }) => {
    await signUp(page, new URL(baseURL as string).origin, account('toastclose'), '/my-photos?upload=true');
    const dialog = uploadDialog(page);
    await dialog.getByLabel('Image file').setInputFiles(`${NATURE}/Aqua.jpg`);
    await expect(toast(page)).toContainText('AI Enhanced Your Photo!', { timeout: 30_000 });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    const filledTitle = await title.inputValue();
    expect(filledTitle).not.toBe('');

    await toast(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(title).toHaveValue(filledTitle);

    // A second toast (the form refuses an empty title), closed the same way.
    await title.fill('');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(toast(page)).toContainText('Missing Information');
    await toast(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Category' })).not.toHaveValue('');
  });
});

test.describe('upload dialog on a phone @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a toast leaves the dialog's Upload button uncovered", async ({ page, baseURL }) => {
    await signUp(page, new URL(baseURL as string).origin, account('toastphone'), '/my-photos?upload=true');
    const dialog = uploadDialog(page);
    await dialog.getByLabel('Image file').setInputFiles(`${NATURE}/Aqua.jpg`);
    await expect(toast(page)).toContainText('AI Enhanced Your Photo!', { timeout: 30_000 });
    const upload = dialog.getByRole('button', { name: 'Upload Photo' });
    expect(await coveredBy(upload)).toBeNull();
    expect(await coveredBy(dialog.getByRole('button', { name: 'Cancel' }))).toBeNull();
  });
});

test.describe('upload dialog: TIFF and the AI toast @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a TIFF shows no broken preview, and the AI toast does not claim to have filled what the user typed', async ({ page, baseURL }) => {
    await signUp(page, new URL(baseURL as string).origin, account('tiff'), '/my-photos?upload=true');
    const dialog = uploadDialog(page);
    const ai = await holdAiAnalysis(page);
    const tiff = await sharp(`${NATURE}/GreenMeadow.jpg`).resize(1200).tiff().toBuffer();
    await dialog.getByLabel('Image file').setInputFiles({ name: 'meadow.tiff', mimeType: 'image/tiff', buffer: tiff });
    await expect(dialog.getByText('meadow.tiff')).toBeVisible();

    // Browsers cannot draw TIFF: no broken image, a placeholder that says so.
    const brokenImages = () =>
      dialog.evaluate((root) =>
        Array.from(root.querySelectorAll('img'))
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.alt),
      );
    await expect.poll(brokenImages).toEqual([]);
    await expect(dialog.getByRole('img', { name: /no preview/i })).toBeVisible();

    // The user types a title while the AI is still working: the AI leaves the fields alone…
    await dialog.getByRole('textbox', { name: 'Title' }).fill('My meadow');
    ai.release();
    await expect(dialog.getByText(/^Analysing your photo/)).toBeHidden({ timeout: 30_000 });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('My meadow');
    // …and its toast says so instead of 'AI Enhanced Your Photo!'.
    await expect(toast(page)).toContainText('kept');
    await expect(toast(page)).not.toContainText('AI Enhanced Your Photo!');
  });
});

test.describe('upload dialog: camera details @desktop-only', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the camera, lens, exposure and date of the chosen file reach the photo (never its location) and show on it', async ({ page, browser, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const owner = account('exif');
    const sentForms = await recordSentForms(page);
    await signUp(page, appOrigin, owner, '/account');
    // The browser's optimised copy, which carries no EXIF: what the camera recorded is sent beside it.
    await chooseOptimisedUploads(page.request, appOrigin);
    await page.goto('/my-photos?upload=true');
    const dialog = uploadDialog(page);

    // A geotagged file: its location never leaves the browser.
    const geotagged = await sharp(`${NATURE}/LadyBird.jpg`)
      .withExif({
        IFD0: { Make: 'Canon', Model: 'Canon EOS R5' },
        IFD2: {
          ExposureTime: '1/250',
          FNumber: '28/10',
          ISOSpeedRatings: '100',
          DateTimeOriginal: '2024:05:01 10:20:30',
          LensModel: 'RF100mm F2.8 L MACRO IS USM',
        },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .jpeg({ quality: 95 })
      .toBuffer();
    await dialog.getByLabel('Image file').setInputFiles({ name: 'ladybird.jpg', mimeType: 'image/jpeg', buffer: geotagged });
    await expect(dialog.getByText(/^Analysing your photo/)).toBeHidden({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Geotagged ladybird');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('macro');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(toast(page)).toContainText('Photo Uploaded Successfully!', { timeout: 30_000 });
    const [sent] = await sentForms();
    expect(sent?.exif).toBeDefined();
    expect(sent?.exif).not.toMatch(/gps|latitude|longitude|51\.5/i);
    expect(JSON.parse(sent?.exif as string)).toMatchObject({ make: 'Canon', model: 'Canon EOS R5', lensModel: 'RF100mm F2.8 L MACRO IS USM', iso: 100 });

    // A Canon photo from Debian's mate-backgrounds, re-encoded to WebP in the browser.
    await page.getByRole('button', { name: 'Upload Photos' }).first().click();
    await dialog.getByLabel('Image file').setInputFiles(CANON);
    await expect(dialog.getByText('Blinds.webp')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(/^Analysing your photo/)).toBeHidden({ timeout: 30_000 });
    const title = 'Blinds by a Canon';
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('architecture');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(toast(page)).toContainText('Photo Uploaded Successfully!', { timeout: 30_000 });

    // Stored with the photo, and still there once the worker has processed the (EXIF-less) WebP.
    const expected = { camera: 'Canon EOS 350D DIGITAL', exposure: '1/80 s · f/5.6 · ISO 400', takenAt: expect.stringMatching(/^2008-01-22T/) };
    await expect
      .poll(async () => (await myPhotos(page)).find((photo) => photo.title === title)?.status, { timeout: 90_000, intervals: [500, 1000, 2000] })
      .toBe('ready');
    const photos = await myPhotos(page);
    const blinds = photos.find((photo) => photo.title === title) as StoredPhoto;
    expect(blinds.exif).toMatchObject(expected);
    const ladybird = photos.find((photo) => photo.title === 'Geotagged ladybird') as StoredPhoto;
    expect(ladybird.exif).toMatchObject({ camera: 'Canon EOS R5', lens: 'RF100mm F2.8 L MACRO IS USM', exposure: '1/250 s · f/2.8 · ISO 100' });
    expect(JSON.stringify(ladybird.exif)).not.toMatch(/51|latitude|longitude/i);

    // The owner sees it in the table and in the edit dialog.
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Canon EOS 350D DIGITAL · 1/80 s · f/5.6 · ISO 400 · Jan 22, 2008');
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Photo Metadata' });
    await expect(edit).toContainText('Canon EOS 350D DIGITAL');
    await expect(edit).toContainText('1/80 s · f/5.6 · ISO 400');
    await expect(edit).toContainText('Jan 22, 2008');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Visitors see it in the lightbox's info panel once the photo is public.
    await page.getByLabel(`Public: ${title}`, { exact: true }).evaluate((input) => (input.closest('label') as HTMLElement).click());
    await expect(row.getByText('Public', { exact: true })).toBeVisible();
    const visitorContext = await browser.newContext({ baseURL });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/${owner.username.toLowerCase()}`);
      // Cards are built as they come near the viewport.
      await visitor.getByTestId('photo-slot').first().scrollIntoViewIfNeeded();
      await visitor.getByRole('button', { name: `Open ${title}` }).click();
      const viewer = visitor.getByRole('dialog', { name: 'Photo viewer' });
      await viewer.getByRole('button', { name: 'Show photo info' }).click();
      const info = viewer.getByTestId('lightbox-info');
      await expect(info).toContainText('Canon EOS 350D DIGITAL');
      await expect(info).toContainText('1/80 s · f/5.6 · ISO 400');
      await expect(info).toContainText('Jan 22, 2008');
    } finally {
      await visitorContext.close();
    }
  });
});
