import { portfolioPath, type PortfolioPathUser } from '@lumafolio/contracts';

/**
 * The user's canonical portfolio path as the single path segment a router hands over:
 * without the leading "/", URL-decoded and lowercased ("/anna%20maria-smith" →
 * "anna maria-smith"). Stored on the user so a visited segment is found by an index hit.
 */
export function portfolioSegmentOf(user: PortfolioPathUser): string {
  return normalisePortfolioSegment(decodeURIComponent(portfolioPath(user).slice(1)));
}

/** A segment as typed in a URL, in the stored form: trimmed and lowercased. */
export function normalisePortfolioSegment(segment: string): string {
  return segment.trim().toLowerCase();
}
