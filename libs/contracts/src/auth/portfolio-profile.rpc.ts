import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { portfolioProfileSchema, portfolioSegmentSchema } from '../portfolio/portfolio-profile.schema.js';
import { MAX_PAGE_SIZE } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';

/**
 * GET /api/portfolio/{username}: a portfolio path segment → its owner's public profile,
 * case-insensitively (the segment is a user's canonical portfolio path, else a username,
 * else a user id). Nobody's segment, or an account being deleted, answers 404
 * 'Portfolio not found.'.
 */
export const getPortfolioProfileRpc = defineRpc(
  'auth.portfolio-profile.get.v1',
  z.object({ segment: portfolioSegmentSchema }).strict(),
  portfolioProfileSchema,
);

/** The sitemap asks for at most this many portfolios in one call (NATS payloads stay well under 1 MB). */
export const PORTFOLIO_PATHS_MAX = 5_000;

/** The canonical portfolio paths of the given users (unknown ids are left out). */
export const listPortfolioPathsRpc = defineRpc(
  'auth.users.portfolio-paths.v1',
  z.object({ userIds: z.array(serverText().min(1)).max(PORTFOLIO_PATHS_MAX) }).strict(),
  z.array(z.object({ userId: serverText(), portfolioPath: serverText(), updatedAt: serverText() })),
);

/**
 * The names the given users' photos are credited to, current (full name, else username);
 * auth records them in the display-name directory as it answers. Unknown ids are left out.
 */
export const listDisplayNamesRpc = defineRpc(
  'auth.users.display-names.v1',
  z.object({ userIds: z.array(serverText().min(1)).max(MAX_PAGE_SIZE) }).strict(),
  z.array(z.object({ userId: serverText(), displayName: serverText() })),
);

/** Usernames of the given users (a page of an admin list names its photographers in one call); unknown ids are left out. */
export const listUsernamesRpc = defineRpc(
  'auth.users.usernames.v1',
  z.object({ userIds: z.array(serverText().min(1)).max(MAX_PAGE_SIZE) }).strict(),
  z.array(z.object({ userId: serverText(), username: serverText() })),
);
