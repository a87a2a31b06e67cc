import type { PortfolioProfile } from '@lumafolio/contracts';
import type { FilterTone } from '@/components/gallery/category-filter';
import type { HeroLike } from '@/lib/media/hero-choice';
import type { PortfolioGallery } from '../hooks/use-portfolio-gallery';

/** What every template layout draws. */
export interface PortfolioLayoutProps {
  profile: PortfolioProfile;
  /** The hero banner (null: none, or the template has no hero). */
  hero: HeroLike | null;
  /** The hero is still being asked for: layouts keep its place so nothing moves when it comes. */
  heroPending: boolean;
  gallery: PortfolioGallery;
  /** Dark templates get white-on-transparent buttons and forms. */
  tone: FilterTone;
}

/** Default tagline of a portfolio hero (spec 01 §2, classic). */
export const DEFAULT_PORTFOLIO_TAGLINE = 'PHOTOGRAPHY PORTFOLIO';
