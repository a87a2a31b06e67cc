import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';

/** A portfolio worth listing in the sitemap: its owner has at least one public photo. */
export const publicPortfolioSchema = z.object({
  /** The canonical path, e.g. "/jane-doe". */
  path: serverText(),
  /** ISO date of the latest change to the profile or a public photo. */
  lastModified: serverText(),
});
export type PublicPortfolio = z.infer<typeof publicPortfolioSchema>;

/** Public portfolios, most recently changed first (at most PORTFOLIO_PATHS_MAX). */
export const listPublicPortfoliosRpc = defineRpc('portfolio.public-portfolios.list.v1', z.object({}).strict(), z.array(publicPortfolioSchema));
