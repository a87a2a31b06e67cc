// Making the e2e account an admin goes through the users repository, as `npm run admin -- grant` does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MongoDatabase, UserRepository } from '@lumafolio/dal';
import { profile } from '@lumafolio/dev-stack';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { account, signUp } from './support/identity';
import { screenshotWhenAsked, screenshotsAsked } from './support/screenshots';
import { inEveryLook } from './support/theme';

/**
 * Issue 14, Featured Photos: an admin bulk uploads real photos with auto-feature (a file
 * that is not a JPG, PNG or WebP is refused in the dialog with its reason), sees the
 * summary and the Featured badges in the grid of every photo, and unfeatures one.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const PHOTOS = ['FreshFlower.jpg', 'GreenMeadow.jpg', 'Aqua.jpg'];
const admin = account('photos-admin');

async function grantAdmin(email: string): Promise<void> {
  const db = await new MongoDatabase({ uri: profile('test').serviceEnv.MONGODB_URI }).connect();
  try {
    const users = new UserRepository(db.connection);
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    await users.promote(user.id);
  } finally {
    await db.disconnect();
  }
}

/** A file for the picker (paths and buffers cannot be mixed in one choice). */
const jpeg = (path: string) => ({ name: basename(path), mimeType: 'image/jpeg', buffer: readFileSync(path) });

/** This run's card of a photo (the grid shows every user's photos, earlier runs' too). */
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true }).filter({ hasText: `by ${admin.username}` });

test('an admin bulk uploads photos featured, sees the summary and the badges, and unfeatures one @desktop-only', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signUp(page, baseURL as string, admin, '/account');
  await grantAdmin(admin.email);

  await page.goto('/admin?tab=photos');
  await expect(page.getByRole('heading', { name: 'Featured Photos' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload' });
  await expect(dialog).toBeVisible();

  await dialog
    .getByTestId('bulk-upload-input')
    .setInputFiles([...PHOTOS.map((name) => jpeg(`${NATURE}/${name}`)), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await expect(dialog.getByRole('listitem', { name: 'notes.txt' })).toContainText('Not a JPG, PNG or WebP image');
  await dialog.getByLabel('Default category').selectOption('travel');
  await expect(dialog.getByRole('checkbox', { name: 'Auto-feature' })).toBeChecked();
  await screenshotWhenAsked(page, 'admin-photos-bulk-chosen');

  await dialog.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^3 photos uploaded, 1 failed\./, { timeout: 60_000 });
  for (const name of PHOTOS) await expect(dialog.getByRole('listitem', { name })).toContainText('Uploaded');
  await screenshotWhenAsked(page, 'admin-photos-bulk-summary');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  for (const name of PHOTOS) {
    const title = name.replace(/\.jpg$/, '');
    await expect(card(page, title)).toContainText('Featured');
    await expect(card(page, title)).toContainText('Travel');
    await expect(card(page, title)).not.toContainText('Private');
  }

  await card(page, 'Aqua').getByRole('button', { name: 'Unfeature Aqua' }).click();
  await expect(card(page, 'Aqua').getByRole('button', { name: 'Feature Aqua' })).toBeVisible();
  await page.reload();
  await expect(card(page, 'Aqua')).not.toContainText('Featured');
  await expect(card(page, 'GreenMeadow')).toContainText('Featured');

  // The tab on a desktop and a phone, light and dark (with the dialog's summary on the phone), for a person to look at.
  if (!screenshotsAsked) return;
  await inEveryLook(page, async (size, mode) => {
    await screenshotWhenAsked(page, `admin-photos-grid-${size}-${mode}`);
  });
  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  await dialog
    .getByTestId('bulk-upload-input')
    .setInputFiles([jpeg(`${NATURE}/Garden.jpg`), { name: 'scan.heic', mimeType: 'image/heic', buffer: Buffer.from('heic') }]);
  await screenshotWhenAsked(page, 'admin-photos-bulk-phone-dark');
});
