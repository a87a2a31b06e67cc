import type { User } from '@lumafolio/dal';
import { currentUserSchema, adminUserSchema } from '@lumafolio/contracts';
import { toAdminUser, toCurrentUser, toSessionUser } from './user-view.js';

const user: User = {
  id: 'abcdefghijkl',
  email: 'jane.doe@example.com',
  emailVerified: false,
  username: 'Jane_Doe',
  usernameLower: 'jane_doe',
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$xxx',
  externalIssuer: null,
  externalSubject: null,
  firstName: 'Jane',
  lastName: null,
  tagline: null,
  bio: null,
  instagram: null,
  twitter: null,
  website: null,
  portfolioUrlType: 'username',
  portfolioSegment: 'jane_doe',
  role: 'user',
  profileImageUrl: null,
  profileRevision: 0,
  keepOriginals: true,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
};

describe('user views', () => {
  it('match the contracts and never carry the raw e-mail (except to admins) or the hash', () => {
    const current = toCurrentUser(user);
    expect(currentUserSchema.parse(current)).toEqual(current);
    expect(current).toMatchObject({ emailPartial: 'ja******@example.com', hasLocalPassword: true, createdAt: '2026-01-02T03:04:05.000Z' });
    expect(JSON.stringify(current)).not.toContain('jane.doe@');
    const admin = toAdminUser(user);
    expect(adminUserSchema.parse(admin)).toEqual(admin);
    expect(admin).toEqual({
      id: 'abcdefghijkl',
      username: 'Jane_Doe',
      firstName: 'Jane',
      lastName: null,
      email: 'jane.doe@example.com',
      role: 'user',
      profileImageUrl: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    for (const view of [current, admin]) expect(JSON.stringify(view)).not.toContain('argon2');
    expect(toSessionUser(user)).toEqual({ id: 'abcdefghijkl', role: 'user' });
  });

  it('reports external identities as having no local password and no e-mail when absent', () => {
    expect(toCurrentUser({ ...user, email: null, passwordHash: null })).toMatchObject({ emailPartial: null, hasLocalPassword: false });
  });
});
