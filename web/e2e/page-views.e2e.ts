import type { AdminPageViews, PortfolioViews } from '@lumafolio/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAsAdmin } from './support/admin';
import { account, signUp } from './support/identity';

/**
 * Page views (issue 15): 1 000 visits sent by a script, the way browsers send them
 * (text/plain beacons), and the browser's own beacon, show in the admin's Overview charts
 * and on the photographer's account page.
 */
const VISITS = 1_000;

async function sendVisits(request: APIRequestContext, origin: string, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 50) {
    const statuses = await Promise.all(
      paths
        .slice(start, start + 50)
        .map(async (path) =>
          (await request.post('/api/page-views', { headers: { origin, 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ path }) })).status(),
        ),
    );
    expect(statuses.every((status) => status === 204)).toBe(true);
  }
}

const adminViews = async (page: Page): Promise<AdminPageViews> => (await (await page.request.get('/api/admin/page-views')).json()) as AdminPageViews;

// Counts and charts the server answered: nothing here depends on the screen.
test.describe('page views @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('1 000 visits show in the Overview charts and on the photographer account page', async ({ page, browser, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    const photographer = account('views');
    const photographerContext = await browser.newContext({ baseURL });
    const photographerPage = await photographerContext.newPage();
    try {
      await signUp(photographerPage, origin, photographer);
      await signInAsAdmin(page, origin);
      const before = await adminViews(page);

      // 700 on the photographer's portfolio by both of its paths, 300 on the landing page.
      await sendVisits(page.request, origin, [
        ...Array.from({ length: 400 }, () => `/${photographer.username}`),
        ...Array.from({ length: 300 }, () => `/portfolio/${photographer.username}?category=nature`),
        ...Array.from({ length: 300 }, () => '/landing'),
      ]);
      // And one by the browser itself, with navigator.sendBeacon.
      const beacon = page.waitForRequest((request) => request.url().endsWith('/api/page-views') && request.method() === 'POST');
      await page.goto('/landing');
      expect(JSON.parse((await beacon).postData() ?? '{}')).toEqual({ path: '/landing' });

      await expect.poll(async () => (await adminViews(page)).totalViews - before.totalViews, { timeout: 30_000 }).toBeGreaterThanOrEqual(VISITS + 1);
      const after = await adminViews(page);

      await page.goto('/admin');
      const chart = page.getByRole('region', { name: /Page views, last 30 days/ });
      // The total as measured when the chart was drawn: views of other pages may still be coming in.
      const shownTotal = async () => Number((await chart.getByTestId('page-views-total').innerText()).replaceAll(',', ''));
      await expect.poll(shownTotal).toBeGreaterThanOrEqual(after.totalViews);
      expect(await shownTotal()).toBeLessThanOrEqual((await adminViews(page)).totalViews);
      await expect(chart.getByRole('img', { name: /Page views per day: [\d,]+ views in 30 days/ })).toBeVisible();
      const top = page.getByRole('region', { name: 'Top portfolios' });
      const leader = after.topPortfolios[0];
      expect(leader).toBeDefined();
      await expect(top.getByRole('listitem').first()).toContainText(`${leader?.views.toLocaleString('en-US')} views`);
      await expect(top.getByRole('listitem')).toHaveCount(after.topPortfolios.length);
      await expectNoSeriousA11yViolations(page);

      const own = (await (await photographerPage.request.get('/api/user/page-views')).json()) as PortfolioViews;
      expect(own.totalViews).toBe(700);
      await photographerPage.goto('/account');
      const card = photographerPage.getByRole('region', { name: 'Portfolio views' });
      await expect(card.getByTestId('portfolio-views-total')).toHaveText('700 views');
      await expect(card.getByRole('img', { name: /Your portfolio's views per day: 700 views in 30 days/ })).toBeVisible();
      await expectNoSeriousA11yViolations(photographerPage);
    } finally {
      await photographerContext.close();
    }
  });
});
