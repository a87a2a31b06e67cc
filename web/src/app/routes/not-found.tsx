import { PortfolioNotFound } from '@/components/errors/portfolio-not-found';

/** Any path no other route matches. */
export function NotFoundRoute() {
  return <PortfolioNotFound />;
}
