import type { CurrentUser } from '@lumafolio/contracts';
import { portfolioPath } from '@lumafolio/contracts/paths';
import { signInPath } from '@/lib/auth/sign-in-path';
import { authPaths } from '@/lib/config';

/** One entry of the navigation bar. */
export type NavItem =
  /** In-page anchor of the home page (e.g. '#gallery'). */
  | { kind: 'anchor'; label: string; hash: `#${string}` }
  /** Client-side route. */
  | { kind: 'route'; label: string; to: string }
  /** Full-page navigation handled by the gateway (sign-in, sign-out). */
  | { kind: 'document'; label: string; href: string };

/** The user fields the signed-in navigation (links, avatar, menu header) depends on. */
export type NavUser = Pick<CurrentUser, 'id' | 'username' | 'firstName' | 'lastName' | 'portfolioUrlType' | 'role' | 'profileImageUrl' | 'emailPartial'>;

/** Signed-out navigation (spec 01 §2). */
export const signedOutNavItems: readonly NavItem[] = [
  { kind: 'anchor', label: 'Gallery', hash: '#gallery' },
  { kind: 'anchor', label: 'About', hash: '#about' },
  { kind: 'anchor', label: 'Contact', hash: '#contact' },
];

export const signInNavItem: NavItem = { kind: 'document', label: 'Sign In', href: authPaths.login };
/** Sign In from the page at `location`, coming back to it afterwards. */
export const signInNavItemAt = (location: { pathname: string; search: string }): NavItem => ({ ...signInNavItem, href: signInPath(location) });
export const signOutNavItem: NavItem = { kind: 'document', label: 'Sign Out', href: authPaths.logout };

const uploadPhotosItem: NavItem = { kind: 'route', label: 'Upload Photos', to: '/my-photos' };
const adminDashboardItem: NavItem = { kind: 'route', label: 'Admin Dashboard', to: '/admin/dashboard' };
const portfolioItem = (user: NavUser): NavItem => ({ kind: 'route', label: 'Portfolio', to: portfolioPath(user) });
const adminOnly = (user: NavUser): NavItem[] => (user.role === 'admin' ? [adminDashboardItem] : []);

/** Signed-in navigation (spec 01 §2): Portfolio, Upload Photos, Account, Admin Dashboard (admins). */
export function signedInNavItems(user: NavUser): NavItem[] {
  return [portfolioItem(user), uploadPhotosItem, { kind: 'route', label: 'Account', to: '/account' }, ...adminOnly(user)];
}

/** The account page's own navigation (spec 01 §2): Home, Admin Dashboard (admins), Portfolio, Upload Photos. */
export function accountNavItems(user: NavUser): NavItem[] {
  return [{ kind: 'route', label: 'Home', to: '/' }, ...adminOnly(user), portfolioItem(user), uploadPhotosItem];
}

/** The My Photos screen's own navigation (spec 01 §2): Home, Admin Dashboard (admins), Portfolio, My Account. */
export function myPhotosNavItems(user: NavUser): NavItem[] {
  return [{ kind: 'route', label: 'Home', to: '/' }, ...adminOnly(user), portfolioItem(user), { kind: 'route', label: 'My Account', to: '/account' }];
}

/** The admin dashboard's navigation (spec 02 §2): Home, Account, Portfolio, Upload Photos (Sign Out is the bar's own). */
export function adminNavItems(user: NavUser): NavItem[] {
  return [{ kind: 'route', label: 'Home', to: '/' }, { kind: 'route', label: 'Account', to: '/account' }, portfolioItem(user), uploadPhotosItem];
}
