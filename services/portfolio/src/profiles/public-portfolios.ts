import type { PublicPortfolio } from '@lumafolio/contracts';

export interface OwnerActivity {
  userId: string;
  /** ISO date of the latest change to one of the owner's public photos. */
  lastModified: string;
}

export interface OwnerPath {
  userId: string;
  portfolioPath: string;
  /** ISO date of the owner's latest profile change. */
  updatedAt: string;
}

/**
 * Joins owners of public photos with their portfolio paths: a portfolio changed when its
 * profile or one of its public photos did, whichever is later. Owners without a path
 * (deleted meanwhile) are left out. Most recently changed first.
 */
export function publicPortfolios(owners: readonly OwnerActivity[], paths: readonly OwnerPath[]): PublicPortfolio[] {
  const pathByUser = new Map(paths.map((path) => [path.userId, path]));
  const portfolios: PublicPortfolio[] = [];
  for (const owner of owners) {
    const path = pathByUser.get(owner.userId);
    if (!path) continue;
    const lastModified = path.updatedAt > owner.lastModified ? path.updatedAt : owner.lastModified;
    portfolios.push({ path: path.portfolioPath, lastModified });
  }
  return portfolios.sort((a, b) => (a.lastModified < b.lastModified ? 1 : a.lastModified > b.lastModified ? -1 : 0));
}
