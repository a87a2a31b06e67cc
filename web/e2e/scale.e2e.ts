import { MAX_PAGE_SIZE } from '@lumafolio/contracts';
import { profile } from '@lumafolio/dev-stack';
import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { RUN, account, signUp } from './support/identity';
import { chooseTemplate } from './support/photos';
import { seedPhotos, type SeededPhotos } from './support/seed-photos';
import { afterNextFrames } from './support/frames';

/**
 * A photographer with thousands of photos (seeded through the repository, not uploaded) uses
 * My Photos, their portfolio in all four templates, the lightbox and the home page, and every
 * photo is reachable: each list is scrolled to its very last photo, which then opens in the
 * lightbox as the last of them all. 1 000 photos are 17 pages of each list and three times
 * what a windowed list keeps drawn: every step of paging and windowing a list of 10 000 (or
 * 100 000) takes, at a tenth of the walk. The servers' answers at 100 000 photos are
 * measured by `npm run bench:scale` (docs/performance.md).
 */

const COUNT = 1_000;
/** Every 10th is featured: 100 photos on the home page's feed (among other photographers' featured ones), more than one page. */
const FEATURED_EVERY = 10;
const TEMPLATES = ['classic', 'epic', 'monochrome', 'monochrome-white'] as const;
/** Unique to the run: a database kept between local runs holds earlier runs' photos too. */
const title = (n: number) => `Scale ${RUN} ${String(n).padStart(5, '0')}`;
const openButton = (page: Page, n: number) => page.getByRole('button', { name: `Open ${title(n)}`, exact: true });
/** The card of photo n, as a CSS selector. */
const card = (n: number) => `[aria-label="Open ${title(n)}"]`;

/** A masonry grid with every page loaded: its "loading more" sign is gone. */
const GRID_AT_ITS_END = '[data-testid="masonry-grid"]:not(:has([data-testid="loading-more"]))';

/** The list must grow (a new page drawn) at least this often while it is scrolled. */
const STALL_LIMIT_MS = 60_000;

/**
 * Keeps the end of `list` at the bottom of the screen, where the list asks for its next
 * page, until an element matching `target` (a CSS selector: cheap to look for in a page of
 * thousands of rows) is drawn: how a visitor who keeps scrolling reaches the last photo.
 * It fails when the list stops growing, however long the whole walk takes on a busy machine.
 * The photos' image files are not fetched on the way: what is walked is the paging, every
 * card of every page (image delivery has tests of its own), and 10 000 thumbnails would
 * double the walk's time.
 */
async function scrollToEndOf(page: Page, list: string, target: string): Promise<Locator> {
  // Named in the failure, should the list stop: a page request that failed is why, not the walk's pace.
  const failures: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && !isImageFile(response.url())) failures.push(`${response.status()} ${response.url()}`);
  };
  const onRequestFailed = (request: Request) => {
    if (!isImageFile(request.url())) failures.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  };
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  await page.route(IMAGE_FILES, (route) => route.abort('blockedbyclient'));
  try {
    const reached = await walkToEnd(page, list, target);
    expect(reached, `${list} stopped growing before its end; failed requests: ${failures.join(', ') || 'none'}`).toBe(true);
  } finally {
    await page.unroute(IMAGE_FILES);
    page.off('response', onResponse);
    page.off('requestfailed', onRequestFailed);
  }
  return scrollIntoView(page, target);
}

const IMAGE_FILES = /\/api\/images\//;
const isImageFile = (url: string): boolean => IMAGE_FILES.test(url);

/**
 * The walk runs in the page (a step per 20 ms, with no round trip to the test between two
 * steps): true once `target` is drawn, false when the list stopped growing for STALL_LIMIT_MS.
 */
function walkToEnd(page: Page, list: string, target: string): Promise<boolean> {
  return page.evaluate(
    async ({ list, target, stallLimitMs }) => {
      let height = 0;
      let grewAt = performance.now();
      while (!document.querySelector(target)) {
        const element = document.querySelector(list);
        // Instantly, whatever the page's scroll-behavior: the next page is asked for at once.
        if (element) window.scrollBy({ top: element.getBoundingClientRect().bottom - window.innerHeight, behavior: 'instant' });
        const now = document.documentElement.scrollHeight;
        if (now !== height) {
          height = now;
          grewAt = performance.now();
        }
        if (performance.now() - grewAt > stallLimitMs) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    },
    { list, target, stallLimitMs: STALL_LIMIT_MS },
  );
}

/**
 * Brings the element matching `target` to the middle of the screen, in one step in the
 * page: a windowed list may redraw its cards between two steps of the test.
 */
async function scrollIntoView(page: Page, target: string): Promise<Locator> {
  await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' }), target);
  const found = page.locator(target).first();
  await expect(found).toBeVisible();
  return found;
}

/**
 * From the end of `list`, scrolls up half a screen at a time until an element matching
 * `target` is drawn: a windowed list draws only the cards near the screen, and a shuffled
 * page puts a photo anywhere in it.
 */
async function scrollUpTo(page: Page, list: string, target: string): Promise<Locator> {
  await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (element) window.scrollBy({ top: element.getBoundingClientRect().bottom - window.innerHeight, behavior: 'instant' });
  }, list);
  const found = page.locator(target).first();
  while ((await found.count()) === 0) {
    const top = await page.evaluate(() => window.scrollY);
    expect(top, `${target} is not in the list`).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollBy({ top: -window.innerHeight / 2, behavior: 'instant' }));
    // The grid draws the cards near the screen on the next frame.
    await afterNextFrames(page);
  }
  return scrollIntoView(page, target);
}

test.describe('1 000 photos @desktop-only', () => {
  // Many times the walk's time on a quiet two-core machine: a red walk is tried once more in CI, so its budget counts twice.
  test.describe.configure({ timeout: 600_000 });

  let seeded: SeededPhotos | undefined;
  test.afterAll(async () => {
    await seeded?.close();
  });

  test('My Photos, the portfolio in every template, the lightbox and the home page reach the last of 1 000 photos', async ({ page, browser, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('scale');
    await signUp(page, appOrigin, who, '/my-photos');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };
    seeded = await seedPhotos(profile('test').serviceEnv, me.id, `sc${RUN}`, COUNT, (n) => ({
      title: title(n),
      category: n % 2 === 0 ? 'landscape' : 'street',
      featured: n % FEATURED_EVERY === 0,
    }));

    // ---- My Photos: the counters come from the server; the table reaches the oldest photo.
    await page.reload();
    await expect(page.getByText(`Showing ${COUNT} of ${COUNT} photos`)).toBeVisible();
    const counters = page.getByLabel('Photo counters');
    await expect(counters).toContainText(`Total Photos${COUNT}`);
    await expect(counters).toContainText(`Featured${COUNT / FEATURED_EVERY}`);
    await expect(await scrollToEndOf(page, 'table', `tr[data-photo-id$="00001"]`)).toContainText(title(1));
    expect(await page.locator('tr[data-photo-id]').count()).toBeLessThan(200);

    // ---- The portfolio, as a new visitor each time, in each template.
    for (const templateId of TEMPLATES) {
      await test.step(templateId, async () => {
        await chooseTemplate(page.request, appOrigin, templateId);
        const visitor = await browser.newPage({ baseURL });
        try {
          await visitor.goto(`/${me.username}`);
          await expect(visitor.getByTestId('portfolio-page')).toHaveAttribute('data-template', templateId);
          // The newest photo's card or panel (epic: filled as it nears the screen), or its slide (credited to its photographer).
          await expect(visitor.locator(`[aria-label$="${title(COUNT)}"], [aria-label^="Open ${title(COUNT)} by "]`).first()).toBeAttached();
          await scrollToEndOf(visitor, '#gallery', card(1));
          // Windowed: only the cards near the screen are in the page.
          expect(await visitor.locator(`[aria-label^="Open Scale ${RUN} "]`).count()).toBeLessThan(300);

          await openButton(visitor, 1).click();
          const viewer = visitor.getByRole('dialog', { name: 'Photo viewer' });
          await expect(viewer.getByTestId('lightbox-counter')).toHaveText(`${COUNT} / ${COUNT}`);
          await visitor.keyboard.press('ArrowLeft');
          await expect(viewer.getByTestId('lightbox-counter')).toHaveText(`${COUNT - 1} / ${COUNT}`);
          await visitor.keyboard.press('i');
          await expect(viewer.getByTestId('lightbox-info').getByRole('heading')).toHaveText(title(2));
          await visitor.keyboard.press('Escape');
          await expect(viewer).toBeHidden();
        } finally {
          await visitor.close();
        }
      });
    }

    // ---- The home page: every portfolio's featured photos, newest first a page at a time, each
    // page shuffled (spec 01: GET /api/photos). Ours are the oldest: the last page holds photo 20.
    await test.step('home', async () => {
      const visitor = await browser.newPage({ baseURL });
      try {
        await visitor.goto('/');
        await scrollToEndOf(visitor, '#gallery', GRID_AT_ITS_END);
        const found = await scrollUpTo(visitor, '#gallery', card(FEATURED_EVERY));
        await found.click();
        const counter = visitor.getByRole('dialog', { name: 'Photo viewer' }).getByTestId('lightbox-counter');
        // Every featured photo before its page was loaded on the way (on a fresh database its page is the last).
        const [position = 0, total = 0] = (await counter.innerText()).split(' / ').map(Number);
        expect(position).toBeGreaterThan(COUNT / FEATURED_EVERY - MAX_PAGE_SIZE);
        expect(total).toBeGreaterThanOrEqual(position);
      } finally {
        await visitor.close();
      }
    });
  });
});
