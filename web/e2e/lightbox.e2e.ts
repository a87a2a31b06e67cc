import { profile } from '@lumafolio/dev-stack';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { RUN, account, signUp } from './support/identity';
import { seedPhotos, type SeededPhotos } from './support/seed-photos';

/**
 * Issue 18 items 4 and 9: the lightbox shows a photo's camera details, goes full screen,
 * zooms (the largest variant only once zoomed) and shares a link that opens the photo; on a
 * phone it still swipes and its details are readable. The owner edits a photo's AI tags
 * and finds it by one in My Photos. Photos are seeded through the repository (no uploads:
 * the media pipeline is not what this proves).
 */

const EXIF = {
  camera: 'Canon EOS 350D DIGITAL',
  lens: 'EF-S 55-250mm',
  exposure: '1/80 s · f/5.6 · ISO 400',
  takenAt: '2008-01-22T03:28:22.000Z',
  focalLength: '107 mm',
};
const title = (n: number) => `Lightbox ${n} ${RUN}`;

async function seedPortfolio(page: Page, who: string): Promise<{ path: string; seeded: SeededPhotos }> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };
  const seeded = await seedPhotos(profile('test').serviceEnv, me.id, `lb${who}${RUN}`, 3, (n) => ({
    title: title(n),
    category: 'landscape',
    exif: EXIF,
    aiTags: n === 2 ? ['harbour', 'boat'] : [],
  }));
  return { path: `/${me.username.toLowerCase()}`, seeded };
}

/** The lightbox, opened on a photo of the portfolio. */
async function openViewer(page: Page, photoTitle: string): Promise<Locator> {
  const card = page.getByRole('button', { name: `Open ${photoTitle}` });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  return viewer;
}

let seeded: SeededPhotos | undefined;
test.afterEach(async () => {
  await seeded?.close();
  seeded = undefined;
});

test('camera details, full screen, zoom, a share link that opens the photo; AI tags edited and searched @desktop-only', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const appOrigin = new URL(baseURL as string).origin;
  await signUp(page, appOrigin, account('lightbox'), '/my-photos');
  const portfolio = await seedPortfolio(page, 'd');
  seeded = portfolio.seeded;

  const visitorContext = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const visitor = await visitorContext.newPage();
  await visitor.goto(portfolio.path);
  // Newest first: photo 3, 2, 1.
  const viewer = await openViewer(visitor, title(3));
  const counter = viewer.getByTestId('lightbox-counter');
  await expect(counter).toHaveText('1 / 3');

  // The camera details, one row each, the focal length with the exposure.
  await visitor.keyboard.press('i');
  const info = viewer.getByTestId('lightbox-info');
  await expect(info).toContainText('Canon EOS 350D DIGITAL');
  await expect(info).toContainText('EF-S 55-250mm');
  await expect(info).toContainText('1/80 s · f/5.6 · ISO 400 · 107 mm');
  await expect(info).toContainText('Jan 22, 2008');
  await expectNoSeriousA11yViolations(visitor);
  await visitor.keyboard.press('i');

  // Full screen, and back.
  await viewer.getByRole('button', { name: 'Full screen' }).click();
  await expect(viewer.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  expect(await visitor.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe('Photo viewer');
  await viewer.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(viewer.getByRole('button', { name: 'Full screen' })).toBeVisible();
  expect(await visitor.evaluate(() => document.fullscreenElement)).toBeNull();

  // Wheel zoom: the largest variant only once zoomed; a drag then pans instead of changing the photo.
  const stage = viewer.getByTestId('lightbox-stage');
  const zoomed = viewer.getByTestId('lightbox-zoomed-image');
  await expect(zoomed).toHaveCount(0);
  const box = await stage.boundingBox();
  if (!box) throw new Error('The lightbox stage is not on screen');
  await visitor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await visitor.mouse.wheel(0, -400);
  await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(1.5);
  await expect(zoomed).toBeVisible();
  await expect(zoomed).toHaveAttribute('src', /\/api\/images\//);
  await visitor.mouse.down();
  await visitor.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 4 });
  await visitor.mouse.up();
  await expect(counter).toHaveText('1 / 3');
  await stage.dblclick();
  await expect(stage).toHaveAttribute('data-zoom', '1.00');
  await expect(zoomed).toHaveCount(0);

  // Share the second photo: the copied link opens the portfolio with its lightbox open.
  await visitor.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 3');
  await viewer.getByRole('button', { name: 'Share photo' }).click();
  await expect(viewer.getByTestId('lightbox-share-status')).toHaveText('Link copied');
  const link = await visitor.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`${portfolio.path}\\?photo=`));
  const opened = await visitorContext.newPage();
  await opened.goto(link);
  const sharedViewer = opened.getByRole('dialog', { name: 'Photo viewer' });
  await expect(sharedViewer.getByTestId('lightbox-counter')).toHaveText('2 / 3');
  await opened.keyboard.press('i');
  await expect(sharedViewer.getByRole('heading', { name: title(2) })).toBeVisible();
  await opened.keyboard.press('Escape');
  await expect(sharedViewer).toBeHidden();
  await expect(opened).toHaveURL((url) => !url.searchParams.has('photo'));
  await visitorContext.close();

  // The owner removes an AI tag, adds one, and finds the photo by it.
  await page.goto('/my-photos');
  const row = page.getByRole('row').filter({ hasText: title(2) });
  await row.getByRole('button', { name: `Edit ${title(2)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Photo Metadata' });
  await dialog.getByRole('button', { name: 'Remove AI tag boat' }).click();
  const newTag = `keeper${RUN}`;
  await dialog.getByRole('textbox', { name: 'AI keywords' }).fill(newTag);
  await dialog.getByRole('textbox', { name: 'AI keywords' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'AI keywords' }).fill('x'.repeat(41));
  await dialog.getByRole('textbox', { name: 'AI keywords' }).press('Enter');
  await expect(dialog.getByText('Tags are at most 40 characters.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'AI keywords' })).toHaveValue('x'.repeat(41));
  await dialog.getByRole('textbox', { name: 'AI keywords' }).fill('');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const { items } = (await (await page.request.get('/api/user/photos')).json()) as { items: Array<{ title: string; aiTags: string[] }> };
  expect(items.find((photo) => photo.title === title(2))?.aiTags).toEqual(['harbour', newTag]);

  await page.getByRole('searchbox', { name: 'Search' }).fill(newTag);
  await expect(page.getByText('Showing 1 of 3 photos')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title(2) })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title(3) })).toHaveCount(0);
});

test('on a phone the lightbox still swipes, its camera details are readable and AI tags are searchable @mobile-only', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const appOrigin = new URL(baseURL as string).origin;
  await signUp(page, appOrigin, account('lightboxphone'), '/my-photos');
  const portfolio = await seedPortfolio(page, 'm');
  seeded = portfolio.seeded;

  await page.goto(portfolio.path);
  const viewer = await openViewer(page, title(3));
  const counter = viewer.getByTestId('lightbox-counter');
  const stage = viewer.getByTestId('lightbox-stage');
  const box = await stage.boundingBox();
  if (!box) throw new Error('The lightbox stage is not on screen');
  const common = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, clientY: box.y + box.height / 2 };
  const startX = box.x + box.width / 2;
  await stage.dispatchEvent('pointerdown', { ...common, clientX: startX, button: 0, buttons: 1 });
  await stage.dispatchEvent('pointermove', { ...common, clientX: startX - 60, buttons: 1 });
  await stage.dispatchEvent('pointerup', { ...common, clientX: startX - 120, button: 0, buttons: 0 });
  await expect(counter).toHaveText('2 / 3');

  await viewer.getByRole('button', { name: 'Show photo info' }).click();
  const exposure = viewer.getByTestId('lightbox-info').getByText('1/80 s · f/5.6 · ISO 400 · 107 mm');
  await expect(exposure).toBeInViewport({ ratio: 1 });
  expect(await exposure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
  await expect(viewer.getByRole('button', { name: 'Share photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // My Photos' search finds a photo by its AI tag on a phone too.
  await page.goto('/my-photos');
  await page.getByRole('searchbox', { name: 'Search' }).fill('harbour');
  await expect(page.getByText('Showing 1 of 3 photos')).toBeVisible();
  await expect(page.getByText(title(2))).toBeVisible();
  await expect(page.getByText(title(3))).toHaveCount(0);
});
