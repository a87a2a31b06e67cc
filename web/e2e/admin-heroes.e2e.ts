import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInAsAdmin } from './support/admin';
import { RUN } from './support/identity';
import { screenshotWhenAsked } from './support/screenshots';

const STORM = '/usr/share/backgrounds/mate/nature/Storm.jpg';
const GARDEN = '/usr/share/backgrounds/mate/nature/Garden.jpg';

const card = (page: Page, name: string) => page.locator(`[data-testid="hero-banner-card"][data-banner-name="${name}"]`);

/** Issue 14, Hero Banners: add a banner by file, make it the default, delete another with confirmation. */
test.describe('admin hero banners @desktop-only', () => {
  test.describe.configure({ timeout: 180_000 });

  test('add a banner by file, set it as default, delete another', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const sameOrigin = { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' };
    const storm = `Storm ${RUN}`;
    const garden = `Garden ${RUN}`;
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/hero-images')).json()), { timeout: 90_000 }).toContain('water-crown');
    await signInAsAdmin(page, appOrigin, '/admin?tab=heroes');
    await expect(page.getByRole('heading', { name: 'Hero Banners' })).toBeVisible();
    await expect(card(page, 'Water Crown')).toBeVisible({ timeout: 30_000 });
    const previousDefault = (await page.request.get('/api/hero-images/default').then((r) => r.json())) as { id: string };

    try {
      // A second banner to delete later, added through the API.
      const added = await page.request.post('/api/admin/hero-images/upload', {
        headers: sameOrigin,
        multipart: { name: garden, description: 'To be deleted', image: { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: readFileSync(GARDEN) } },
      });
      expect(added.status()).toBe(201);

      // Add by file: the upload button waits for a name and a source; a URL clears the file and back.
      await page.getByRole('button', { name: 'Add New Banner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Banner' });
      const uploadButton = dialog.getByRole('button', { name: 'Upload Banner' });
      await expect(uploadButton).toBeDisabled();
      await dialog.getByLabel('Banner Name').fill(storm);
      await expect(uploadButton).toBeDisabled();
      await dialog.getByLabel('Image file').setInputFiles(STORM);
      await expect(dialog.getByTestId('chosen-file')).toHaveText('Storm.jpg');
      await expect(uploadButton).toBeEnabled();
      await dialog.getByLabel('External image URL').fill('https://example.com/banner.jpg');
      await expect(dialog.getByTestId('chosen-file')).toHaveCount(0);
      await dialog.getByLabel('Image file').setInputFiles(STORM);
      await expect(dialog.getByLabel('External image URL')).toHaveValue('');
      await dialog.getByLabel('Description').fill('Clouds over the road');
      await screenshotWhenAsked(page, 'add-dialog', { fullPage: true });
      await uploadButton.click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });

      // It is processed (the list refetches while a banner is processing), then made the default.
      const stormCard = card(page, storm);
      await expect(stormCard.getByRole('img', { name: 'Clouds over the road' })).toBeVisible({ timeout: 90_000 });
      await expect(card(page, garden).getByRole('img', { name: 'To be deleted' })).toBeVisible({ timeout: 90_000 });
      await stormCard.hover();
      await screenshotWhenAsked(page, 'grid-hover', { fullPage: true });
      await stormCard.getByRole('button', { name: `Set ${storm} as default` }).click();
      await expect(stormCard.getByText('Default', { exact: true })).toBeVisible();
      await expect(card(page, 'Water Crown').getByText('Default', { exact: true })).toHaveCount(0);
      await expect(stormCard.getByRole('button', { name: `Delete ${storm}` })).toHaveCount(0);
      await expect(stormCard.getByRole('link', { name: `Open ${storm} in a new tab` })).toHaveAttribute('target', '_blank');

      // Delete another, by keyboard, after the confirmation that it cannot be undone.
      await card(page, garden)
        .getByRole('button', { name: `Delete ${garden}` })
        .focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Delete this banner?' });
      await expect(confirm).toContainText('This action cannot be undone.');
      await screenshotWhenAsked(page, 'delete-confirm', { fullPage: true });
      await confirm.getByRole('button', { name: 'Delete Banner' }).click();
      await expect(card(page, garden)).toHaveCount(0);

      // The hidden default-hero form checks its two fields.
      await page.getByRole('button', { name: 'Default hero image' }).click();
      await page.getByRole('button', { name: 'Set Default Hero Image' }).click();
      await expect(page.getByRole('alert')).toHaveText('Missing information: Please provide both image URL and title.');
      await screenshotWhenAsked(page, 'default-form', { fullPage: true });
    } finally {
      // Leave the shared stack as it was: the earlier default back, this run's banners gone.
      await page.request.post(`/api/admin/hero-images/${previousDefault.id}/set-default`, { headers: sameOrigin });
      const all = (await (await page.request.get('/api/admin/hero-images?limit=60')).json()) as { items: Array<{ id: string; name: string }> };
      for (const banner of all.items.filter((b) => b.name === storm || b.name === garden)) {
        await page.request.delete(`/api/admin/hero-images/${banner.id}`, { headers: sameOrigin });
      }
    }
  });
});

test.describe('admin hero banners on every screen', () => {
  test('on a touch screen the actions show without hover, in light and dark', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signInAsAdmin(page, appOrigin, '/admin?tab=heroes');
    const other = card(page, 'Two Wings');
    await expect(other).toBeVisible({ timeout: 30_000 });
    const actions = other.getByTestId('banner-actions');
    if (test.info().project.name === 'mobile') await expect(actions).toHaveCSS('opacity', '1');
    await expect(actions.getByRole('button', { name: 'Delete Two Wings' })).toBeVisible();
    await screenshotWhenAsked(other, 'card');
    await screenshotWhenAsked(page, 'tab-light', { fullPage: true });
    await page.evaluate(() => {
      document.documentElement.classList.add('dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    await screenshotWhenAsked(page, 'tab-dark', { fullPage: true });
    await page.getByRole('button', { name: 'Add New Banner' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Banner' })).toBeVisible();
    await screenshotWhenAsked(page, 'add-dialog-dark', { fullPage: true });
  });
});
