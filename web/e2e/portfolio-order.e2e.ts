import { profile } from '@lumafolio/dev-stack';
import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { RUN, account, signUp } from './support/identity';
import { chooseTemplate } from './support/photos';
import { seedPhotos, type SeededPhotos } from './support/seed-photos';

/**
 * Issue 18 items 2 and 6 (ADR 41): the photographer arranges their public portfolio in the
 * account's Portfolio tab (drag, the arrow buttons, a category's cover), and visitors see that
 * order in all four templates; the accent colour follows the hero banner's palette, rendered
 * by the server, and is the template's own once turned off. Photos are seeded through the
 * repository: uploading is not what this proves.
 */

const TEMPLATES = ['classic', 'epic', 'monochrome', 'monochrome-white'] as const;
const CLASSIC_ACCENT = '#f5f5f5';
const title = (n: number) => `Order ${n}`;
/** A red hero: its palette gives the page a light red accent under the template's dark text. */
const RED_PALETTE = { dominantColor: '#c0392b', mood: 'warm' as const, brightness: 'medium' as const, colors: [{ hex: '#c0392b', percentage: 70 }] };

const rows = (page: Page) => page.getByTestId('order-row');
const rowTitles = (page: Page) => rows(page).evaluateAll((elements) => elements.map((element) => element.querySelector('[title]')?.getAttribute('title')));
/**
 * The gallery's photos in the order the visitor reads them (top to bottom, then left to right)
 * as they scroll through it: the grids keep only the cards near the screen in the page, so
 * each call adds the cards shown now and scrolls on (for expect.poll).
 */
function scrolledGallery(page: Page): () => Promise<string[]> {
  const seen = new Map<string, { top: number; left: number }>();
  return async () => {
    const cards = await page
      .locator('#gallery')
      .getByRole('button', { name: /^Open Order \d+$/ })
      .evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: element.getAttribute('aria-label')?.replace(/^Open /, '') ?? '',
            top: Math.round(box.top + window.scrollY),
            left: Math.round(box.left),
          };
        }),
      );
    for (const { name, top, left } of cards) seen.set(name, { top, left });
    await page.mouse.wheel(0, 400);
    return [...seen].sort(([, a], [, b]) => a.top - b.top || a.left - b.left).map(([name]) => name);
  };
}
const accentOf = (page: Page) => page.getByTestId('portfolio-page').getAttribute('data-accent');

test.describe('portfolio order and hero accent', () => {
  let seeded: SeededPhotos | undefined;
  test.afterEach(async () => {
    await seeded?.close();
    seeded = undefined;
  });

  test('a reordered portfolio shows its order in all four templates; the accent follows the hero and is off when turned off @desktop-only', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('order');
    await signUp(page, appOrigin, who, '/account?tab=portfolio');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };
    // Newest first: Order 6 … Order 1; even ones are street photos. Order 6 is red.
    seeded = await seedPhotos(profile('test').serviceEnv, me.id, `or${RUN}`, 6, (n) => ({
      title: title(n),
      category: n % 2 === 0 ? 'street' : 'landscape',
      ...(n === 6 ? { palette: RED_PALETTE } : {}),
    }));
    const [, , , , , redPhoto] = seeded.ids;
    const hero = await page.request.post('/api/user/hero-image/set-custom', {
      headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
      data: { photoId: redPhoto },
    });
    expect(hero.status(), await hero.text()).toBe(200);

    await page.reload();
    const order = page.getByRole('region', { name: 'Portfolio order' });
    await expect(rows(page)).toHaveCount(6);
    expect(await rowTitles(page)).toEqual(['Order 6', 'Order 5', 'Order 4', 'Order 3', 'Order 2', 'Order 1']);

    // Dragged: the oldest to the top.
    await rows(page)
      .filter({ hasText: title(1) })
      .dragTo(rows(page).filter({ hasText: title(6) }));
    await expect.poll(() => rowTitles(page)).toEqual(['Order 1', 'Order 6', 'Order 5', 'Order 4', 'Order 3', 'Order 2']);
    // From the keyboard: Order 2 up one place, and the focus stays on its button.
    const upTwo = order.getByRole('button', { name: 'Move Order 2 up' });
    await upTwo.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowTitles(page)).toEqual(['Order 1', 'Order 6', 'Order 5', 'Order 4', 'Order 2', 'Order 3']);
    await expect(upTwo).toBeFocused();
    // A category's cover is its first photo.
    await order.getByLabel('Category').selectOption('street');
    await expect.poll(() => rowTitles(page)).toEqual(['Order 6', 'Order 4', 'Order 2']);
    await order.getByRole('button', { name: 'Make Order 2 the cover' }).click();
    await expect.poll(() => rowTitles(page)).toEqual(['Order 2', 'Order 6', 'Order 4']);
    await expect(rows(page).first().getByText('Cover')).toBeVisible();
    await expect(order.getByText('Order 2 is now the cover of Street.')).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    // Visitors: the same order in every template (a signed-out browser).
    const expected = ['Order 1', 'Order 2', 'Order 6', 'Order 5', 'Order 4', 'Order 3'];
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    const portfolio = `/${me.username.toLowerCase()}`;
    for (const template of TEMPLATES) {
      await chooseTemplate(page.request, appOrigin, template);
      await visitor.goto(portfolio);
      await expect(visitor.getByTestId('portfolio-page')).toHaveAttribute('data-template', template);
      await visitor.locator('#gallery').scrollIntoViewIfNeeded();
      await expect.poll(scrolledGallery(visitor), { message: template }).toEqual(expected);
    }
    await visitor.goto(`${portfolio}?featured=street`);
    await visitor.locator('#gallery').scrollIntoViewIfNeeded();
    await expect.poll(scrolledGallery(visitor)).toEqual(['Order 2', 'Order 6', 'Order 4']);

    // The accent: from the red hero, readable under the text, already in the server's HTML.
    await chooseTemplate(page.request, appOrigin, 'classic');
    await visitor.goto(portfolio);
    await expect(visitor.getByTestId('portfolio-page')).toHaveAttribute('data-template', 'classic');
    const accent = await accentOf(visitor);
    expect(accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(accent).not.toBe(CLASSIC_ACCENT);
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt((accent as string).slice(start, start + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(b);
    const html = await (await visitor.request.get(portfolio)).text();
    expect(html).toContain(`--tpl-accent:${accent}`);
    await expect(visitor.locator('#contact')).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);

    // Turned off in the Portfolio tab: the template's own accent again.
    await page.getByText('Accent colour from the hero banner').click();
    await expect(page.getByText('Accent colour saved')).toBeVisible();
    await expect(async () => {
      await visitor.reload();
      expect(await accentOf(visitor)).toBe(CLASSIC_ACCENT);
    }).toPass();
    expect(await (await visitor.request.get(portfolio)).text()).toContain(`--tpl-accent:${CLASSIC_ACCENT}`);
    await visitor.context().close();
  });

  test('the order screen fits a phone and its arrow buttons move photos; a visitor on a phone sees that order @mobile-only', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('order-phone');
    await signUp(page, appOrigin, who, '/account?tab=portfolio');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    seeded = await seedPhotos(profile('test').serviceEnv, me.id, `op${RUN}`, 3, (n) => ({ title: title(n), category: 'landscape' }));
    await page.reload();
    const order = page.getByRole('region', { name: 'Portfolio order' });
    await expect(rows(page)).toHaveCount(3);
    await order.scrollIntoViewIfNeeded();

    // Every row's buttons are on screen, nothing is wider than the phone.
    const viewport = page.viewportSize() as { width: number };
    for (const row of await rows(page).all()) {
      const box = await row.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const down = order.getByRole('button', { name: 'Move Order 3 down' });
    const downBox = await down.boundingBox();
    expect(downBox && downBox.x + downBox.width <= viewport.width && downBox.height >= 32).toBe(true);

    await down.click();
    await expect.poll(() => rowTitles(page)).toEqual(['Order 2', 'Order 3', 'Order 1']);
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(['Order 2', 'Order 3', 'Order 1']);
    await expectNoSeriousA11yViolations(page);

    // A visitor on a phone sees that order, under the accent taken from the hero.
    const visitorContext = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${who.username.toLowerCase()}`);
    // A phone shows one card or two at a time: scroll through, reading the cards in page order.
    const seen = new Map<string, { top: number; left: number }>();
    const shown = async () => {
      const cards = await visitor
        .locator('#gallery')
        .getByRole('button', { name: /^Open Order \d+$/ })
        .evaluateAll((elements) =>
          elements.map((card) => ({
            name: card.getAttribute('aria-label')?.replace(/^Open /, '') ?? '',
            top: Math.round(card.getBoundingClientRect().top + window.scrollY),
            left: Math.round(card.getBoundingClientRect().left),
          })),
        );
      for (const { name, top, left } of cards) seen.set(name, { top, left });
      await visitor.evaluate(() => window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' }));
      return [...seen].sort(([, a], [, b]) => a.top - b.top || a.left - b.left).map(([name]) => name);
    };
    await expect.poll(shown).toEqual(['Order 2', 'Order 3', 'Order 1']);
    expect(await accentOf(visitor)).toMatch(/^#[0-9a-f]{6}$/);
    await visitorContext.close();
  });
});
