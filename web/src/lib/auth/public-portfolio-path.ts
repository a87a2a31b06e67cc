import { isPortfolioSegment } from '../portfolio-segment';

/** One path segment, optionally with a trailing slash. */
const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;
const PORTFOLIO_PREFIX = /^\/portfolio\/([^/]+)\/?$/;

function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether `pathname` is a public portfolio page: `/{segment}` or `/portfolio/{segment}`,
 * where the segment is a username, "first-last", "first.last" or an id (letters, digits,
 * "_", "-", ".") and not an app route such as /landing, /account, /my-photos or /admin
 * (the reserved words usernames may not take). The current user is not fetched on these
 * paths (spec 01 §4).
 */
export function isPublicPortfolioPath(pathname: string): boolean {
  return publicPortfolioSegment(pathname) !== null;
}

/** The portfolio segment of a public portfolio page's path (see above); null for any other path. */
export function publicPortfolioSegment(pathname: string): string | null {
  const match = PORTFOLIO_PREFIX.exec(pathname) ?? SINGLE_SEGMENT.exec(pathname);
  const segment = decoded(match?.[1]);
  return isPortfolioSegment(segment) ? segment : null;
}
