import { portfolioOwnerSchema } from '@lumafolio/contracts';
import type { User } from '@lumafolio/dal';
import { toPortfolioOwner } from './portfolio-owner-view.js';

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
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-02-03T04:05:06Z'),
};

describe('toPortfolioOwner', () => {
  it('carries the public profile and the canonical path', () => {
    const owner = toPortfolioOwner(user);
    expect(portfolioOwnerSchema.strict().parse(owner)).toEqual(owner);
    expect(owner).toMatchObject({ portfolioPath: '/jane.doe', updatedAt: '2026-02-03T04:05:06.000Z', instagram: '@jane' });
  });

  it('never carries the e-mail, role, identity or password hash', () => {
    const text = JSON.stringify(toPortfolioOwner(user));
    for (const secret of ['jane.doe@', 'argon2', 'admin', 'id.example.com', 'sub-1']) expect(text).not.toContain(secret);
  });
});
