import type { Profile } from '../profiles.ts';
import type { CookieJarClient } from './cookie-jar-client.ts';
import { signInThroughGateway } from './sign-in.ts';

/** The password every gateway test gives the configured admin account. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery';
/** The e2e suite creates the same account with its own password (web/e2e/support/identity.ts) when it runs first. */
const E2E_ADMIN_PASSWORD = 'e2e-Password-1234';

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
