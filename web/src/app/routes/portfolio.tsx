import { useParams } from 'react-router';
import { PortfolioNotFound } from '../../components/errors/portfolio-not-found';
import { PortfolioPage } from '../../features/portfolio/components/portfolio-page';
import { isPortfolioSegment } from '../../lib/portfolio-segment';

/** /portfolio/{username} and /{username}: a photographer's public portfolio (spec 01 §2). */
export function PortfolioRoute() {
  const { username } = useParams();
  if (!isPortfolioSegment(username)) return <PortfolioNotFound />;
  // A new portfolio starts afresh (lightbox closed, its own category).
  return <PortfolioPage key={username.toLowerCase()} segment={username} />;
}
