import { expect, test, type APIResponse } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { meanImageDifference } from '@lumafolio/dev-stack';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { account, signUp } from './support/identity';
import { uploadPhoto, waitUntilProcessed } from './support/photos';

const PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';

interface ListedPhoto {
  id: string;
  variants: Array<{ width: number; url: string }>;
}

const bytes = async (response: APIResponse) => {
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
};

test.describe('watermarks', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a text watermark set in the account is on the public variants, not on the owner’s view or the original @desktop-only', async ({
    page,
    request,
    baseURL,
  }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('watermark');
    await signUp(page, appOrigin, who, '/account?tab=watermark');
    const photo = await uploadPhoto(page.request, appOrigin, { file: PHOTO, title: 'Aqua', category: 'nature', isPublic: true });
    await waitUntilProcessed(page.request, 1);

    const section = page.getByRole('region', { name: 'Watermark' });
    await expect(section).toBeVisible();
    await section.getByText('Watermark my public photos').click();
    await section.getByLabel('Watermark text').fill('© E2E Studio');
    await section.getByLabel('Position').selectOption('center');
    await section.getByLabel('Opacity').fill('100');
    await section.getByLabel("Size (share of the photo's width)").fill('40');
    // The live preview draws the text before anything is saved.
    await expect(section.getByTestId('watermark-preview').locator('text')).toHaveText('© E2E Studio');
    await section.getByRole('button', { name: 'Save Watermark' }).click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Watermark Saved');
    await expect(section.getByText('Your public photos carry this watermark (1 photo).')).toBeVisible({ timeout: 60_000 });

    // What visitors get: watermarked variants under new names (no cookies on `request`).
    const { items } = (await (await request.get(`/api/portfolio/${who.username}/photos`)).json()) as { items: ListedPhoto[] };
    const shown = items.find((item) => item.id === photo.id) as ListedPhoto;
    const smallest = shown.variants[0] as ListedPhoto['variants'][number];
    expect(smallest.url).toMatch(new RegExp(`^/api/images/${photo.id}/w${smallest.width}-[a-f0-9]+\\.webp\\?`));
    const publicFile = await bytes(await request.get(smallest.url));

    // The owner's view (My Photos) keeps the clean variant, and the original is the uploaded file.
    const mine = (await (await page.request.get('/api/user/photos')).json()) as { items: ListedPhoto[] };
    const own = mine.items.find((item) => item.id === photo.id) as ListedPhoto;
    expect(own.variants[0]?.url).toBe(`/api/images/${photo.id}/w${smallest.width}.webp`);
    const cleanFile = await bytes(await page.request.get(own.variants[0]?.url as string));
    expect(publicFile.equals(cleanFile)).toBe(false);
    expect(await meanImageDifference(publicFile, cleanFile, { left: 0.35, top: 0.46, width: 0.3, height: 0.08 })).toBeGreaterThan(8);
    expect(await meanImageDifference(publicFile, cleanFile, { left: 0, top: 0, width: 0.25, height: 0.25 })).toBeLessThan(2);
    expect((await bytes(await page.request.get(`/api/images/${photo.id}/original`))).equals(readFileSync(PHOTO))).toBe(true);
  });

  test('the watermark settings fit a phone, in light and dark mode @mobile-only', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('wmphone'), '/account?tab=watermark');
    const section = page.getByRole('region', { name: 'Watermark' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('watermark-preview')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save Watermark' })).toBeVisible();
    for (const dark of [false, true]) {
      await page.evaluate((on) => {
        document.documentElement.classList.toggle('dark', on);
        document.documentElement.style.colorScheme = on ? 'dark' : 'light';
      }, dark);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
