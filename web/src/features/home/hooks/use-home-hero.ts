import { useQuery } from '@tanstack/react-query';
import { chooseHero, type HeroLike } from '@/lib/media/hero-choice';
import { defaultHeroQueryOptions, userHeroSelectionQueryOptions } from '@/lib/queries/hero';

/**
 * The home page's hero (spec 01 §4): the signed-in user's selection (a 401 answers null),
 * else the default banner, else none. Both are asked for at once so a visitor's page does
 * not wait for the 401 before asking for the default. A failure shows no image and no message.
 */
export function useHomeHero(): { hero: HeroLike | null; isPending: boolean } {
  const selection = useQuery(userHeroSelectionQueryOptions());
  const fallback = useQuery(defaultHeroQueryOptions());
  const hero = chooseHero(selection.data, fallback.data);
  const isPending = !hero && (selection.isPending || fallback.isPending);
  return { hero, isPending };
}
