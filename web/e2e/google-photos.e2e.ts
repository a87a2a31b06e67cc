import { GOOGLE_CONNECT_ERRORS, googleConnectErrorMessage } from '@lumafolio/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInAsAdmin } from './support/admin';
import { FAKE_GOOGLE_URL } from './support/google';
import { account, signUp } from './support/identity';

/**
 * Google Photos (issue 16) as a photographer meets it, against the local Google that
 * global-setup starts (OAuth 2.0 consent screen, the Picker's page): connect from the
 * account page, pick a set in the picker window, see it as an album card, sync it (the
 * album-sync worker imports 20 photos, skips 2 videos) and sync it again (nothing added);
 * every error value of the callback explained; disconnect.
 */
const ALBUMS = '/account/google-photos/albums';

/** Google's consent screen: the photographer allows (or cancels) and lands back on the album page. */
async function answerConsent(page: Page, answer: 'Allow' | 'Cancel'): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(FAKE_GOOGLE_URL));
  await page.getByRole('button', { name: answer }).click();
  await page.waitForURL((url) => url.pathname === ALBUMS);
}

test.describe('Google Photos', () => {
  test.describe.configure({ timeout: 120_000 });

  test('each error value of the callback shows its message under "Connection Failed", then the query is cleared @desktop-only', async ({ page, baseURL }) => {
    await signUp(page, new URL(baseURL as string).origin, account('gerr'));
    for (const value of [...GOOGLE_CONNECT_ERRORS, 'something_else']) {
      await page.goto(`${ALBUMS}?error=${value}`);
      const alert = page.getByText('Connection Failed').first();
      await expect(alert).toBeVisible();
      await expect(page.getByText(googleConnectErrorMessage(value)).first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === ALBUMS && url.search === '');
    }
    await expect(page.getByRole('heading', { name: 'Not Connected' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('connect, pick 20 photos and 2 videos in Google Photos, sync them into My Photos, sync again (nothing added), disconnect @desktop-only', async ({
    page,
    baseURL,
    browser,
  }) => {
    await signUp(page, new URL(baseURL as string).origin, account('gphotos'));
    await page.goto('/account');
    await expect(page.getByText('Not Connected').first()).toBeVisible();

    // Cancel on Google's screen: told so, still not connected.
    await page.getByRole('link', { name: 'Connect Google Photos' }).first().click();
    await answerConsent(page, 'Cancel');
    await expect(page.getByText(googleConnectErrorMessage('access_denied')).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.search === '');

    await page.getByRole('link', { name: 'Connect Google Photos' }).first().click();
    await answerConsent(page, 'Allow');
    await expect(page.getByText('Google Photos connected').first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === ALBUMS && url.search === '');
    await expect(page.getByText('No Albums Found')).toBeVisible();

    // The page listens for the server's progress events once a set is ready.
    const events = page.waitForResponse((response) => response.url().endsWith('/api/google-photos/events'), { timeout: 60_000 });
    // The picker opens in its own window; 20 photos and 2 videos are picked there.
    const pickerOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Pick from Google Photos' }).click();
    const picker = await pickerOpened;
    await picker.waitForURL((url) => url.href.startsWith(FAKE_GOOGLE_URL));
    const photos = picker.getByRole('checkbox', { name: /\(photo\)$/ });
    for (let index = 0; index < 20; index++) await photos.nth(index).check();
    for (const video of await picker.getByRole('checkbox', { name: /\(video\)$/ }).all()) await video.check();
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker.getByRole('heading', { name: /Done/ })).toBeVisible();
    await picker.close();

    const card = page.getByRole('listitem').filter({ hasText: '20 photos' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('2 videos will be skipped')).toBeVisible();
    // The cover (the first photo, re-encoded by us) has loaded.
    const cover = card.locator('img');
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(512);
    await expect(page.getByText('0 album(s) selected')).toBeVisible();

    // Sync with nothing selected: the spec's message, nothing sent.
    await page.getByRole('button', { name: 'Sync Selected Albums' }).click();
    await expect(page.getByText('Please select at least one album to sync.').first()).toBeVisible();

    await card.getByRole('button', { name: /^Select / }).click();
    await expect(page.getByText('1 album(s) selected')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sync: the progress arrives pushed by the server while the worker imports; the videos are skipped.
    await page.getByRole('button', { name: 'Sync Selected Albums' }).click();
    await expect(page.getByText('Sync started').first()).toBeVisible();
    expect((await events).headers()['content-type']).toContain('text/event-stream');
    await expect(card.getByText('Imported 20 of 22')).toBeVisible({ timeout: 90_000 });
    await expect(card.getByText('20 imported · 2 skipped · 0 failed')).toBeVisible();

    // The 20 photos in My Photos, every one processed (a thumbnail, not "Processing").
    await card.getByRole('link', { name: /My Photos/ }).click();
    await expect(page).toHaveURL(/\/my-photos/);
    await expect(page.getByText('Showing 20 of 20 photos')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/user/photos?limit=50')).json()) as { items: Array<{ status?: string }> }).items.filter(
            (photo) => photo.status === 'ready',
          ).length,
        {
          timeout: 90_000,
        },
      )
      .toBe(20);

    // A second sync of the same set adds nothing.
    await page.goto(ALBUMS);
    const again = page.getByRole('listitem').filter({ hasText: '20 photos' });
    await expect(again.getByText('Imported 20 of 22')).toBeVisible();
    if ((await again.getByRole('button', { name: /^Select / }).getAttribute('aria-pressed')) !== 'true')
      await again.getByRole('button', { name: /^Select / }).click();
    await page.getByRole('button', { name: 'Sync Selected Albums' }).click();
    await expect(page.getByText('Everything in the selected albums is already imported.').first()).toBeVisible();
    const total = ((await (await page.request.get('/api/user/photos?limit=50')).json()) as { items: unknown[] }).items.length;
    expect(total).toBe(20);

    // The administrator sees the album-sync queue's work on the Jobs tab.
    const adminContext = await browser.newContext({ baseURL });
    try {
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin, new URL(baseURL as string).origin);
      await admin.goto('/admin?tab=jobs');
      const queue = admin.getByRole('region', { name: 'Album-sync queue', exact: true });
      await expect(queue).toBeVisible({ timeout: 20_000 });
      const chart = queue.getByRole('img', { name: /^The album-sync queue in the last hour: \d+ finished, \d+ failed\.$/ });
      await expect
        .poll(async () => Number(/(\d+) finished/.exec((await chart.getAttribute('aria-label')) ?? '')?.[1]), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(20);
    } finally {
      await adminContext.close();
    }

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('heading', { name: 'Not Connected' })).toBeVisible();
  });
});
