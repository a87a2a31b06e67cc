import { authPaths } from '../config';

/** Pages a sign-in from which lands on the home page anyway (the signed-out landing pages). */
const HOME_PAGES = new Set(['/', '/landing']);

/**
 * /api/login, asking to come back to the page it was started from (`returnTo`, a path of
 * this site: the gateway refuses anything else). From the landing pages: plain /api/login.
 */
export function signInPath(location: { pathname: string; search: string }): string {
  if (HOME_PAGES.has(location.pathname) && !location.search) return authPaths.login;
  return `${authPaths.login}?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
