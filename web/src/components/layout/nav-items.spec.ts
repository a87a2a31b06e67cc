import { describe, expect, it } from '@jest/globals';
import { accountNavItems, myPhotosNavItems, signOutNavItem, signedInNavItems, type NavUser } from './nav-items';

const user: NavUser = {
  id: 'u1',
  username: 'Jane_Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  portfolioUrlType: 'fullname_dash',
  role: 'user',
  profileImageUrl: null,
  emailPartial: 'ja******@example.com',
};

const summary = (items: ReturnType<typeof signedInNavItems>) =>
  items.map((item) => `${item.label} ${item.kind === 'route' ? item.to : item.kind === 'document' ? item.href : item.hash}`);

describe('signed-in navigation (spec 01 §2)', () => {
  it('links Portfolio (the shared portfolio path), Upload Photos and Account', () => {
    expect(summary(signedInNavItems(user))).toEqual(['Portfolio /jane-doe', 'Upload Photos /my-photos', 'Account /account']);
  });

  it('adds Admin Dashboard for admins only', () => {
    expect(summary(signedInNavItems({ ...user, role: 'admin', portfolioUrlType: 'username' }))).toEqual([
      'Portfolio /jane_doe',
      'Upload Photos /my-photos',
      'Account /account',
      'Admin Dashboard /admin/dashboard',
    ]);
  });

  it("the account page's own bar: Home, Admin Dashboard (admins), Portfolio, Upload Photos", () => {
    expect(summary(accountNavItems(user))).toEqual(['Home /', 'Portfolio /jane-doe', 'Upload Photos /my-photos']);
    expect(summary(accountNavItems({ ...user, role: 'admin' }))).toEqual([
      'Home /',
      'Admin Dashboard /admin/dashboard',
      'Portfolio /jane-doe',
      'Upload Photos /my-photos',
    ]);
  });

  it('signs out through /api/logout', () => {
    expect(signOutNavItem).toEqual({ kind: 'document', label: 'Sign Out', href: '/api/logout' });
  });
});

describe('myPhotosNavItems', () => {
  it('is Home, Admin Dashboard (admins), Portfolio and My Account', () => {
    expect(summary(myPhotosNavItems(user))).toEqual(['Home /', 'Portfolio /jane-doe', 'My Account /account']);
    expect(summary(myPhotosNavItems({ ...user, role: 'admin' }))).toEqual([
      'Home /',
      'Admin Dashboard /admin/dashboard',
      'Portfolio /jane-doe',
      'My Account /account',
    ]);
  });
});
