import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN, usernameSchema } from '@lumafolio/contracts';

/** Room left for the digits added to make a derived username unique. */
const SUFFIX_ROOM = 6;

/**
 * A username for a new external identity: its preferred_username, else the local part of
 * its e-mail, reduced to the username pattern (letters, digits, "_", "-"; accents
 * dropped, anything else becomes "-"). Never shorter than the minimum.
 */
export function usernameBase(preferredUsername?: string | null, email?: string | null): string {
  const source = preferredUsername?.trim() || email?.split('@')[0]?.trim() || '';
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, USERNAME_MAX - SUFFIX_ROOM)
    .replace(/[-_]+$/g, '');
  if (cleaned.length >= USERNAME_MIN) return cleaned;
  return cleaned ? `${cleaned}-user` : 'user';
}

/**
 * Valid usernames to try in order: the base itself (unless reserved), then the base
 * with 2, 3, … appended, then with random digits. The caller stops at the first free one.
 */
export function* usernameCandidates(base: string): Generator<string> {
  const valid = (name: string) => usernameSchema.safeParse(name).success;
  if (valid(base)) yield base;
  for (let n = 2; n <= 20; n += 1) {
    if (valid(`${base}${n}`)) yield `${base}${n}`;
  }
  for (;;) {
    const candidate = `${base}${randomInt(100, 1_000_000)}`;
    if (valid(candidate)) yield candidate;
  }
}
