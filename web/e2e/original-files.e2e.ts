import { expect, test, type Download, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { account, signUp } from './support/identity';
import { textFit } from './support/layout';
import { waitUntilProcessed } from './support/photos';
import { backToProjectLook, inEveryLook } from './support/theme';
import { screenshotWhenAsked } from './support/screenshots';

/**
 * Original files kept (ADR 63): a new account keeps the camera's file. One photo chosen in
 * the upload dialog and two dropped into the queue go up untouched, and come back byte for
 * byte from the owner's Download menu and from a client gallery that allows originals.
 * With the setting turned off in Settings, the next upload is the browser's optimised copy.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const SINGLE = { file: `${NATURE}/Aqua.jpg`, title: 'Aqua kept' };
const QUEUED = [`${NATURE}/Storm.jpg`, `${NATURE}/LadyBird.jpg`];
const OPTIMISED = `${NATURE}/Dune.jpg`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const writeHeaders = (origin: string) => ({ origin, 'x-requested-with': 'XMLHttpRequest' });

interface OwnPhoto {
  id: string;
  title: string;
  status: string;
}
const myPhotos = async (page: Page): Promise<OwnPhoto[]> =>
  ((await (await page.request.get('/api/user/photos?limit=60', { headers: { Accept: 'application/json' } })).json()) as { items: OwnPhoto[] }).items;

async function savedBytes(download: Download): Promise<Buffer> {
  const path = test.info().outputPath(`${Date.now().toString(36)}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  return readFileSync(path);
}

const settingsSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Keep original files' });

/** The setting on a desktop and a phone, light and dark: its label on one line, nothing wider than the screen. */
async function settingFitsEveryLook(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Original files' });
  await inEveryLook(page, async (size, mode) => {
    await section.scrollIntoViewIfNeeded();
    const fit = await textFit(section.getByText('Keep original files', { exact: true }));
    expect(fit.lines, `${size} ${mode}`).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${size} ${mode}`).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshotWhenAsked(section, `keep-originals-${size}-${mode}`);
  });
  await backToProjectLook(page, test.info().project.use.viewport);
}

// Its looks are checked at phone and desktop sizes inside the test (inEveryLook): the phone project would only repeat it.
test.describe('original files kept @desktop-only', () => {
  test.describe.configure({ timeout: 300_000 });

  test('uploads keep the camera file, which the owner and a client gallery download byte for byte; turned off, uploads are optimised', async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin;
    await signUp(page, origin, account(`orig${test.info().project.name.slice(0, 1)}`), '/account?tab=settings');
    await expect(settingsSwitch(page)).toBeChecked();
    await settingFitsEveryLook(page);

    // ---- One photo through the upload dialog: the preview says the original goes up.
    await page.goto('/my-photos?upload=true');
    const dialog = page.getByRole('dialog', { name: 'Upload New Photos' });
    await dialog.getByLabel('Image file').setInputFiles(SINGLE.file);
    await expect(dialog.getByText('Aqua.jpg')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('Original kept')).toBeVisible();
    await expect(dialog.getByText(/% smaller$/)).toHaveCount(0);
    await expect(dialog.getByText(/^Analysing your photo/)).toBeHidden({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(SINGLE.title);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('nature');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // ---- Two more through the queue (picked together).
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    await page.getByRole('dialog', { name: 'Upload New Photos' }).getByLabel('Image file').setInputFiles(QUEUED);
    await waitUntilProcessed(page.request, 1 + QUEUED.length);

    const photos = await myPhotos(page);
    const single = photos.find((photo) => photo.title === SINGLE.title);
    expect(single).toBeDefined();
    // Every original is the chosen file itself.
    const originals = await Promise.all(photos.map(async (photo) => sha256(await (await page.request.get(`/api/images/${photo.id}/original`)).body())));
    expect(originals.sort()).toEqual([SINGLE.file, ...QUEUED].map((file) => sha256(readFileSync(file))).sort());

    // ---- The owner's Download menu gives the original back.
    await page.goto('/my-photos');
    await page.getByRole('button', { name: `Edit ${SINGLE.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Photo Metadata' });
    await edit.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('menuitem', { name: /^JPEG/ }).first()).toBeVisible();
    await screenshotWhenAsked(page, 'download-menu');
    // The dialog's buttons stay inside it, on a phone too.
    const [dialogBox, buttonBox] = await Promise.all([edit.boundingBox(), edit.getByRole('button', { name: 'Download' }).boundingBox()]);
    expect(buttonBox && dialogBox && buttonBox.x >= dialogBox.x && buttonBox.x + buttonBox.width <= dialogBox.x + dialogBox.width).toBe(true);
    const ownDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^Original file/ }).click();
    const own = await ownDownload;
    expect(own.suggestedFilename()).toBe('Aqua kept.jpg');
    expect(sha256(await savedBytes(own))).toBe(sha256(readFileSync(SINGLE.file)));
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // ---- A client gallery that allows originals gives a visitor the same bytes.
    const created = await page.request.post('/api/client-galleries', {
      headers: writeHeaders(origin),
      data: { name: 'Originals for the lab', photoIds: [single?.id], download: 'original' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/g/${token}`);
    const visitorDownload = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name: `Download ${SINGLE.title}` }).click();
    expect(sha256(await savedBytes(await visitorDownload))).toBe(sha256(readFileSync(SINGLE.file)));
    await visitorContext.close();

    // ---- Turned off in Settings: the next upload is the optimised copy.
    await page.goto('/account?tab=settings');
    await settingsSwitch(page).click({ force: true });
    await expect(page.getByText('Uploads optimised').first()).toBeVisible();
    await expect(settingsSwitch(page)).not.toBeChecked();
    await page.goto('/my-photos?upload=true');
    const again = page.getByRole('dialog', { name: 'Upload New Photos' });
    await again.getByLabel('Image file').setInputFiles(OPTIMISED);
    await expect(again.getByText('Dune.webp')).toBeVisible({ timeout: 20_000 });
    await expect(again.getByText(/^\d+% smaller$/)).toBeVisible();
    await expect(again.getByText(/^Analysing your photo/)).toBeHidden({ timeout: 30_000 });
    await again.getByRole('textbox', { name: 'Title' }).fill('Dune optimised');
    await again.getByRole('combobox', { name: 'Category' }).selectOption('nature');
    await again.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(again).toBeHidden({ timeout: 30_000 });
    await waitUntilProcessed(page.request, 2 + QUEUED.length);
    const optimised = (await myPhotos(page)).find((photo) => photo.title === 'Dune optimised');
    const stored = await page.request.get(`/api/images/${optimised?.id}/original`);
    expect(stored.headers()['content-type']).toBe('image/webp');
    expect((await stored.body()).length).toBeLessThan(readFileSync(OPTIMISED).length);
  });
});
