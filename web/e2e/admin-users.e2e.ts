import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { account, signUp } from './support/identity';
import { screenshotWhenAsked } from './support/screenshots';

/**
 * Issue 14, Users tab and audit log: the admin searches the users, makes one an admin (the
 * badge changes) and finds the change in the Settings tab's audit log; a photographer on
 * /admin sees Access Denied.
 */

test.describe('admin users and audit log @desktop-only', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the admin makes a user an admin and sees it in the audit log; a photographer is refused', async ({ page, browser, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const target = account('promote');

    const photographerContext = await browser.newContext({ baseURL });
    try {
      const photographer = await photographerContext.newPage();
      await signUp(photographer, appOrigin, target, '/admin');
      await expect(photographer.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(photographer.getByText('You need administrator privileges to access this page.')).toBeVisible();
    } finally {
      await photographerContext.close();
    }

    await signInAsAdmin(page, appOrigin);
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.username.toUpperCase());
    const row = page.getByTestId('admin-user-row').filter({ hasText: target.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
    await expect(row.getByTestId('role-badge')).toHaveText('User');
    await expect(row.getByRole('button', { name: 'Make User' })).toBeDisabled();

    await row.getByRole('button', { name: 'Make Admin' }).click();
    await expect(row.getByTestId('role-badge')).toHaveText('Admin');
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeDisabled();
    await screenshotWhenAsked(page, 'admin-users', { fullPage: true });

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/tab=settings/);
    const entry = page
      .getByTestId('audit-entry')
      .filter({ hasText: `User ${target.username}` })
      .first();
    await expect(entry).toContainText('Role changed');
    await expect(entry).toContainText('role user → admin');
    await expect(page.getByRole('region', { name: 'Compatibility Testing' })).toBeVisible();
    await screenshotWhenAsked(page, 'admin-settings', { fullPage: true });

    // Back to a plain user, so the database keeps one admin.
    await page.getByRole('tab', { name: 'Users' }).click();
    await row.getByRole('button', { name: 'Make User' }).click();
    await expect(row.getByTestId('role-badge')).toHaveText('User');
  });
});
