import { useQuery } from '@tanstack/react-query';
import { chooseHero, type HeroLike } from '@/lib/media/hero-choice';
import { defaultHeroQueryOptions, heroSelectionOfQueryOptions, userHeroSelectionQueryOptions } from '@/lib/queries/hero';

interface HeroWants {
  isOwnPortfolio: boolean;
  /** Whether the layout shows the banner. */
  wanted: boolean;
  /** Whether its palette is wanted (the accent colour, ADR 41), shown or not. */
  paletteWanted?: boolean;
}

/**
 * The hero of a portfolio page (spec 01 §4): the owner's selection — through the signed-in
 * endpoint on one's own portfolio — else the default banner; none for templates without a
 * hero (monochrome), though its palette may still colour the page. A failure shows no image
 * and no message.
 */
export function usePortfolioHero(ownerId: string | undefined, { isOwnPortfolio, wanted: shown, paletteWanted = false }: HeroWants) {
  const wanted = shown || paletteWanted;
  const ownerSelection = useQuery(heroSelectionOfQueryOptions(ownerId, { enabled: wanted && !isOwnPortfolio }));
  const ownSelection = useQuery(userHeroSelectionQueryOptions({ enabled: wanted && isOwnPortfolio }));
  const selection = isOwnPortfolio ? ownSelection : ownerSelection;
  const needsDefault = wanted && !selection.isPending && !selection.data?.url;
  const fallback = useQuery(defaultHeroQueryOptions({ enabled: needsDefault }));
  const chosen: HeroLike | null = wanted ? chooseHero(selection.data, needsDefault ? fallback.data : null) : null;
  return {
    hero: shown ? chosen : null,
    palette: chosen?.colorPalette ?? null,
    isPending: shown && (selection.isPending || (needsDefault && fallback.isPending)),
  };
}
