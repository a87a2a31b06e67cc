import { profile } from '@lumafolio/dev-stack';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RUN, account, signUp } from './support/identity';
import { seedPhotos, type SeededPhotos } from './support/seed-photos';

/**
 * Issue 12 item 3: every photo list is paged (a page of 24), the web app renders it windowed
 * and asks for the next page as the visitor scrolls. A photographer with 150 photos
 * (seeded through the repository, not uploaded) scrolls My Photos and their portfolio to
 * the last photo, steps across a page boundary in the lightbox, and filters by category and
 * search on the server.
 */

const COUNT = 150;
const STREET = COUNT / 5;
const FEATURED = COUNT / 30;
const HARBOUR = COUNT / 10;
const title = (n: number) => `Paged ${String(n).padStart(3, '0')}`;

/**
 * Scrolls the page down a screen at a time until `target` is visible: the list asks for its
 * next page near its end, however long each takes to come on a busy machine.
 */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (await target.isVisible()) return;
    await page.mouse.wheel(0, 700);
    expect(await target.isVisible(), 'the photo is on screen').toBe(true);
  }).toPass({ timeout: 120_000, intervals: [120] });
}

test.describe('paged lists @desktop-only', () => {
  test.describe.configure({ timeout: 240_000 });

  let seeded: SeededPhotos | undefined;
  test.afterAll(async () => {
    await seeded?.close();
  });

  test('150 photos: My Photos and the portfolio scroll to the last one; the lightbox crosses a page; category and search go to the server', async ({
    page,
    browser,
    baseURL,
  }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('paged');
    await signUp(page, appOrigin, who, '/my-photos');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };

    // Newest first: Paged 150 … Paged 001. Every 5th is 'street' (30), every 30th featured
    // (5), every 10th from 7 described as a harbour (15).
    seeded = await seedPhotos(profile('test').serviceEnv, me.id, `pg${RUN}`, COUNT, (n) => ({
      title: title(n),
      category: n % 5 === 0 ? 'street' : 'landscape',
      featured: n % 30 === 0,
      description: n % 10 === 7 ? '<p>Harbour at dusk</p>' : '',
    }));

    // ---- My Photos: counters from the server's counts, the list a page at a time.
    // The first page as the reloaded screen asks for it (read by the test itself: a response the
    // browser got may belong to the page the reload navigated away from, whose body is gone).
    await page.reload();
    const firstPage = (await (await page.request.get('/api/user/photos')).json()) as {
      items: unknown[];
      nextCursor: string | null;
      total: number;
      counts: { public: number; featured: number };
    };
    expect(firstPage.items).toHaveLength(24);
    expect(firstPage).toMatchObject({ total: COUNT, counts: { public: COUNT, featured: FEATURED } });
    await expect(page.getByText(`Showing ${COUNT} of ${COUNT} photos`)).toBeVisible();
    const counters = page.getByLabel('Photo counters');
    await expect(counters).toContainText(`Total Photos${COUNT}`);
    await expect(counters).toContainText(`Featured${FEATURED}`);

    await scrollUntilVisible(page, page.getByRole('row').filter({ hasText: title(1) }));
    // Windowed: rows far above the viewport are not in the page any more.
    expect(await page.locator('tr[data-photo-id]').count()).toBeLessThan(COUNT / 2);
    await expect(page.getByRole('row').filter({ hasText: title(COUNT) })).toHaveCount(0);

    // Category on the server.
    const streetAsked = page.waitForRequest((request) => request.url().includes('/api/user/photos?category=street'));
    await page.getByRole('combobox', { name: 'Category' }).selectOption('street');
    await streetAsked;
    await expect(page.getByText(`Showing ${STREET} of ${COUNT} photos`)).toBeVisible();
    await expect(counters).toContainText(`Total Photos${STREET}`);
    await expect(counters).toContainText(`Featured${FEATURED}`);
    // The oldest street photo is on the filtered list's second page.
    await scrollUntilVisible(page, page.getByRole('row').filter({ hasText: title(5) }));

    // Search on the server, once typing pauses (that a word typed key by key is asked for once is
    // the debounce's unit test: here, a loaded machine may pause between two keys).
    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    await expect(page.getByText(`Showing ${COUNT} of ${COUNT} photos`)).toBeVisible();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/photos?q=')) searches.push(request.url());
    });
    const searched = page.waitForResponse((response) => response.url().includes('/api/user/photos?q=harbour'), { timeout: 60_000 });
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('harbour', { delay: 30 });
    expect((await searched).status()).toBe(200);
    await expect(page.getByText(`Showing ${HARBOUR} of ${COUNT} photos`)).toBeVisible();
    const asked = searches.map((url) => new URL(url).searchParams.get('q') ?? '');
    expect(asked.at(-1)).toBe('harbour');
    for (const q of asked) expect('harbour'.startsWith(q)).toBe(true);
    const found = page.locator('tr[data-photo-id]');
    await expect(found).toHaveCount(HARBOUR);
    // The title is the third column (after the selection box and the thumbnail).
    for (const text of await found.locator('td:nth-child(3)').allInnerTexts()) expect(text).toMatch(/^Paged \d\d7/);

    // A switch changes the counters and the row at once.
    await page.getByLabel(`Featured: ${title(7)}`, { exact: true }).check({ force: true });
    await expect(counters).toContainText('Featured1');

    // ---- The portfolio, as a visitor: the first page is in the rendered page.
    const visitor = await browser.newPage({ baseURL });
    try {
      // A rendered page carries only the first page (when the server had it in time: its
      // lookups for a page are optional, with a short deadline).
      const html = await (await visitor.request.get(`/${me.username}`)).text();
      const boot = JSON.parse(/<script type="application\/json" id="lumafolio-boot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
      const rendered = boot[`/api/portfolio/${me.username}/photos`] as { items: Array<{ title: string }>; nextCursor: string | null } | undefined;
      if (rendered) {
        expect(rendered.items.map((photo) => photo.title)).toEqual(Array.from({ length: 24 }, (_, index) => title(COUNT - index)));
        expect(rendered.nextCursor).not.toBeNull();
      }
      await visitor.goto(`/${me.username}`);
      await expect(visitor.getByTestId('portfolio-page')).toHaveAttribute('data-template', 'classic');
      await visitor.locator('#gallery').scrollIntoViewIfNeeded();

      // The lightbox steps from the first page into the second (which it asks for).
      const card = visitor.getByRole('button', { name: `Open ${title(COUNT - 22)}`, exact: true });
      await scrollUntilVisible(visitor, card);
      await card.click();
      const viewer = visitor.getByRole('dialog', { name: 'Photo viewer' });
      const counter = viewer.getByTestId('lightbox-counter');
      await expect(counter).toHaveText(`23 / ${COUNT}`);
      await visitor.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`24 / ${COUNT}`);
      await visitor.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`25 / ${COUNT}`);
      await visitor.keyboard.press('i');
      await expect(viewer.getByTestId('lightbox-info').getByRole('heading')).toHaveText(title(COUNT - 24));
      await expect
        .poll(() =>
          viewer
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await visitor.keyboard.press('ArrowLeft');
      await expect(viewer.getByTestId('lightbox-info').getByRole('heading')).toHaveText(title(COUNT - 23));
      await visitor.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      // Scrolled to the very last photo, with only a window of the cards in the page.
      await scrollUntilVisible(visitor, visitor.getByRole('button', { name: `Open ${title(1)}`, exact: true }));
      expect(await visitor.getByTestId('photo-slot').count()).toBeLessThan(COUNT / 2);
      await visitor.getByRole('button', { name: `Open ${title(1)}`, exact: true }).click();
      await expect(counter).toHaveText(`${COUNT} / ${COUNT}`);
      await visitor.keyboard.press('ArrowRight'); // every page loaded: it wraps
      await expect(counter).toHaveText(`1 / ${COUNT}`);
      await visitor.keyboard.press('Escape');

      // The category filter asks the server for that category's pages.
      await visitor.locator('#gallery').scrollIntoViewIfNeeded();
      const categoryAsked = visitor.waitForRequest((request) => request.url().includes(`/api/portfolio/${me.username}/photos?category=street`));
      await visitor.getByRole('button', { name: 'Street', exact: true }).click();
      await categoryAsked;
      await expect(visitor.getByRole('heading', { name: 'Street', level: 2 })).toBeVisible();
      await expect(visitor).toHaveURL(/featured=street/);
      await scrollUntilVisible(visitor, visitor.getByRole('button', { name: `Open ${title(5)}`, exact: true }));
      await expect(visitor.getByRole('button', { name: `Open ${title(7)}`, exact: true })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });
});
