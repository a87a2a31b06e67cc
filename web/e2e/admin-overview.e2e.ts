import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAsAdmin } from './support/admin';

/**
 * Issue 14, the dashboard's shell and Overview (spec 02 §2): a signed-out visitor gets
 * Access Denied; the admin gets the heading, the welcome line, the tabs in the spec's
 * order at both addresses, and the Overview's three cards as the server measured them.
 */
const TABS = ['Overview', 'Users', 'Messages', 'Hero Banners', 'Featured Photos', 'AI Insights', 'Storage Analytics', 'Object Storage', 'Settings', 'Jobs'];

interface Overview {
  totalUsers: number;
  adminUsers: number;
  platform: { status: 'active' | 'degraded'; problems: { message: string }[] };
}

test.describe('admin dashboard shell', () => {
  // A sign-in, two dashboards and an axe check: about 15 s here, twice that on a loaded machine.
  test.describe.configure({ timeout: 150_000 });

  test('a signed-out visitor sees Access Denied, and the admin API answers 401', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
    expect((await page.request.get('/api/admin/overview')).status()).toBe(401);
  });

  test('the admin sees the tabs in order and the Overview as measured, at /admin and /admin/dashboard', async ({ page, baseURL }) => {
    await signInAsAdmin(page, new URL(baseURL as string).origin, '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Welcome back, \S+/)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // The cards say what the server measures. The platform's status can change between the
    // page's request and this test's (a service slow on a loaded machine): the page asks again
    // every 30 s, so both agree within a minute.
    const card = (title: string) => page.getByRole('region', { name: title });
    await expect(async () => {
      const overview = (await (await page.request.get('/api/admin/overview')).json()) as Overview;
      const quick = { timeout: 1_000 };
      await expect(card('Total Users')).toContainText(overview.totalUsers.toLocaleString('en-US'), quick);
      await expect(card('Total Users')).toContainText('Active photographers', quick);
      await expect(card('Admin Users')).toContainText(String(overview.adminUsers), quick);
      if (overview.platform.status === 'active') {
        await expect(card('Platform Status')).toContainText('Active', quick);
        await expect(card('Platform Status')).toContainText('All systems operational', quick);
      } else {
        await expect(card('Platform Status')).toContainText('Degraded', quick);
        await expect(card('Platform Status')).toContainText(overview.platform.problems[0]?.message ?? '', quick);
      }
    }).toPass({ timeout: 75_000, intervals: [1_000, 2_000, 5_000] });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=settings$/);

    // Opened on the last tab (a phone's bar shows only the first few), the bar shows it selected.
    await page.goto('/admin?tab=jobs');
    await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Jobs' })).toBeInViewport({ ratio: 1 });
  });
});
