import { maskEmail, type AdminUser, type CurrentUser, type SessionUser } from '@lumafolio/contracts';
import type { User } from '@lumafolio/dal';

/** What the signed-in user sees of themselves: their raw e-mail is shown to admins only. */
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
    keepOriginals: user.keepOriginals,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A row of the admin users list: the full e-mail, for admins only. */
export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, role: user.role };
}
