import { profile } from '@lumafolio/dev-stack';
import type { Page } from '@playwright/test';
import { PASSWORD, RUN, backOnApp, signUp, type Account } from './identity';

/** The test profile's administrator (its first ADMIN_EMAILS address). */
export const ADMIN: Account = { email: profile('test').serviceEnv.ADMIN_EMAILS.split(',')[0] as string, username: `e2e_admin_${RUN}` };
/** The integration tests create the same account with their password; a fresh database has none. */
const ADMIN_PASSWORDS = ['correct horse battery', PASSWORD];

/** Signs in as the administrator and lands on `returnTo` (an /admin address), creating the account the first time. */
export async function signInAsAdmin(page: Page, appOrigin: string, returnTo = '/admin'): Promise<void> {
  const pathname = new URL(returnTo, appOrigin).pathname;
  for (const password of ADMIN_PASSWORDS) {
    await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const refused = page.getByText('Incorrect email or password.');
    // Whichever comes first; the other one's failure later is expected and ignored.
    const outcome = await Promise.race([
      backOnApp(page, appOrigin, pathname).then(
        () => 'in' as const,
        () => 'not-in' as const,
      ),
      refused.waitFor({ state: 'visible', timeout: 30_000 }).then(
        () => 'refused' as const,
        () => 'not-refused' as const,
      ),
    ]);
    if (outcome === 'in') return;
  }
  await page.context().clearCookies();
  await signUp(page, appOrigin, ADMIN, returnTo);
}
