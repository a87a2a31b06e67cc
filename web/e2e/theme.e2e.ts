import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ADMIN_TABS } from '../src/app/routes/admin/admin-tab';
import { signInAsAdmin } from './support/admin';
import { chooseTheme, isDark, onPhone, pageColours, recordThemeAtFirstPaint, setStoredTheme, storedTheme, themeAtFirstPaint } from './support/theme';

/**
 * Issue 15, the theme (spec 02 §2): light, dark or system for the signed-in screens, light
 * by default, kept in local storage, drawn before the first paint (no flash of the other
 * theme); the visitor pages keep their own look; every signed-in screen passes axe in dark.
 */

const appOrigin = (baseURL: string | undefined) => new URL(baseURL as string).origin;

/** Follows a link of the navigation: in the bar on a desktop, in the menu on a phone. */
async function followNavLink(page: Page, name: string): Promise<void> {
  if (onPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

/**
 * The page is settled: its heading drawn, its requests answered, its sections built after the
 * first paint there (the element count holds), at the top, and its transitions over (the
 * bar's colour follows the scroll position with a transition).
 */
async function settled(page: Page, { withContactForm = false } = {}): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The contact form at the end loads as it comes near; brought in as a reader who scrolls does, so both looks hold it.
  if (withContactForm) {
    const contactForm = page.getByRole('form', { name: 'Contact form' });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        return contactForm.isVisible();
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  let lastCount = -1;
  // Checked a few frames apart: the bar's state follows the scroll on the next frame.
  await expect
    .poll(
      async () => {
        const { count, still } = await page.evaluate(() => ({
          count: document.getElementsByTagName('*').length,
          still:
            window.scrollY === 0 &&
            document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
        }));
        const grown = count !== lastCount;
        lastCount = count;
        return still && !grown;
      },
      // A loaded machine draws a long list (My Photos) a chunk per frame for several seconds.
      { intervals: [150, 250, 250, 500], timeout: 45_000 },
    )
    .toBe(true);
}

test.describe('theme of the signed-in screens', () => {
  test.describe.configure({ timeout: 180_000 });

  test('light by default; a dark choice is kept and drawn before the first paint after a reload; the visitor pages keep their look', async ({
    page,
    baseURL,
  }) => {
    await recordThemeAtFirstPaint(page);
    await signInAsAdmin(page, appOrigin(baseURL), '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const portfolioHref = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio', exact: true, includeHidden: true })
      .getAttribute('href');
    expect(portfolioHref).toMatch(/^\/\S+/);
    const visitorPages = [
      { path: '/', withContactForm: true },
      { path: '/landing', withContactForm: false },
      { path: portfolioHref as string, withContactForm: true },
    ];

    // Nothing chosen yet: light, even though the system prefers dark.
    await page.evaluate(() => window.localStorage.clear());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await isDark(page)).toBe(false);
    expect(await themeAtFirstPaint(page)).toEqual({ dark: false, colorScheme: 'light', blocked: [] });

    await chooseTheme(page, 'Dark');
    expect(await storedTheme(page)).toBe('dark');
    expect(await isDark(page)).toBe(true);

    // A reload is dark before any of the app's code runs (the head script), with nothing refused by the CSP.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await themeAtFirstPaint(page)).toEqual({ dark: true, colorScheme: 'dark', blocked: [] });
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await isDark(page)).toBe(true);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(9, 9, 11)');

    // Leaving for a visitor page inside the app gives it back its own look.
    await followNavLink(page, 'Home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isDark(page)).toBe(false);

    // The visitor pages, loaded with dark chosen and a dark system, look as they do with nothing
    // chosen and a light system. Each pair is taken back to back: the shared pages' content (the
    // admin's portfolio, the home feed) changes as work queued by earlier tests finishes.
    for (const { path, withContactForm } of visitorPages) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await setStoredTheme(page, 'dark');
      await page.goto(path);
      await settled(page, { withContactForm });
      expect(await themeAtFirstPaint(page)).toEqual({ dark: false, colorScheme: '', blocked: [] });
      const darkChosenLook = await pageColours(page);

      await page.emulateMedia({ colorScheme: 'light' });
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(path);
      await settled(page, { withContactForm });
      expect(darkChosenLook, `the look of ${path}`).toEqual(await pageColours(page));
    }
  });

  test('"system" follows the system setting as it changes, and from the first paint', async ({ page, baseURL }) => {
    await recordThemeAtFirstPaint(page);
    await signInAsAdmin(page, appOrigin(baseURL), '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await chooseTheme(page, 'System');
    expect(await storedTheme(page)).toBe('system');
    expect(await isDark(page)).toBe(false);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/account');
    expect(await themeAtFirstPaint(page)).toEqual({ dark: true, colorScheme: 'dark', blocked: [] });
    await expect(page.getByRole('tab', { name: 'My Photos' })).toBeVisible();
    expect(await isDark(page)).toBe(true);

    await chooseTheme(page, 'Light');
    expect(await isDark(page)).toBe(false);
  });

  // The signed-in screens in dark, in three tests: one walk through all of them took 2.7 of
  // its 3 minutes on a loaded machine. The admin's screens are checked on the desktop: their
  // colours are the same on a phone (the phone's admin layout has tests of its own), and the
  // phone's walk cost 95 s of the CI run. The account screens and the theme switch in the phone's menu run on both.
  test('every admin tab passes axe in dark @desktop-only', async ({ page, baseURL }) => {
    await signInAsAdmin(page, appOrigin(baseURL), '/admin');
    await setStoredTheme(page, 'dark');

    for (const { value, label } of ADMIN_TABS) {
      await page.goto(value === 'overview' ? '/admin' : `/admin?tab=${value}`);
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      expect(await isDark(page)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the AI analysis, theme ideas and a dialog of the admin pass axe in dark @desktop-only', async ({ page, baseURL }) => {
    await signInAsAdmin(page, appOrigin(baseURL), '/admin');
    await setStoredTheme(page, 'dark');

    await page.goto('/admin?tab=ai');
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Analyze Hero Banners' }).click();
    await expect(page.getByRole('heading', { name: 'Top recommendations' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Get Theme Ideas' }).click();
    await expect(page.getByRole('region', { name: 'Theme ideas' }).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin?tab=heroes');
    await page.getByRole('button', { name: 'Add New Banner' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Banner' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  });

  test('every account tab, my photos and its upload dialog, and the theme menu pass axe in dark', async ({ page, baseURL }) => {
    await signInAsAdmin(page, appOrigin(baseURL), '/admin');
    await setStoredTheme(page, 'dark');

    for (const tab of ['My Photos', 'Edit Profile', 'Portfolio', 'Settings']) {
      await page.goto('/account');
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await settled(page);
      expect(await isDark(page)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    }

    await page.goto('/my-photos');
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/my-photos?upload=true');
    await expect(page.getByRole('dialog', { name: 'Upload New Photos' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The switch itself, open.
    await page.goto('/my-photos');
    if (onPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
    } else {
      await page.getByRole('button', { name: 'Theme: Dark' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    }
    await expectNoSeriousA11yViolations(page);
  });
});
