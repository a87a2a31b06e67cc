import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { isPortfolioSegment } from '@/lib/portfolio-segment';

const PortfolioNotFound = lazy(async () => ({ default: (await import('@/components/errors/portfolio-not-found')).PortfolioNotFound }));

/** /portfolio/{username} and /{username}: a photographer's public portfolio (spec 01 §2). */
export function PortfolioRoute() {
  const { username } = useParams();
  if (!isPortfolioSegment(username)) {
    return (
      <Suspense fallback={null}>
        <PortfolioNotFound />
      </Suspense>
    );
  }
  // A new portfolio starts afresh (lightbox closed, its own category).
  return <PortfolioPage key={username.toLowerCase()} segment={username} />;
}
