import { portfolioSegmentSchema, RESERVED_USERNAMES } from '@lumafolio/contracts';

/** Spec 01 §2: a single segment of letters, digits, "_" or "-" is the public portfolio pattern. */
const PUBLIC_PORTFOLIO_PATTERN = /^[A-Za-z0-9_-]+$/;
const PREFIXED = /^\/portfolio\/([^/]+)$/;
const SINGLE = /^\/([^/]+)$/;

export interface PortfolioRoute {
  /** The decoded path segment to resolve. */
  segment: string;
  /**
   * What an unknown segment gets: the SPA's not-found page with a 404 ('not-found-page'),
   * or the gateway's usual handling ('pass'). Canonical name paths with a dot
   * ("/jane.doe") look like file names, so unknown ones keep being ordinary 404s.
   */
  ifUnknown: 'not-found-page' | 'pass';
}

/**
 * Whether a URL path (as requested, percent-encoded, without the query) is a public
 * portfolio page: `/portfolio/{segment}`, or `/{segment}` when the segment is not one of
 * the app's routes (account, my-photos, admin, landing… — the words usernames may not take).
 */
export function matchPortfolioRoute(pathname: string): PortfolioRoute | null {
  const prefixed = PREFIXED.exec(pathname);
  if (prefixed?.[1]) {
    const segment = decode(prefixed[1]);
    return segment === null ? null : { segment, ifUnknown: 'not-found-page' };
  }
  const single = SINGLE.exec(pathname);
  const segment = single?.[1] ? decode(single[1]) : null;
  if (segment === null || RESERVED_USERNAMES.has(segment.toLowerCase())) return null;
  if (PUBLIC_PORTFOLIO_PATTERN.test(segment)) return { segment, ifUnknown: 'not-found-page' };
  return portfolioSegmentSchema.safeParse(segment).success ? { segment, ifUnknown: 'pass' } : null;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
