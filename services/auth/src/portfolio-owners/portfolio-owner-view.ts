import { portfolioPath, type PortfolioOwner } from '@lumafolio/contracts';
import type { User } from '@lumafolio/dal';

/** What leaves the auth service about a portfolio's owner: public profile fields only. */
export function toPortfolioOwner(user: User): PortfolioOwner {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    tagline: user.tagline,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    instagram: user.instagram,
    twitter: user.twitter,
    website: user.website,
    portfolioPath: portfolioPath(user),
    updatedAt: user.updatedAt.toISOString(),
  };
}
