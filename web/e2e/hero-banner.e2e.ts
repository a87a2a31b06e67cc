import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { account, signUp } from './support/identity';

const PHOTO = '/usr/share/backgrounds/mate/nature/Storm.jpg';
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** Issue 5 item 3: the account's hero section against the real stack (seeded banners, worker, copies). */
test.describe('account hero banner @desktop-only', () => {
  test.describe.configure({ timeout: 150_000 });

  test('choose a banner from the gallery, then one of my own photos', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    // The seeded banners get their variants from the worker shortly after start-up.
    const bannerIds = async () => {
      const body = (await (await page.request.get('/api/hero-images')).json()) as unknown;
      return Array.isArray(body) ? body.map((hero: { id: string }) => hero.id) : [JSON.stringify(body)];
    };
    await expect.poll(bannerIds, { timeout: 90_000 }).toContain('marigold');
    await signUp(page, appOrigin, account('hero'), '/account?tab=hero');

    const section = page.locator('#account-section-hero');
    await expect(section.getByRole('heading', { name: 'Hero banner' })).toBeVisible();
    const save = section.getByRole('button', { name: 'Save Hero Image' });
    await expect(save).toBeDisabled();
    await section.getByRole('button', { name: 'Choose banner "Marigold"' }).click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page)).toContainText('Hero Image Updated');
    await expect(section.getByLabel('Current hero banner')).toContainText('Marigold');
    await expect(section.getByRole('button', { name: 'Choose banner "Marigold"' })).toContainText('Current');

    // One of the user's photos, processed by the worker.
    const form = {
      title: 'Storm over the road',
      category: 'nature',
      image: { name: 'storm.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) },
    };
    const uploaded = await page.request.post('/api/photos/upload', { multipart: form, headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' } });
    expect(uploaded.status()).toBe(201);
    await expect
      .poll(async () => ((await (await page.request.get('/api/user/photos')).json()) as { items: Array<{ status: string }> }).items[0]?.status, {
        timeout: 90_000,
      })
      .toBe('ready');

    await section.getByText('One of my photos').click();
    await expect(save).toBeDisabled();
    await section.getByRole('button', { name: 'Use "Storm over the road" as your hero banner' }).click();
    await save.click();
    await expect(toast(page)).toContainText('Custom Hero Image Set');
    await expect(section.getByLabel('Current hero banner')).toContainText('Custom Photo');
    await expect(section.getByLabel('Current hero banner')).toContainText('Storm over the road');

    // Its palette came with the photo; extracting again polls until the analysis is back.
    const palette = section.getByLabel('Color palette');
    await expect(palette).toContainText('Dominant color');
    await palette.getByRole('button', { name: 'Re-extract Colors' }).click();
    await expect(palette.getByRole('button', { name: 'Re-extract Colors' })).toBeEnabled({ timeout: 60_000 });
    await palette.getByRole('button', { name: /Show palette/ }).click();
    await expect(palette.getByRole('listitem').first()).toContainText(/#[0-9a-f]{6}\s*[\d.]+%/);
  });
});
