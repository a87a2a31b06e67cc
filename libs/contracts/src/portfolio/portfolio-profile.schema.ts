import { z } from 'zod';
import { lineText, serverText, verbatimText } from '../text/clean-text.js';

export const SOCIAL_LINK_MAX = 200;
export const SOCIAL_LINK_INVALID = 'Enter a full http(s) URL, a handle or a host name.';

/**
 * instagram / twitter / website (spec 01 §3 "Portfolio profile"): a full http(s) URL or a
 * bare handle or host ("@jane", "jane.photo", "jane.photo/about"). Empty clears the link.
 * Never another scheme: these become href attributes on public pages.
 */
export const socialLinkSchema = lineText()
  .max(SOCIAL_LINK_MAX, `Links are at most ${SOCIAL_LINK_MAX} characters.`)
  .regex(/^$|^https?:\/\/[^\s<>"'`]+$|^@?[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}(\/[^\s<>"'`]*)?$/, SOCIAL_LINK_INVALID);

/** GET /api/portfolio/{username}: what a visitor sees of a photographer (spec 01 §3). */
export const portfolioProfileSchema = z.object({
  id: serverText(),
  username: serverText(),
  firstName: serverText().nullable(),
  lastName: serverText().nullable(),
  tagline: serverText().nullable(),
  /** The user's bio. */
  aboutMe: serverText().nullable(),
  /** URL of the profile picture, or null. */
  profileImage: serverText().nullable(),
  instagram: serverText().nullable(),
  twitter: serverText().nullable(),
  website: serverText().nullable(),
  /** The canonical public path of this portfolio (spec 01 §3), e.g. "/jane". */
  portfolioPath: serverText(),
  /**
   * Only when the segment asked for is a username this photographer gave up (ADR 45): the
   * portfolio has moved to `portfolioPath`, and a visitor is sent there (HTTP 301 for pages).
   */
  movedTo: serverText().optional(),
});
export type PortfolioProfile = z.infer<typeof portfolioProfileSchema>;

const PORTFOLIO_NOT_FOUND = 'Portfolio not found.';

/**
 * A portfolio path segment as typed in a URL (decoded): "/{username}", "/{first}-{last}",
 * "/{first}.{last}" or "/{id}". Matching is case-insensitive. Names may hold spaces,
 * apostrophes and accents ("/anna%20maria-smith", "/o'brien.kate").
 */
export const portfolioSegmentSchema = verbatimText()
  .trim()
  .min(1)
  .max(120)
  // The documented pattern is one every OpenAPI tool compiles (Python's `re` has no
  // `\p{…}`): the allowed ASCII, or anything beyond ASCII. The refinement, which the
  // document does not carry, keeps beyond ASCII to letters, marks and digits.
  // eslint-disable-next-line no-control-regex -- the range is all of ASCII, not a search for controls
  .regex(/^(?:[A-Za-z0-9_.' -]|[^\x00-\x7f])+$/, PORTFOLIO_NOT_FOUND)
  .refine((segment) => /^[\p{L}\p{M}\p{N}_.' -]+$/u.test(segment), PORTFOLIO_NOT_FOUND);
