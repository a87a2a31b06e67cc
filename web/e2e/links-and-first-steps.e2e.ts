import { profile } from '@lumafolio/dev-stack';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { account, backOnApp, PASSWORD, RUN, signUp } from './support/identity';
import { chooseTemplate, updateProfile } from './support/photos';
import { seedPhotos } from './support/seed-photos';

/** Issue 18 items 7 and 8 (ADR 45): the first-steps checklist, old usernames, sign-in that returns. */
const checklist = (page: Page) => page.getByTestId('first-steps');
const step = (page: Page, id: string) => checklist(page).locator(`[data-step="${id}"]`);

async function currentUserId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;
}

test.describe('links that last and first steps', () => {
  test('the checklist ticks from real data and goes; an old username answers 301; sign-in returns to the page @desktop-only', async ({
    page,
    baseURL,
    context,
  }) => {
    test.setTimeout(120_000);
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('steps');
    // The seeded banners get their variants from the worker shortly after start-up.
    const bannerIds = async () => ((await (await page.request.get('/api/hero-images')).json()) as Array<{ id: string }>).map((banner) => banner.id);
    await expect.poll(bannerIds, { timeout: 90_000 }).toContain('marigold');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin });
    await signUp(page, appOrigin, who, '/account?tab=hero');

    await expect(checklist(page)).toContainText('0 of 5 done');
    // A public photo (seeded: the upload flow has suites of its own), then a hero picked on this page.
    const seeded = await seedPhotos(profile('test').serviceEnv, await currentUserId(page), `fs${RUN}`, 1, () => ({
      title: 'First light',
      category: 'nature',
      isPublic: true,
    }));
    await seeded.close();
    const hero = page.locator('#account-section-hero');
    await hero.getByRole('button', { name: 'Choose banner "Marigold"' }).click();
    await hero.getByRole('button', { name: 'Save Hero Image' }).click();
    await expect(checklist(page)).toContainText('3 of 5 done');
    for (const id of ['upload', 'publish', 'hero']) await expect(step(page, id)).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'template')).toHaveAttribute('data-done', 'false');

    await chooseTemplate(page.request, appOrigin, 'epic');
    await page.reload();
    await expect(checklist(page)).toContainText('4 of 5 done');
    await checklist(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(checklist(page)).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${appOrigin}/${who.username.toLowerCase()}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile Summary' })).toBeVisible();
    await expect(checklist(page)).toBeHidden();

    // A new username: the old address is a permanent redirect, query kept.
    const renamed = `${who.username}_new`;
    await updateProfile(page.request, appOrigin, { username: renamed });
    const old = await page.request.get(`/${who.username}?category=nature`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe(`/${renamed.toLowerCase()}?category=nature`);
    await page.goto(`/${who.username}?category=nature`);
    await expect(page).toHaveURL(`${appOrigin}/${renamed.toLowerCase()}?category=nature`);
    await expect(page.getByTestId('portfolio-page')).toBeVisible();

    // Signed out on the portfolio, Sign In comes back to it.
    await context.clearCookies();
    await page.goto(`/${renamed.toLowerCase()}`);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await backOnApp(page, appOrigin, `/${renamed.toLowerCase()}`);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  test('the checklist fits a phone and can be dismissed; an old username still leads to the portfolio @mobile-only', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const who = account('steps-phone');
    await signUp(page, appOrigin, who);
    await expect(checklist(page)).toContainText('0 of 5 done');
    const fits = await checklist(page).evaluate((card) => card.getBoundingClientRect().right <= window.innerWidth && card.scrollWidth <= card.clientWidth);
    expect(fits).toBe(true);
    await expect(checklist(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await checklist(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(checklist(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile Summary' })).toBeVisible();
    await expect(checklist(page)).toBeHidden();

    // On a phone too, the old address of a renamed portfolio lands on the new one.
    const renamed = `${who.username}_m`;
    await updateProfile(page.request, appOrigin, { username: renamed });
    await page.goto(`/${who.username}`);
    await expect(page).toHaveURL(`${appOrigin}/${renamed.toLowerCase()}`);
    await expect(page.getByTestId('portfolio-page')).toBeVisible();
  });
});
