import { portfolioProfileSchema, type PortfolioOwner } from '@lumafolio/contracts';
import { toPortfolioProfile } from './portfolio-profile-view.js';

const owner: PortfolioOwner = {
  id: 'abcdefghijkl',
  username: 'jane',
  firstName: 'Jane',
  lastName: 'Doe',
  tagline: 'Light and shadow',
  bio: 'I photograph coasts.',
  profileImageUrl: '/api/avatars/abcdefghijkl/0123456789abcdef.webp',
  instagram: '@jane',
  twitter: null,
  website: 'https://jane.photo',
  portfolioPath: '/jane-doe',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('toPortfolioProfile', () => {
  it('names the bio aboutMe and the picture profileImage, and matches the contract exactly', () => {
    const profile = toPortfolioProfile(owner);
    expect(portfolioProfileSchema.strict().parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({ aboutMe: 'I photograph coasts.', profileImage: owner.profileImageUrl, portfolioPath: '/jane-doe' });
  });
});
