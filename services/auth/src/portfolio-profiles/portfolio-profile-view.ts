import { portfolioPath, type PortfolioProfile } from '@lumafolio/contracts';
import type { User } from '@lumafolio/dal';

/** A user as visitors see them (spec 01 §3): public fields only; aboutMe is the bio, profileImage the picture. */
export function toPortfolioProfile(user: User): PortfolioProfile {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    tagline: user.tagline,
    aboutMe: user.bio,
    profileImage: user.profileImageUrl,
    instagram: user.instagram,
    twitter: user.twitter,
    website: user.website,
    portfolioPath: portfolioPath(user),
  };
}
