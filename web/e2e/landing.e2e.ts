import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { afterNextFrames } from './support/frames';

const FEATURES = ['Portfolio Management', 'Multi-Photographer', 'Secure Authentication', 'Object Storage'];
const MOBILE_BREAKPOINT = 768;
/** Chromium's CPU throttling: the page's start takes this many times longer. */
const CPU_SLOWDOWN = 10;

/** The element holding the navigation links: the desktop bar, or the opened mobile menu. */
async function openNavigation(page: Page): Promise<Locator> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= MOBILE_BREAKPOINT) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** The home page has loaded: its hero's title is on screen. */
const homeHero = (page: Page) => page.getByTestId('home-hero').getByRole('heading', { level: 1 });

test.describe('signed-out landing', () => {
  test('/landing shows the four feature cards and sign-in entry points to /api/login', async ({ page }) => {
    await page.goto('/landing');

    for (const title of FEATURES) {
      const heading = page.getByRole('heading', { name: title, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }

    const getStarted = page.getByRole('link', { name: 'Sign In to Get Started' });
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute('href', '/api/login');

    // The second sign-in button (hosted identity provider) also goes to /api/login.
    await expect(page.getByRole('link', { name: /^Sign in with / })).toHaveAttribute('href', '/api/login');
    await expectNoSeriousA11yViolations(page);

    // The signed-out bar: the desktop links from 768 px, the overlay menu below.
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/api/login');
    await expect(nav.getByRole('link', { name: 'Gallery', exact: true })).toHaveAttribute('href', '#gallery');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '#about');
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '#contact');
    await expectNoSeriousA11yViolations(page);
  });

  test('/ shows the home page with the same signed-out bar', async ({ page }) => {
    await page.goto('/');
    await expect(homeHero(page)).toBeVisible();
    // The sections below the hero are built just after the first paint.
    await expect(page.locator('#gallery')).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/api/login');
    await expect(nav.getByRole('link', { name: 'Gallery', exact: true })).toHaveAttribute('href', '#gallery');
  });

  test('the bar gains opacity and a shadow after scrolling more than 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(homeHero(page)).toBeVisible();
    await expect(header).not.toHaveAttribute('data-scrolled');
    // The sections below the hero are built just after the first paint: scroll once they are there.
    await expect(page.locator('#gallery')).toBeAttached();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 300));
        return header.getAttribute('data-scrolled');
      })
      .toBe('');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  });

  test('route changes are recorded as page views', async ({ page }) => {
    await page.goto('/');
    await expect(homeHero(page)).toBeVisible();
    // Recorded by the app once it runs (the page itself arrives rendered, before it).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __lumafolioPageViews?: Array<{ path: string }> }).__lumafolioPageViews?.map((v) => v.path)))
      .toEqual(['/']);
  });
});

test.describe('scroll positions', () => {
  test('a new page starts at the top; back returns to where the visitor was, also after a reload', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { name: FEATURES[0] })).toBeVisible();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await expect.poll(scrollY).toBe(500);
    // The position is recorded for this history entry on the frame after the scroll.
    await afterNextFrames(page);

    await page.getByRole('link', { name: 'Lumafolio home' }).click();
    await expect(homeHero(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: FEATURES[0] })).toBeVisible();
    await expect.poll(scrollY).toBe(500);

    await page.goForward();
    await expect(homeHero(page)).toBeVisible();
    await page.reload();
    await page.goBack();
    await expect(page.getByRole('heading', { name: FEATURES[0] })).toBeVisible();
    await expect.poll(scrollY).toBe(500);
  });

  test('back pressed while a slow phone still starts the page shows the page of the address', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { name: FEATURES[0] })).toBeVisible();
    await page.getByRole('link', { name: 'Lumafolio home' }).click();
    await expect(homeHero(page)).toBeVisible();

    // A CPU this slow keeps the reloaded page's start going while Back moves the address.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.reload();
    await page.goBack();
    await expect(page).toHaveURL(/\/landing$/);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByRole('heading', { name: FEATURES[0] })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a full overlay, locks scrolling and closes on a link tap', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/api/login');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // Focus starts on Close and Tab / Shift+Tab never leave the menu.
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const key of ['Shift+Tab', 'Tab', ...Array<string>(8).fill('Tab'), ...Array<string>(3).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await menu.evaluate((panel) => panel.contains(document.activeElement) && document.activeElement !== panel)).toBe(true);
    }

    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('offline notice', () => {
  test('shows while the browser is offline and goes when it is back', async ({ page, context }) => {
    await page.goto('/');
    await expect(homeHero(page)).toBeVisible();
    // The rendered page is taken over by the app once its code is in (it records the page view).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __lumafolioPageViews?: unknown[] }).__lumafolioPageViews?.length ?? 0))
      .toBeGreaterThan(0);
    const notice = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your internet connection appears to be offline. Some features may not work correctly.');
    await expectNoSeriousA11yViolations(page);
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
});

test.describe('not-found page', () => {
  test('unknown paths show the not-found page, echo the query and go back', async ({ page }) => {
    await page.goto('/');
    await expect(homeHero(page)).toBeVisible();

    await page.goto('/some/unknown/path?q=jane');
    await expect(page.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find a photographer with the requested portfolio.")).toBeVisible();
    await expect(page.getByText(/Searched for:/)).toContainText('jane');
    await expect(page.getByText('Looking for a specific photographer?')).toContainText('Browse featured portfolios');
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeHero(page)).toBeVisible();
  });

  test('Return Home navigates to /', async ({ page }) => {
    await page.goto('/nobody/here');
    await expect(page.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeHero(page)).toBeVisible();
  });
});
