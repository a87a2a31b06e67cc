import { portfolioProfileSchema } from '@lumafolio/contracts';
import type { User } from '@lumafolio/dal';
import { toPortfolioProfile } from './portfolio-profile-view.js';

const user: User = {
  id: 'abcdefghijkl',
  email: 'jane.doe@example.com',
  emailVerified: true,
  username: 'Jane_Doe',
  usernameLower: 'jane_doe',
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$xxx',
  externalIssuer: 'https://id.example.com',
  externalSubject: 'sub-1',
  firstName: 'Jane',
  lastName: 'Doe',
  tagline: 'Light',
  bio: 'Hello',
  instagram: '@jane',
  twitter: null,
  website: 'jane.photo',
  portfolioUrlType: 'fullname_dot',
  portfolioSegment: 'jane.doe',
  role: 'admin',
  profileImageUrl: '/api/avatars/abcdefghijkl/0123456789abcdef.webp',
  profileRevision: 0,
  keepOriginals: true,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-02-03T04:05:06Z'),
};

describe('toPortfolioProfile', () => {
  it('names the bio aboutMe and the picture profileImage, carries the canonical path, and matches the contract exactly', () => {
    const profile = toPortfolioProfile(user);
    expect(portfolioProfileSchema.strict().parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      aboutMe: 'Hello',
      profileImage: user.profileImageUrl,
      portfolioPath: '/jane.doe',
      instagram: '@jane',
      website: 'jane.photo',
    });
  });

  it('never carries the e-mail, role, identity or password hash', () => {
    const text = JSON.stringify(toPortfolioProfile(user));
    for (const secret of ['jane.doe@', 'argon2', 'admin', 'id.example.com', 'sub-1']) expect(text).not.toContain(secret);
  });
});
