import { RESERVED_USERNAMES } from '@lumafolio/contracts';

/** A portfolio address as requested: "/portfolio" or not, the segment, then any sub-path and query. */
const PORTFOLIO_URL = /^(\/portfolio)?\/[^/?]+([/?].*)?$/s;
/** A path of this site: one leading "/", printable ASCII only (so never "//host" or "/\host"). */
const LOCAL_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/**
 * Where a request for a moved portfolio (ADR 45) is sent: the same URL with the old segment
 * replaced by the portfolio's current path, keeping the "/portfolio" prefix, any sub-path
 * and the query. Null (no redirect) when the result would not be a plain path of this site.
 */
export function movedPortfolioLocation(url: string, movedTo: string): string | null {
  const match = PORTFOLIO_URL.exec(url);
  if (!match || !LOCAL_PATH.test(movedTo)) return null;
  const location = `${match[1] ?? ''}${movedTo}${match[2] ?? ''}`;
  return LOCAL_PATH.test(location) ? location : null;
}

const UNDER_PORTFOLIO = /^(?:\/portfolio)?\/([^/?]+)\/[^?]*(\?.*)?$/s;

/**
 * The decoded portfolio segment of an address below a portfolio ("/jane/…",
 * "/portfolio/jane/…"); null for the app's own routes ("/admin/dashboard") and anything else.
 */
export function segmentUnderPortfolio(url: string): string | null {
  const raw = UNDER_PORTFOLIO.exec(url)?.[1];
  if (!raw) return null;
  try {
    const segment = decodeURIComponent(raw);
    return RESERVED_USERNAMES.has(segment.toLowerCase()) ? null : segment;
  } catch {
    return null;
  }
}
