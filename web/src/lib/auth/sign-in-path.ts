import { authPaths } from '../config';
import { ALL_CATEGORIES, CATEGORY_PARAM, parseCategory } from '../gallery/category-text';

/** Pages a sign-in from which lands on the home page anyway (the signed-out landing pages). */
const HOME_PAGES = new Set(['/', '/landing']);

/**
 * /api/login, asking to come back to the page it was started from (`returnTo`, a path of
 * this site: the gateway refuses anything else). From the landing pages: plain /api/login.
 * Of the query it keeps the page's own state, the selected category; anything else
 * (tracking parameters, a shared photo) is left behind, so a page's HTML is the same for
 * every spelling of its address (the gateway keeps one copy of it, see its page-address.ts).
 */
export function signInPath(location: { pathname: string; search: string }): string {
  const category = parseCategory(new URLSearchParams(location.search).get(CATEGORY_PARAM));
  const search = category === ALL_CATEGORIES ? '' : `?${CATEGORY_PARAM}=${category}`;
  if (HOME_PAGES.has(location.pathname) && !search) return authPaths.login;
  return `${authPaths.login}?returnTo=${encodeURIComponent(`${location.pathname}${search}`)}`;
}
