// The orphans this test repairs are made where they come from in real life: files stored and
// documents gone, written straight to the stack's storage and database.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, UserRepository } from '@lumafolio/dal';
import { profile } from '@lumafolio/dev-stack';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createStorage, storageConfigSchema } from '@lumafolio/storage';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAsAdmin } from './support/admin';
import { account, RUN, signUp } from './support/identity';
import { screenshotWhenAsked } from './support/screenshots';
import { inEveryLook } from './support/theme';

/**
 * Issue 15, Storage Analytics and Object Storage: an admin audits a photographer's storage
 * (an orphaned original and a leftover resized copy), opens the full analytics in a new tab,
 * restores the orphan to the database and deletes the copy after confirming, on a desktop
 * and a phone, in light and dark.
 */

const JPEG = readFileSync('/usr/share/backgrounds/mate/nature/Aqua.jpg');
const owner = account('storage-owner');
const env = profile('test').serviceEnv;
const ids = { kept: `${RUN}kept`.toLowerCase(), lost: `${RUN}lost`.toLowerCase() };

async function seedOrphans(email: string): Promise<string> {
  const db = await new MongoDatabase({ uri: env.MONGODB_URI }).connect();
  const storage = createStorage(storageConfigSchema.parse({ ...env, ...process.env }));
  try {
    const user = await new UserRepository(db.connection).findByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    const key = (photoId: string, file: string) => `photo/${user.id}/${photoId}/${file}`;
    const webp = await sharp(JPEG).resize(400).webp().toBuffer();
    // A photo in the database with both its files, and an orphan: an original and its copy.
    for (const photoId of [ids.kept, ids.lost]) {
      await storage.put(key(photoId, 'original'), JPEG, { contentType: 'image/jpeg' });
      await storage.put(key(photoId, 'w400.webp'), webp, { contentType: 'image/webp' });
    }
    const kept = newPhotoDocument({
      _id: ids.kept,
      userId: user.id,
      originalKey: key(ids.kept, 'original'),
      mimeType: 'image/jpeg',
      originalBytes: JPEG.length,
    });
    const seeding = openProjectedPhotoRepository(db.connection, env.REDIS_URL);
    await seeding.photos.insert({
      ...kept,
      status: 'ready',
      isPublic: true,
      variants: [{ width: 400, height: 300, format: 'webp', key: key(ids.kept, 'w400.webp'), bytes: webp.length }],
    });
    seeding.close();
    return user.id;
  } finally {
    await db.disconnect();
  }
}

/** Axe (and screenshots when asked for) in every look, then back to a light desktop. */
async function checkEveryLook(page: Page, name: string): Promise<void> {
  await inEveryLook(page, async (size, mode) => {
    await screenshotWhenAsked(page, `${name}-${size}-${mode}`, { fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('an admin audits storage, restores an orphaned photo and deletes a leftover copy @desktop-only', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const appOrigin = new URL(baseURL as string).origin;
  const ownerContext = await browser.newContext({ baseURL });
  try {
    await signUp(await ownerContext.newPage(), appOrigin, owner, '/account');
  } finally {
    await ownerContext.close();
  }
  const ownerId = await seedOrphans(owner.email);

  await signInAsAdmin(page, appOrigin, '/admin?tab=storage');
  await expect(page.getByRole('heading', { name: 'Storage Analytics' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Total Size' })).toBeVisible();

  // One user's audit, by username: the orphaned original and its copy.
  await page.getByRole('button', { name: 'Run Audit' }).click();
  await expect(page.getByText('Enter a user ID or username.')).toBeVisible();
  await page.getByRole('textbox', { name: 'User ID or username' }).fill(`  ${owner.username} `);
  await page.getByRole('button', { name: 'Run Audit' }).click();
  const result = page.getByRole('article', { name: 'User audit result' });
  await expect(result).toContainText('mismatch');
  await expect(result).toContainText('Orphaned files: 2');
  await expect(result).toContainText(`photo/${ownerId}/${ids.lost}/original`);

  // The whole-store audit runs as a queued job, then the status says how many are wrong.
  await page.getByRole('button', { name: 'Run Storage Audit' }).click();
  await expect(page.getByRole('article', { name: 'Status' })).toContainText(/orphaned|Healthy/, { timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Run Storage Audit' })).toBeEnabled({ timeout: 120_000 });
  await expect(page.getByRole('article', { name: 'Status' })).toContainText('orphaned');
  await checkEveryLook(page, 'admin-storage-analytics');

  const [report] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'View Full Analytics' }).click()]);
  await expect(report.getByRole('heading', { name: 'Storage analytics' })).toBeVisible();
  await expect(report.getByRole('cell', { name: owner.username })).toBeVisible();
  await report.close();

  // The browser: pick the owner, see the folder, restore the orphan, delete its copy.
  await page.getByRole('tab', { name: 'Object Storage' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(owner.username);
  await page.getByRole('button', { name: new RegExp(owner.email.replace(/[.+]/g, '\\$&')) }).click();
  await expect(page.getByText(`Folder: photo/${ownerId}/`)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Orphaned' })).toContainText('2');
  const original = page.getByRole('listitem', { name: `photo/${ownerId}/${ids.lost}/original` });
  await expect(original).toContainText('Orphaned File');
  await expect(page.getByRole('listitem', { name: `photo/${ownerId}/${ids.kept}/original` })).toContainText('In Database');
  await checkEveryLook(page, 'admin-object-storage');

  await original.getByRole('button', { name: /^Restore/ }).click();
  await expect(original).toContainText('In Database');
  await expect(original).toContainText(`ID: ${ids.lost}`);
  await expect(original).toContainText('Private');

  // Restoring the original made its copy part of the photo again: the next orphan is made here.
  const stray = `photo/${ownerId}/${ids.lost}x/w400.webp`;
  await createStorage(storageConfigSchema.parse({ ...env, ...process.env })).put(stray, Buffer.from('leftover'), { contentType: 'image/webp' });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(owner.username);
  await page.getByRole('button', { name: new RegExp(owner.email.replace(/[.+]/g, '\\$&')) }).click();
  const copy = page.getByRole('listitem', { name: stray });
  await expect(copy).toContainText('Orphaned File');
  await expect(copy.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await copy.getByRole('button', { name: `Delete ${stray}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Orphaned' })).toContainText('0');

  // A missing file: the photo in the database loses its resized copy, which is made again from its original.
  const variant = `photo/${ownerId}/${ids.kept}/w400.webp`;
  await createStorage(storageConfigSchema.parse({ ...env, ...process.env })).delete(variant);
  await page.getByRole('tab', { name: 'Storage Analytics' }).click();
  await page.getByRole('textbox', { name: 'User ID or username' }).fill(ownerId);
  await page.getByRole('button', { name: 'Run Audit' }).click();
  await expect(result).toContainText('Missing files: 1');
  await expect(result).toContainText(variant);
  const repairs = page.getByRole('list', { name: 'Repairs of missing files' });
  await repairs.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Regeneration queued' })).toBeVisible();
  await expect(repairs.getByRole('button', { name: 'Queued' })).toBeDisabled();
  await expect(async () => {
    await page.getByRole('button', { name: 'Run Audit' }).click();
    await expect(result).toContainText('match', { timeout: 2_000 });
    await expect(result).not.toContainText('mismatch', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(result).toContainText('Missing files: 0');
});
