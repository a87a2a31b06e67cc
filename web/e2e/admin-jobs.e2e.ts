import { profile } from '@lumafolio/dev-stack';
// The failure is made by taking a photo's original out of storage, as an operator's mistake would.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { LocalDiskStorage } from '@lumafolio/storage';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInAsAdmin } from './support/admin';
import { RUN } from './support/identity';
import { screenshotWhenAsked, screenshotsAsked } from './support/screenshots';

const PHOTO = '/usr/share/backgrounds/mate/nature/Storm.jpg';
const storage = new LocalDiskStorage({ rootDir: profile('test').serviceEnv.STORAGE_LOCAL_DIR });
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

async function darkShot(page: Page, name: string): Promise<void> {
  if (!screenshotsAsked) return;
  await screenshotWhenAsked(page, `${name}-light`, { fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await screenshotWhenAsked(page, `${name}-dark`, { fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Issue 14, Jobs: the queues live, a photo whose original was removed fails, and Retry runs it again. */
test.describe('admin Jobs tab', () => {
  test.describe.configure({ timeout: 150_000 });

  // A paused media queue would hold every later suite's photos: it runs again whatever happened.
  test.afterEach(async ({ page, baseURL }) => {
    const queues = (await (await page.request.get('/api/admin/jobs')).json().catch(() => null)) as { queues?: Array<{ name: string; paused: boolean }> } | null;
    if (!queues?.queues?.some((queue) => queue.name === 'media' && queue.paused)) return;
    const origin = new URL(baseURL as string).origin;
    await page.request.post('/api/admin/jobs/media/resume', { headers: { origin, 'x-requested-with': 'XMLHttpRequest' } });
  });

  test('a failed job shows with its error and photo, and Retry runs it again @desktop-only', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signInAsAdmin(page, appOrigin);
    await page.goto('/admin?tab=jobs');

    const media = page.getByRole('region', { name: 'Media queue', exact: true });
    // The admin chunk and the first read of every queue.
    await expect(media).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Integrations queue', exact: true })).toBeVisible();
    await expect(media.getByRole('img', { name: /^The media queue in the last hour: \d+ finished, \d+ failed\.$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Bull Board' })).toHaveAttribute('href', '/admin/queues');

    // Paused, the photo's optimise job waits while its original is taken away.
    await media.getByRole('button', { name: 'Pause the media queue' }).click();
    await expect(media.getByText('Paused', { exact: true })).toBeVisible();
    const uploaded = await page.request.post('/api/photos/upload', {
      headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
      multipart: { title: `Jobs ${RUN}`, category: 'nature', image: { name: 'storm.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) } },
    });
    expect(uploaded.status()).toBe(201);
    const photoId = ((await uploaded.json()) as { id: string }).id;
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    let originalKey = '';
    for await (const object of storage.list(`photo/${me.id}/${photoId}/`)) originalKey = object.key;
    const original = Buffer.concat(await (await storage.get(originalKey)).body.toArray());
    await storage.delete(originalKey);
    await media.getByRole('button', { name: 'Resume the media queue' }).click();
    await expect(media.getByText('Running', { exact: true })).toBeVisible();

    const failed = page.getByRole('region', { name: 'Failed jobs of the media queue' });
    const row = failed.getByRole('listitem').filter({ hasText: photoId });
    await expect(row).toContainText(`The original of photo ${photoId} is missing`, { timeout: 30_000 });
    await expect(row).toContainText(`Photo: ${photoId}`);
    await expect(row).toContainText('Attempts: 1 of 5');
    await darkShot(page, 'jobs-desktop');
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await darkShot(page, 'jobs-phone-failed');
    if (desktop) await page.setViewportSize(desktop);

    await storage.put(originalKey, original, { contentType: 'image/jpeg' });
    await row.getByRole('button', { name: 'Retry' }).click();
    await expect(toast(page)).toContainText('Job retried');
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/user/photos')).json()) as { items: Array<{ id: string; status: string }> }).items.find((p) => p.id === photoId)
            ?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe('ready');
    await expect(media.getByRole('img', { name: /in the last hour: [1-9]\d* finished, [1-9]\d* failed\./ })).toBeVisible();
    await screenshotWhenAsked(page, 'jobs-after-retry', { fullPage: true });

    // Bull Board, for deeper inspection, behind the same admin check.
    await page.goto('/admin/queues');
    await expect(page.getByText('media', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
    await screenshotWhenAsked(page, 'bull-board');
  });

  test('the queues on a phone @mobile-only', async ({ page, baseURL }) => {
    await signInAsAdmin(page, new URL(baseURL as string).origin);
    await page.goto('/admin?tab=jobs');
    await expect(page.getByRole('region', { name: 'Media queue', exact: true })).toBeVisible({ timeout: 20_000 });
    await darkShot(page, 'jobs-phone');
  });
});
