import { maskEmail } from '@lumafolio/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { RUN, account, backOnApp, signIn, signUp, signUpThroughForms, userStatusWithCookies } from './support/identity';

/**
 * Issue 3 "Done when": sign up at the built-in identity provider → sign in → the account
 * page shows the masked e-mail → a username change moves the portfolio URL; another
 * user's username (different case) gives a clear error → sign out → /api/auth/user is 401,
 * and a second browser context given the first one's cookies is signed out too.
 *
 * The provider's pages live on another origin; they are reached through /api/login
 * (helpers in support/identity.ts).
 */

test.describe('account page: sign-in required', () => {
  test('signed-out visitors are sent home with a toast', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toContainText('Authentication required');
    await expect(toast).toContainText('Please log in to access your account');
    await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a sign-in that cannot be completed lands on the home page with an explanation', async ({ page }) => {
    // A callback nobody started (forged, replayed or expired): never a 500.
    await page.goto('/api/callback?code=made-up&state=made-up');
    await expect(page).toHaveURL(/\/$/);
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toContainText('Sign-in failed');
    await expect(toast).toContainText('Please try again');
    await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('identity, profile and sign-out @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('sign up → sign in → account → username change and clash → sign out revokes the session', async ({ page, browser, baseURL }) => {
    expect(baseURL).toBeTruthy();
    const appOrigin = new URL(baseURL as string).origin;
    const alice = account('a');
    const other = account('b');

    // A second photographer owns the username Alice will try (in another case) later.
    const otherContext = await browser.newContext({ baseURL });
    try {
      await signUp(await otherContext.newPage(), appOrigin, other);
    } finally {
      await otherContext.close();
    }

    // Sign up (the provider signs Alice in), sign out, then sign in again with her password.
    await signUpThroughForms(page, appOrigin, alice, '/');
    await page.goto('/api/logout');
    await backOnApp(page, appOrigin, '/');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await signIn(page, appOrigin, alice);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();

    // The account page shows the masked e-mail, never the raw one.
    const masked = maskEmail(alice.email);
    expect(masked).toBeTruthy();
    await expect(page.getByTestId('account-email')).toHaveText(masked as string);
    expect(await page.content()).not.toContain(alice.email);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    const meBody = await me.json();
    expect(meBody.emailPartial).toBe(masked);
    expect(JSON.stringify(meBody)).not.toContain(alice.email);

    const summary = page.getByRole('region', { name: 'Profile Summary' });
    const portfolioUrl = page.getByTestId('portfolio-url');
    await expect(portfolioUrl).toHaveText(`${appOrigin}/${alice.username.toLowerCase()}`);
    await expectNoSeriousA11yViolations(page);

    // The signed-in navigation.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('href', `/${alice.username.toLowerCase()}`);
    await expect(nav.getByRole('link', { name: 'Sign Out', exact: true })).toHaveAttribute('href', '/api/logout');

    // Portfolio: the template chooser.
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    await expect(page.getByRole('button', { name: /: Currently Active$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Edit Profile: a new username moves the portfolio URL.
    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/[?&]tab=profile/);
    const usernameField = page.getByRole('textbox', { name: 'Username', exact: true });
    await expect(usernameField).toHaveValue(alice.username);
    await expectNoSeriousA11yViolations(page);
    const renamed = `e2e_r_${RUN}`;
    await usernameField.fill(renamed);
    await expect(page.getByTestId('portfolio-url-preview')).toHaveText(`${appOrigin}/${renamed}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Profile updated');
    await expect(portfolioUrl).toHaveText(`${appOrigin}/${renamed}`);
    await expect(summary).toContainText(renamed);

    // Another user's username, in another case: a clear error, nothing changes.
    await usernameField.fill(other.username.toUpperCase());
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const profileForm = page.getByRole('form', { name: 'Profile information' });
    await expect(profileForm.getByText('That username is already taken.')).toBeVisible();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Update failed');
    await expect(portfolioUrl).toHaveText(`${appOrigin}/${renamed}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(usernameField).toHaveValue(renamed);

    // Social links: checked before sending (only web links, handles or hosts), then saved.
    const website = page.getByRole('textbox', { name: 'Website', exact: true });
    await website.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profileForm.getByText('Enter a full http(s) URL, a handle or a host name.')).toBeVisible();
    await website.fill('alice.photo');
    await page.getByRole('textbox', { name: 'Instagram', exact: true }).fill('@alice');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Profile updated');
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ website: 'alice.photo', instagram: '@alice', twitter: null });

    // The session cookie works from another browser context while the session lives…
    const cookies = await page.context().cookies(appOrigin);
    expect(cookies.length).toBeGreaterThan(0);
    expect(await userStatusWithCookies(browser, baseURL as string, cookies)).toBe(200);

    // …and not after sign-out, which ends at / on the app.
    await nav.getByRole('link', { name: 'Sign Out', exact: true }).click();
    await backOnApp(page, appOrigin, '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    const after = await page.request.get('/api/auth/user');
    expect(after.status()).toBe(401);
    expect(await userStatusWithCookies(browser, baseURL as string, cookies)).toBe(401);
  });

  test('Sign Out Everywhere ends every session; the next sign-in asks for the password', async ({ page, browser, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const carol = account('everywhere');
    await signUpThroughForms(page, appOrigin, carol, '/account?tab=settings');

    // A second device, signed in with the password.
    const phone = await browser.newContext({ baseURL });
    try {
      const phonePage = await phone.newPage();
      await signIn(phonePage, appOrigin, carol, '/account');
      const phoneCookies = await phone.cookies(appOrigin);
      expect(await userStatusWithCookies(browser, baseURL as string, phoneCookies)).toBe(200);

      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign Out Everywhere' });
      await expect(dialog).toContainText('every device');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();

      await expect(page).toHaveURL(`${appOrigin}/`);
      await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Signed out everywhere');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      expect(await userStatusWithCookies(browser, baseURL as string, phoneCookies)).toBe(401);

      // The provider forgot both browsers too: signing in again asks for the password.
      for (const device of [page, phonePage]) {
        await device.goto('/api/login');
        await expect(device.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
        await expect(device.getByLabel('Password', { exact: true })).toBeVisible();
      }
    } finally {
      await phone.close();
    }
  });
});
