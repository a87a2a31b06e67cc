import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAsAdmin } from './support/admin';

/**
 * Issue 15, AI Insights (spec 02 §2): each banner's palette, the analysis of the banners as
 * the local provider makes it from their measurements (the top 3 recommendations with a
 * confidence percentage, ratings out of 10), theme ideas, and Extract All Colors' counts.
 */
// The admin's analyses and their answers: the phone look of these tabs is theme.e2e's axe walk.
test.describe('admin AI insights @desktop-only', () => {
  test.describe.configure({ timeout: 180_000 });

  test('analyse the banners, get theme ideas and extract every palette', async ({ page, baseURL }) => {
    await signInAsAdmin(page, new URL(baseURL as string).origin, '/admin?tab=ai');
    await expect(page.getByRole('heading', { name: 'AI Insights', exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Water Crown palette' })).toBeVisible({ timeout: 30_000 });
    // The seeded banners are measured by the media worker with their palettes.
    await expect.poll(async () => (await page.request.get('/api/admin/ai-recommendations')).status(), { timeout: 90_000 }).toBe(200);

    await page.getByRole('button', { name: 'Analyze Hero Banners' }).click();
    const results = page.getByTestId('analysis-results');
    await expect(results.getByRole('heading', { name: 'Top recommendations' })).toBeVisible({ timeout: 30_000 });
    const recommendations = results.getByRole('article').filter({ hasText: /\d+% confidence/ });
    await expect(recommendations).toHaveCount(3);
    const waterCrown = results.getByRole('article', { name: 'Analysis of Water Crown' });
    await expect(waterCrown).toContainText(/\d+(\.\d)? out of 10/);
    await expect(results.getByRole('heading', { name: 'Suggested rotation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Get Theme Ideas' }).click();
    await expect(page.getByRole('list', { name: 'Theme suggestions' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Extract All Colors' }).click();
    await expect(page.getByText(/^\d+ palettes? extracted/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('article', { name: 'Water Crown palette' }).getByRole('list', { name: 'Colours of Water Crown' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
