import { RESERVED_USERNAMES } from '@lumafolio/contracts/paths';

/**
 * A portfolio path segment as a URL may carry it: a username, "first-last", "first.last"
 * or an id — letters, digits, "_", "-" and "." (the contracts' portfolio segment), not a
 * word of the app's own routes, not only dots.
 */
const SEGMENT = /^[\p{L}\p{N}_.-]{1,120}$/u;

export function isPortfolioSegment(segment: string | null | undefined): segment is string {
  if (!segment || !SEGMENT.test(segment) || /^\.+$/.test(segment)) return false;
  return !RESERVED_USERNAMES.has(segment.toLowerCase());
}
