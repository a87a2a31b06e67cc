import { currentUserQueryOptions } from '../lib/auth/current-user';
import { isPublicPortfolioPath } from '../lib/auth/public-portfolio-path';
import { queryClient } from '../lib/query-client';
import { prefetchHome, prefetchPortfolio } from './prefetch';

/**
 * Imported first by main.tsx, so this runs before the rest of the app's modules evaluate
 * (React DOM, the styling system: a good half second on a slow phone). It starts what a
 * visitor page waits for — its route's code and its data, hence its hero image — so they
 * download meanwhile. The route loaders ask again and find them under way.
 */
const { pathname } = window.location;
const url = new URL(window.location.href);

const onPortfolio = isPublicPortfolioPath(pathname);
// Every other page asks who is signed in (spec 01 §4: not on portfolio pages).
if (!onPortfolio) void queryClient.prefetchQuery(currentUserQueryOptions());

if (pathname === '/') {
  void import('./routes/home');
  prefetchHome(queryClient, url);
} else if (onPortfolio) {
  void import('./routes/portfolio');
  const match = /^\/(?:portfolio\/)?([^/]+)\/?$/.exec(pathname);
  let segment: string | undefined;
  try {
    segment = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  } catch {
    segment = undefined;
  }
  prefetchPortfolio(queryClient, segment);
}
