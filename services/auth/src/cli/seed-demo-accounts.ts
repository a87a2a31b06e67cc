import { randomBytes } from 'node:crypto';
import type { Role } from '@lumafolio/contracts';
import { DuplicateUserError, UserRepository } from '@lumafolio/dal';
import { hashPassword } from '../security/passwords.js';
import { usernameCandidates } from '../users/usernames.js';

interface DemoAccount {
  label: string;
  email: string;
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { label: 'photographer', email: 'demo@lumafolio.local', username: 'demo', role: 'user', firstName: 'Demo', lastName: 'Photographer' },
  // "admin" itself is a reserved route word.
  { label: 'admin', email: 'admin@lumafolio.local', username: 'admin-demo', role: 'admin', firstName: 'Demo', lastName: 'Admin' },
];

/** A strong random password people can still type: 20 URL-safe characters. */
export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Creates the demo photographer and the demo admin if they do not exist. Passwords are
 * random and returned (to be printed) only for accounts created now.
 */
export async function seedDemoAccounts(users: UserRepository): Promise<string[]> {
  const created: string[] = [];
  const existing: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const found = await users.findByEmail(account.email);
    if (found) {
      if (account.role === 'admin' && found.role !== 'admin') await users.promote(found.id);
      existing.push(account.email);
      continue;
    }
    const password = randomPassword();
    const passwordHash = await hashPassword(password);
    for (const username of usernameCandidates(account.username)) {
      try {
        await users.create({ ...account, username, passwordHash });
        created.push(`  ${account.label.padEnd(13)} ${account.email.padEnd(24)} username ${username.padEnd(12)} password ${password}`);
        break;
      } catch (error) {
        if (error instanceof DuplicateUserError && error.field === 'username') continue;
        if (error instanceof DuplicateUserError && error.field === 'email') break; // created concurrently
        throw error;
      }
    }
  }
  const lines: string[] = [];
  if (created.length > 0) {
    lines.push('Demo accounts created. Sign in with these (the passwords are shown only this once):', ...created);
  }
  if (existing.length > 0) {
    lines.push(`Demo accounts already exist: ${existing.join(', ')} (their passwords were printed when they were created).`);
  }
  return lines;
}
