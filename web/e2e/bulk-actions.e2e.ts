import { profile } from '@lumafolio/dev-stack';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RUN, account, signUp } from './support/identity';
import { coveredBy, textFit } from './support/layout';
import { seedPhotos, type SeededPhotos } from './support/seed-photos';
import { backToProjectLook, inEveryLook } from './support/theme';
import { screenshotWhenAsked } from './support/screenshots';
import { untilSteady } from './support/steady';

/**
 * Bulk actions in My Photos (ADR 60): a photographer with 60 private photos selects 50 with a
 * click and a shift-click and makes them public, features them, moves them to a category and
 * adds them to a client gallery, one selection each; then "select all matching" makes every one private again, and the ten
 * left in their first category are deleted. Each action is one request, and the counts the
 * server keeps follow.
 */

const COUNT = 60;
const title = (n: number) => `Bulk ${String(n).padStart(3, '0')}`;

/** Whether `target` is drawn inside the window (drawn rows far from it are taken out: the list is windowed). */
async function inWindow(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => {
    const box = elements[0]?.getBoundingClientRect();
    return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

/** Scrolls down a screen at a time (the list asks for its next page near its end) until `target` is in the window. */
async function scrollUntilInWindow(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (await inWindow(target)) return;
    await page.mouse.wheel(0, 600);
    expect(await inWindow(target), 'the row is in the window').toBe(true);
  }).toPass({ timeout: 120_000, intervals: [150] });
  await expect(target).toBeInViewport({ ratio: 1 });
}

interface MyPhotosAnswer {
  total: number | null;
  counts: { public: number; featured: number } | null;
}

test.describe('bulk actions in My Photos', () => {
  test.describe.configure({ timeout: 180_000 });

  let seeded: SeededPhotos | undefined;
  test.afterAll(async () => {
    await seeded?.close();
  });

  test('fifty photos made public, featured and moved to a category with one selection each, then all of them private', async ({ page, baseURL, viewport }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const who = account(`bulk${test.info().project.name.slice(0, 1)}`);
    await signUp(page, appOrigin, who, '/my-photos');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    seeded = await seedPhotos(profile('test').serviceEnv, me.id, `bk${test.info().project.name.slice(0, 1)}${RUN}`, COUNT, (n) => ({
      title: title(n),
      category: 'landscape',
      isPublic: false,
    }));
    const mine = async (query = ''): Promise<MyPhotosAnswer> => (await (await page.request.get(`/api/user/photos?limit=1${query}`)).json()) as MyPhotosAnswer;
    const bulkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/photos/bulk')) bulkRequests.push(request.method());
    });

    await page.goto('/my-photos');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    /** Newest first: Bulk 060 … Bulk 011 are the first fifty. */
    const selectFifty = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('checkbox', { name: `Select “${title(COUNT)}”` }).click();
      // Further down than the first page of the list: scrolled to, as a person would.
      const last = page.getByRole('checkbox', { name: `Select “${title(COUNT - 49)}”` });
      await scrollUntilInWindow(page, last);
      await last.click({ modifiers: ['Shift'] });
      await expect(bar).toContainText('50 selected');
    };
    const toast = (text: string) => page.getByText(text, { exact: true }).first();

    await selectFifty();
    // The bar is on top of the list, readable, in every look.
    await inEveryLook(page, async (size, mode) => {
      const look = `${size} ${mode}`;
      await expect(bar, look).toBeVisible();
      expect(await coveredBy(bar.getByRole('button', { name: 'Make public', exact: true })), look).toBeNull();
      expect((await textFit(bar.getByText('50 selected'))).overflowing, look).toBe('');
      await screenshotWhenAsked(page, `bulk-bar-${size}-${mode}`);
    });
    await backToProjectLook(page, viewport);

    await bar.getByRole('button', { name: 'Make public', exact: true }).click();
    await expect(toast('50 photos made public')).toBeVisible();
    await expect(bar).toBeHidden();
    expect((await mine()).counts).toEqual({ public: 50, featured: 0 });

    await selectFifty();
    await bar.getByRole('button', { name: 'Feature', exact: true }).click();
    await expect(toast('50 photos featured')).toBeVisible();
    expect((await mine()).counts).toEqual({ public: 50, featured: 50 });

    await selectFifty();
    await bar.getByRole('button', { name: 'Set category', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Travel', exact: true }).click();
    await expect(toast('50 photos moved to Travel')).toBeVisible();
    expect((await mine('&category=travel')).total).toBe(50);
    expect((await mine('&category=landscape')).total).toBe(COUNT - 50);
    // The list shows it without a reload.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-photo-id]').filter({ hasText: title(COUNT) })).toContainText('Travel');

    // The same fifty added to a client gallery chosen from the menu, after the one photo it held (Bulk 001).
    const created = await page.request.post('/api/client-galleries', {
      headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
      data: { name: 'Bulk prints', photoIds: [seeded.ids[0]] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const gallery = (await created.json()) as { id: string };
    await selectFifty();
    await bar.getByRole('button', { name: 'Add to gallery', exact: true }).click();
    const galleryItem = page.getByRole('menuitem', { name: 'Bulk prints', exact: true });
    await expect(galleryItem).toBeVisible();
    // The menu opened on the list asked for before the gallery was made, and shrinks when the
    // refreshed one arrives: clicked once it is placed again (a click landing beside it closed it).
    await untilSteady(galleryItem);
    await screenshotWhenAsked(page, 'bulk-gallery-menu');
    await galleryItem.click();
    await expect(toast('50 photos added to “Bulk prints”')).toBeVisible();
    const galleries = (await (await page.request.get('/api/client-galleries')).json()) as Array<{ id: string; photoIds: string[] }>;
    expect(galleries.find((candidate) => candidate.id === gallery.id)?.photoIds).toHaveLength(51);

    // Every photo, whatever is loaded: 50 public ones made private, 10 already were.
    await page.getByRole('button', { name: `Select all ${COUNT} matching` }).click();
    await expect(bar).toContainText(`${COUNT} selected`);
    await bar.getByRole('button', { name: 'Make private', exact: true }).click();
    await expect(toast('50 photos made private')).toBeVisible();
    await expect(page.getByText('10 photos already private.').first()).toBeVisible();
    expect((await mine()).counts).toEqual({ public: 0, featured: 50 });
    await screenshotWhenAsked(page, 'bulk-after');

    // The ten left in Landscape, chosen by the filter, deleted once the count is confirmed.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('landscape');
    await page.getByRole('button', { name: `Select all ${COUNT - 50} matching` }).click();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast('10 photos deleted')).toBeVisible();
    expect(asked).toEqual(['Delete 10 photos? They leave your portfolio and client galleries, and this cannot be undone.']);
    await expect(page.getByText('No photos match your current filters.')).toBeVisible();
    expect((await mine()).total).toBe(50);
    expect((await mine('&category=landscape')).total).toBe(0);

    expect(bulkRequests).toEqual(['POST', 'POST', 'POST', 'POST', 'POST', 'POST']);
  });
});
