import { SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import { signInThroughGateway, signUpConfirmationLink } from '@lumafolio/dev-stack';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Sign-up and sign-in at the built-in identity provider, shared by the e2e suites. The
 * provider's pages live on another origin; they are reached through /api/login.
 */

export const PASSWORD = 'e2e-Password-1234';
/** Unique per run: usernames are 3–30 letters, digits, "_" or "-". */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

export interface Account {
  email: string;
  username: string;
}

export const account = (who: string): Account => ({ email: `e2e-${who}-${RUN}@example.com`, username: `e2e_${who}_${RUN}` });

/**
 * Waits until the browser is back on the app at `pathname`. Should the provider show a
 * confirmation step on the way (consent, sign-out confirmation), it is accepted.
 */
export async function backOnApp(page: Page, appOrigin: string, pathname: string): Promise<void> {
  const onApp = (url: URL) => url.origin === appOrigin && url.pathname === pathname;
  const confirm = page.getByRole('button', { name: /^(continue|allow|authori[sz]e|accept|yes|sign out|log ?out)/i }).first();
  for (let step = 0; step < 3; step += 1) {
    const outcome = await Promise.race([
      page.waitForURL(onApp, { timeout: 30_000 }).then(
        () => 'app' as const,
        () => 'timeout' as const,
      ),
      confirm.waitFor({ state: 'visible', timeout: 30_000 }).then(
        () => 'confirm' as const,
        () => 'timeout' as const,
      ),
    ]);
    if (outcome === 'app' || onApp(new URL(page.url()))) return;
    if (outcome === 'confirm' && new URL(page.url()).origin !== appOrigin) await confirm.click();
  }
  await page.waitForURL(onApp, { timeout: 30_000 });
}

/**
 * A new photographer, signed in, on `returnTo`: for the tests whose subject comes after the
 * sign-up. The account is made as the integration tests make theirs (the same provider
 * forms and confirmation e-mail, submitted over HTTP), and the browser is given its session
 * cookie; the sign-up in the browser itself is `signUpThroughForms`'s, tested in account.e2e.
 */
export async function signUp(page: Page, appOrigin: string, who: Account, returnTo = '/account'): Promise<void> {
  const { session } = await signInThroughGateway(appOrigin, { ...who, password: PASSWORD }, { signUp: true });
  await giveSession(page, appOrigin, session);
  await page.goto(returnTo);
}

/** Puts a session of the gateway into the page's browser, as its sign-in would have set it. */
export async function giveSession(page: Page, appOrigin: string, session: string | undefined): Promise<void> {
  if (!session) throw new Error('the sign-in set no session cookie');
  await page.context().addCookies([{ name: SESSION_COOKIE_NAME, value: session, url: appOrigin, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * Creates an account at the identity provider in the browser: the sign-up form, then the
 * link of the confirmation e-mail (captured in the e-mail log) opened in the same browser,
 * which continues the sign-in and returns to `returnTo`.
 */
export async function signUpThroughForms(page: Page, appOrigin: string, who: Account, returnTo = '/account'): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Username', { exact: true }).fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const since = new Date();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await signUpConfirmationLink(who.email, since));
  await page.getByRole('button', { name: 'Create account' }).click();
  await backOnApp(page, appOrigin, new URL(returnTo, appOrigin).pathname);
}

/** Signs in with e-mail and password on the identity provider's sign-in page. */
export async function signIn(page: Page, appOrigin: string, who: Account, returnTo = '/account'): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await backOnApp(page, appOrigin, new URL(returnTo, appOrigin).pathname);
}

/** The status of GET /api/auth/user from a fresh browser context that is given `cookies`. */
export async function userStatusWithCookies(browser: Browser, baseURL: string, cookies: Awaited<ReturnType<BrowserContext['cookies']>>): Promise<number> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addCookies(cookies);
    const response = await context.request.get('/api/auth/user', { headers: { Accept: 'application/json' } });
    return response.status();
  } finally {
    await context.close();
  }
}
