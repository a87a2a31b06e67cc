import type { Profile } from '../profiles.ts';
import type { CookieJarClient } from './cookie-jar-client.ts';
import { signInThroughGateway } from './sign-in.ts';

/** The password every gateway test gives the configured admin account. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery';

/**
 * Signs in as the profile's first ADMIN_EMAILS account, creating it (as `username`) when the
 * database has none yet: several suites share the account, so whichever runs first signs it up.
 */
export async function signInAsAdminThroughGateway(gateway: string, profile: Profile, username: string): Promise<CookieJarClient> {
  const account = { email: profile.serviceEnv.ADMIN_EMAILS.split(',')[0] as string, username, password: TEST_ADMIN_PASSWORD };
  try {
    return (await signInThroughGateway(gateway, account)).client;
  } catch {
    return (await signInThroughGateway(gateway, account, { signUp: true })).client;
  }
}
