import type { PortfolioOwner, PortfolioProfile } from '@lumafolio/contracts';

/** A portfolio owner as visitors see them (spec 01 §3): aboutMe is the bio, profileImage the picture. */
export function toPortfolioProfile(owner: PortfolioOwner): PortfolioProfile {
  return {
    id: owner.id,
    username: owner.username,
    firstName: owner.firstName,
    lastName: owner.lastName,
    tagline: owner.tagline,
    aboutMe: owner.bio,
    profileImage: owner.profileImageUrl,
    instagram: owner.instagram,
    twitter: owner.twitter,
    website: owner.website,
    portfolioPath: owner.portfolioPath,
  };
}
