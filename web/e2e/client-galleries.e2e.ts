import { profile } from '@lumafolio/dev-stack';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { RUN, account, signUp } from './support/identity';
import { seedPhotos, type SeededPhotos } from './support/seed-photos';
import { inEveryLook } from './support/theme';

/**
 * Issue 18 item 3, client galleries (ADR 42): a photographer shares private photos by an
 * unlisted link with a password; a visitor is refused with a wrong password, gets in with
 * the right one, marks a favourite and may download only once the photographer allows it;
 * an expired gallery answers 410; the photographer sees the favourite. Photos are seeded
 * through the repository; the owner's form is driven through the UI (what the test proves).
 */

const PASSWORD = 'blue-door-42';
const titles = ['Aisle', 'Vows', 'First dance'];
const writeHeaders = (origin: string) => ({ origin, 'x-requested-with': 'XMLHttpRequest' });

async function createGalleryByApi(request: APIRequestContext, origin: string, body: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const response = await request.post('/api/client-galleries', { headers: writeHeaders(origin), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; token: string };
}

async function photographerWithPhotos(page: Page, origin: string, who: string, count: number): Promise<SeededPhotos> {
  await signUp(page, origin, account(who), '/account/galleries');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  // Private photos: a gallery is the only way a visitor sees them.
  return seedPhotos(profile('test').serviceEnv, me.id, `${who}${RUN}`, count, (n) => ({
    title: titles[n - 1] ?? `Photo ${n}`,
    category: 'people',
    isPublic: false,
  }));
}

test.describe('client galleries', () => {
  let seeded: SeededPhotos | undefined;
  test.afterEach(async () => {
    await seeded?.close();
    seeded = undefined;
  });

  test('a password gallery: wrong password refused, favourites reach the photographer, downloads only once enabled; expired answers 410 @desktop-only', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL as string).origin;
    seeded = await photographerWithPhotos(page, origin, 'gallery', 3);

    // ---- The photographer creates the gallery in the owner's page.
    await page.reload();
    await page.getByRole('button', { name: 'New Gallery' }).click();
    const form = page.getByRole('dialog', { name: 'New Client Gallery' });
    await form.getByLabel('Gallery name').fill('Smith wedding');
    for (const title of ['Aisle', 'Vows']) {
      await form.getByText(title, { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: title })).toBeChecked();
    }
    await expect(form).toContainText('Photos (2 selected)');
    // New passwords are at least 8 characters, told before the server refuses them.
    await form.getByLabel('Password').fill('abcd');
    await expect(form.getByText('Passwords are at least 8 characters.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create Gallery' })).toBeDisabled();
    await form.getByLabel('Password').fill(PASSWORD);
    await expect(form).toContainText('At least 8 characters.');
    await form.getByRole('button', { name: 'Create Gallery' }).click();
    await expect(form).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: 'Smith wedding' });
    await expect(card).toContainText('2 photos');
    await expect(card).toContainText('No downloads');
    const link = (await card.getByRole('link').first().textContent())?.trim() ?? '';
    expect(link).toMatch(/\/g\/[A-Za-z0-9_-]{22}$/);
    const galleryPath = new URL(link).pathname;
    const expired = await createGalleryByApi(page.request, origin, {
      name: 'Last year',
      photoIds: [seeded.ids[2]],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });

    // ---- A visitor, not signed in.
    const visitorContext = await browser.newContext({ baseURL: baseURL as string, acceptDownloads: true });
    const visitor = await visitorContext.newPage();
    const answer = await visitor.goto(galleryPath);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(visitor.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(visitor.getByRole('heading', { name: 'Smith wedding' })).toBeVisible();
    await visitor.getByLabel('Password').fill('wrong-password');
    await visitor.getByRole('button', { name: 'View Gallery' }).click();
    await expect(visitor.getByRole('alert')).toHaveText('That password is not right. Please check it with your photographer and try again.');
    await expect(visitor.getByRole('list', { name: 'Photos' })).toHaveCount(0);

    // Another gallery, guessed at: past the wrong passwords allowed, the visitor is told how long to wait.
    const guessed = await createGalleryByApi(page.request, origin, { name: 'Guessed at', photoIds: [seeded.ids[2]], password: PASSWORD });
    const guessPage = await visitorContext.newPage();
    await guessPage.goto(`/g/${guessed.token}`);
    for (let guess = 0; guess < 6; guess++) {
      await guessPage.getByLabel('Password').fill(`guess-${guess}`);
      await guessPage.getByRole('button', { name: 'View Gallery' }).click();
      await expect(guessPage.getByRole('alert')).toBeVisible();
    }
    await expect(guessPage.getByRole('alert')).toHaveText(
      /^Too many wrong passwords were tried for this gallery\. Please try again in (a minute|\d+ minutes), or ask your photographer\.$/,
    );
    await guessPage.close();

    await visitor.getByLabel('Password').fill(PASSWORD);
    await visitor.getByRole('button', { name: 'View Gallery' }).click();
    const photos = visitor.getByRole('list', { name: 'Photos' });
    await expect(photos.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(visitor);
    // Downloads are off: no link, and the server refuses the address too.
    await expect(visitor.getByRole('link', { name: /^Download / })).toHaveCount(0);
    const refused = await visitor.request.get(`/api/client-gallery/${galleryPath.slice(3)}/photos/${seeded.ids[0]}/download`);
    expect(refused.status()).toBe(403);

    await visitor.getByLabel('Your name (optional)').fill('Carol');
    await visitor.getByRole('button', { name: 'Add Vows to favourites' }).click();
    await expect(visitor.getByRole('button', { name: 'Remove Vows from favourites' })).toHaveAttribute('aria-pressed', 'true');
    // The shared lightbox shows the private photo.
    await visitor.getByRole('button', { name: 'View Aisle' }).click();
    await expect(visitor.getByRole('dialog').getByRole('img', { name: 'Aisle' })).toBeVisible();
    await visitor.keyboard.press('Escape');

    // ---- The photographer sees the favourite, and allows downloads.
    await page.reload();
    await card.getByRole('button', { name: /^Favourites/ }).click();
    const favourites = page.getByRole('dialog', { name: 'Favourites · Smith wedding' });
    await expect(favourites.getByRole('list', { name: 'Favourites by photo' })).toContainText('Vows');
    await expect(favourites.getByLabel('1 favourite')).toBeVisible();
    await expect(favourites.getByRole('list', { name: 'Favourites by visitor' })).toContainText('Carol');
    await favourites.getByRole('button', { name: 'Close' }).first().click();
    await card.getByRole('button', { name: 'Edit Smith wedding' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Gallery' });
    await edit.getByLabel('Downloads').selectOption({ label: 'Small (800 px)' });
    await edit.getByRole('button', { name: 'Save Gallery' }).click();
    await expect(card).toContainText('Small (800 px)');

    await visitor.reload();
    const downloadLink = visitor.getByRole('link', { name: 'Download Vows' });
    const [download] = await Promise.all([visitor.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^vows-\d+\.webp$/);

    // ---- An expired gallery: 410 and a clear page.
    const gone = await visitor.goto(`/g/${expired.token}`);
    expect(gone?.status()).toBe(410);
    await expect(visitor.getByRole('heading', { name: 'This gallery has expired' })).toBeVisible();
    await visitorContext.close();
  });

  test('the gallery page on a phone, light and dark @mobile-only', async ({ page, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    seeded = await photographerWithPhotos(page, origin, 'galleryphone', 2);
    const gallery = await createGalleryByApi(page.request, origin, { name: 'Phone proofs', photoIds: seeded.ids, download: 'original' });
    await page.goto(`/g/${gallery.token}`);
    const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect(tiles).toHaveCount(2);
    await inEveryLook(page, async (size) => {
      if (size !== 'phone') return;
      // Two columns side by side, nothing wider than the screen.
      const [first, second] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()]);
      expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x + first.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(page.getByRole('button', { name: 'Add Aisle to favourites' })).toBeInViewport();
      await expect(page.getByRole('link', { name: 'Download Aisle' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
