import { maskEmail, type AdminUser, type CurrentUser, type SessionUser } from '@lumafolio/contracts';
import type { User } from '@lumafolio/dal';

/** What the signed-in user sees of themselves: the raw e-mail never leaves this service. */
export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    emailPartial: maskEmail(user.email),
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    tagline: user.tagline,
    bio: user.bio,
    instagram: user.instagram,
    twitter: user.twitter,
    website: user.website,
    portfolioUrlType: user.portfolioUrlType,
    hasLocalPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminUser(user: User): AdminUser {
  const { id, username, firstName, lastName, emailPartial, role, createdAt } = toCurrentUser(user);
  return { id, username, firstName, lastName, emailPartial, role, createdAt };
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, role: user.role };
}
