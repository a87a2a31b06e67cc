import { SESSION_COOKIE_NAME } from '@lumafolio/contracts';
import { profile, signInAsAdminThroughGateway } from '@lumafolio/dev-stack';
import type { Page } from '@playwright/test';
import { RUN, giveSession, type Account } from './identity';

/** The test profile's administrator (its first ADMIN_EMAILS address). */
export const ADMIN: Account = { email: profile('test').serviceEnv.ADMIN_EMAILS.split(',')[0] as string, username: `e2e_admin_${RUN}` };

/**
 * Signs in as the administrator and lands on `returnTo` (an /admin address), creating the
 * account the first time. The sign-in goes over HTTP, as the integration tests sign in (the
 * provider's sign-in page in the browser is account.e2e's subject), and the browser is given the session.
 */
export async function signInAsAdmin(page: Page, appOrigin: string, returnTo = '/admin'): Promise<void> {
  const client = await signInAsAdminThroughGateway(appOrigin, profile('test'), ADMIN.username);
  await giveSession(page, appOrigin, client.cookie(appOrigin, SESSION_COOKIE_NAME));
  await page.goto(returnTo);
}
