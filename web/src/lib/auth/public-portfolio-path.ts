import { RESERVED_USERNAMES } from '@lumafolio/contracts/paths';

/** One path segment of letters, digits, "_" or "-" (spec 01 §2), optionally with a trailing slash. */
const SINGLE_SEGMENT = /^\/([A-Za-z0-9_-]+)\/?$/;
const PORTFOLIO_PREFIX = /^\/portfolio\/([A-Za-z0-9_-]+)\/?$/;

/**
 * Whether `pathname` is a public portfolio page: `/{username}` (a single segment of the
 * public-portfolio pattern that is not an app route such as /landing, /account,
 * /my-photos or /admin — the reserved words usernames may not take) or
 * `/portfolio/{username}`. The current user is not fetched on these paths (spec 01 §4).
 */
export function isPublicPortfolioPath(pathname: string): boolean {
  const prefixed = PORTFOLIO_PREFIX.exec(pathname);
  if (prefixed) return true;
  const single = SINGLE_SEGMENT.exec(pathname);
  if (!single?.[1]) return false;
  return !RESERVED_USERNAMES.has(single[1].toLowerCase());
}
