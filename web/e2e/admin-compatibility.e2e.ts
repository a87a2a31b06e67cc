import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAsAdmin } from './support/admin';

/**
 * Issue 15, the Compatibility Testing panel (spec 02 §2, Settings): the tests run for real in
 * the browser (Chromium here), the score shows in its colour, the Overview lists the first 6
 * results, the report is kept in the browser and downloads as a text file.
 */
const TESTS = [
  'Page load time',
  'Memory usage',
  'Image loading',
  'WebP images',
  'AVIF images',
  'IntersectionObserver',
  'ResizeObserver',
  'Local storage',
  'Offline detection',
  'Fetch API',
  'Beacon API',
  'CSS grid and aspect-ratio',
];

// The tests run in this browser's engine, the same Chromium on either project.
test.describe('compatibility testing panel @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('runs the tests in this browser, scores them, keeps the report and downloads it as text', async ({ page, baseURL }) => {
    await signInAsAdmin(page, new URL(baseURL as string).origin, '/admin?tab=settings');
    const panel = page.getByRole('region', { name: 'Compatibility Testing' });
    await expect(panel).toBeVisible();
    await expect(page.getByText('The Compatibility Testing panel comes in a later update.')).toHaveCount(0);
    await page.evaluate(() => window.localStorage.removeItem('lumafolio-compatibility-report'));
    await page.reload();
    await expect(panel.getByRole('button', { name: 'Download Report' })).toBeDisabled();

    await panel.getByRole('button', { name: 'Run Tests' }).click();
    const score = panel.getByTestId('compatibility-score');
    await expect(score).toBeVisible({ timeout: 30_000 });

    // Chromium does everything the app relies on, so only its memory can fail.
    const results = panel.getByRole('list', { name: 'First test results' }).getByRole('listitem');
    await expect(results).toHaveCount(6);
    await expect(results.first()).toContainText('Page load time');
    await expect(results.first()).toContainText('Passed');
    await expect(results.nth(2)).toContainText('Image loading');
    await expect(results.nth(2)).toContainText('Passed');
    await expect(results.nth(3)).toContainText('WebP images supported');
    await expect(results.nth(4)).toContainText('AVIF images supported');
    await expect(results.nth(1)).toContainText(/MB in use \(limit 50 MB\)/);
    const memoryPassed = (await results.nth(1).textContent())?.includes('Passed') ?? false;
    const expectedScore = memoryPassed ? 100 : Math.round((11 / 12) * 100);
    await expect(score).toContainText(`${expectedScore}%`);
    await expect(score).toHaveAttribute('data-score-color', 'green');

    await panel.getByRole('tab', { name: 'Test Results' }).click();
    await expect(panel.getByRole('list', { name: 'Test results' }).getByRole('listitem')).toHaveCount(TESTS.length);
    await panel.getByRole('tab', { name: 'Browser Details' }).click();
    await expect(panel.locator('dd').first()).toHaveText(/^\S.* \d+(\.\d+)*$/);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^compatibility-report-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('browser compatibility report');
    expect(text).toContain(`Score: ${expectedScore}%`);
    for (const name of TESTS) expect(text).toMatch(new RegExp(`\\[(PASS|FAIL)\\] ${name}: `));

    // The next visit shows the same report again.
    await page.reload();
    await expect(panel.getByTestId('compatibility-score')).toContainText(`${expectedScore}%`);
    await expect(panel.getByRole('button', { name: 'Download Report' })).toBeEnabled();
  });
});
