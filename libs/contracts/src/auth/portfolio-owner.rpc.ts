import { z } from 'zod';
import { portfolioSegmentSchema } from '../portfolio/portfolio-profile.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';

/**
 * What the auth service tells other services about a portfolio's owner: public profile
 * fields only (never the e-mail, role or identity data).
 */
export const portfolioOwnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  tagline: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  website: z.string().nullable(),
  /** The canonical public path (spec 01 §3), e.g. "/jane-doe". */
  portfolioPath: z.string(),
  updatedAt: z.string(),
});
export type PortfolioOwner = z.infer<typeof portfolioOwnerSchema>;

/**
 * A portfolio path segment → its owner, case-insensitively: the segment is a user's
 * canonical portfolio path, else a username, else a user id. `owner` is null when nobody
 * matches.
 */
export const findUserByPortfolioPathRpc = defineRpc(
  'auth.user.find-by-portfolio-path.v1',
  z.object({ segment: portfolioSegmentSchema }).strict(),
  z.object({ owner: portfolioOwnerSchema.nullable() }),
);

/** The sitemap asks for at most this many portfolios in one call (NATS payloads stay well under 1 MB). */
export const PORTFOLIO_PATHS_MAX = 5_000;

/** The canonical portfolio paths of the given users (unknown ids are left out). */
export const listPortfolioPathsRpc = defineRpc(
  'auth.users.portfolio-paths.v1',
  z.object({ userIds: z.array(z.string().min(1)).max(PORTFOLIO_PATHS_MAX) }).strict(),
  z.array(z.object({ userId: z.string(), portfolioPath: z.string(), updatedAt: z.string() })),
);
