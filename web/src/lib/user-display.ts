/**
 * How a signed-in user is shown (spec 01 §2): avatar initials, names and the e-mail line.
 * Pure functions over the few fields they need, so they work for the current user and
 * for any user-like record.
 */
export interface DisplayUser {
  id?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailPartial?: string | null;
}

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

const firstLetter = (value: string | null | undefined): string | null => {
  const [letter] = Array.from(clean(value));
  return letter ? letter.toUpperCase() : null;
};

/** Navigation bar avatar: first letter of firstName, else of username, else 'U'. */
export function navAvatarInitial(user: DisplayUser | null | undefined): string {
  return firstLetter(user?.firstName) ?? firstLetter(user?.username) ?? 'U';
}

/** Account page avatar: first letter of firstName, else of username, else of the id. */
export function accountAvatarInitial(user: DisplayUser | null | undefined): string {
  return firstLetter(user?.firstName) ?? firstLetter(user?.username) ?? firstLetter(user?.id) ?? 'U';
}

/** First and last name joined, or '' when neither is set. */
export function fullName(user: DisplayUser | null | undefined): string {
  return [clean(user?.firstName), clean(user?.lastName)].filter(Boolean).join(' ');
}

/** Mobile menu header: first and last name, else username, else 'User'. */
export function menuDisplayName(user: DisplayUser | null | undefined): string {
  return fullName(user) || clean(user?.username) || 'User';
}

/** Mobile menu header, second line: the masked e-mail, else 'Signed in'. */
export function menuEmailLine(user: DisplayUser | null | undefined): string {
  return clean(user?.emailPartial) || 'Signed in';
}

/** Account header name: full name, else username. */
export function accountDisplayName(user: DisplayUser | null | undefined): string {
  return fullName(user) || clean(user?.username);
}

/** Account header greeting target: the first name, else the (masked) e-mail, else the username. */
export function greetingName(user: DisplayUser | null | undefined): string {
  return clean(user?.firstName) || clean(user?.emailPartial) || clean(user?.username);
}

/** Account header e-mail line: the masked e-mail, else 'Email on file (private)'. */
export function accountEmailLine(user: DisplayUser | null | undefined): string {
  return clean(user?.emailPartial) || 'Email on file (private)';
}

/** A profile field for the Profile Summary: its value, else 'Not set'. */
export function orNotSet(value: string | null | undefined): string {
  return clean(value) || 'Not set';
}

/** 'Member since' value: the account's creation month, e.g. 'March 2025' (null when unknown). */
export function memberSince(createdAt: string | null | undefined, timeZone?: string): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
}
