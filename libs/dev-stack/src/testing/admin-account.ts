import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Profile } from '../profiles.ts';
import { serviceLaunch } from '../stack.ts';
import type { CookieJarClient } from './cookie-jar-client.ts';
import { signInThroughGateway, type Account } from './sign-in.ts';

/** The password every gateway test gives the configured admin account. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery';
/** The e2e suite creates the same account with its own password (web/e2e/support/identity.ts) when it runs first. */
const E2E_ADMIN_PASSWORD = 'e2e-Password-1234';
const run = promisify(execFile);

/**
 * Signs in as the profile's first ADMIN_EMAILS account, creating it (as `username`) when the
 * database has none yet: several suites share the account, so whichever runs first signs it up.
 */
export async function signInAsAdminThroughGateway(gateway: string, profile: Profile, username: string): Promise<CookieJarClient> {
  const email = profile.serviceEnv.ADMIN_EMAILS.split(',')[0] as string;
  for (const password of [TEST_ADMIN_PASSWORD, E2E_ADMIN_PASSWORD]) {
    try {
      return (await signInThroughGateway(gateway, { email, username, password })).client;
    } catch {
      // Not this password (or no account yet): the next one, then a sign-up.
    }
  }
  return (await signInThroughGateway(gateway, { email, username, password: TEST_ADMIN_PASSWORD }, { signUp: true })).client;
}

/**
 * Makes `email`'s account an admin as an operator does (`npm run admin -- grant`), for suites on
 * the shared stack, whose ADMIN_EMAILS they cannot choose. A session signed in before the grant
 * keeps its old role: sign in after it.
 */
export async function grantAdminAsOperator(profile: Profile, email: string): Promise<void> {
  const { command, cwd, env } = serviceLaunch('auth', profile, { LOG_LEVEL: 'warn' });
  const { stdout } = await run(command, ['services/auth/dist/cli/admin.js', 'grant', email], { cwd, env, timeout: 60_000 });
  if (!stdout.includes('is now an admin') && !stdout.includes('already')) throw new Error(`npm run admin -- grant ${email} answered: ${stdout}`);
}

/**
 * An administrator of the shared stack: signs `account` up, grants it the admin role as an
 * operator does, and signs in again (the first session keeps the role it was created with).
 */
export async function signUpAdminAsOperator(gateway: string, profile: Profile, account: Account): Promise<CookieJarClient> {
  await signInThroughGateway(gateway, account, { signUp: true });
  await grantAdminAsOperator(profile, account.email);
  return (await signInThroughGateway(gateway, account)).client;
}
