import { isCustomHeroId, type Photo } from '@lumafolio/contracts';

export type HeroOption = 'global' | 'custom';

export interface HeroChoice {
  option: HeroOption;
  heroImageId: string | null;
  photoId: string | null;
}

/** Save needs a selection for the chosen option, and waits while a save is running (spec 01 §4/§5). */
export function canSaveHero(choice: HeroChoice, saving: boolean): boolean {
  if (saving) return false;
  return choice.option === 'global' ? choice.heroImageId !== null : choice.photoId !== null;
}

/** The 'Custom Photo' badge: the active hero is one of the user's own photos. */
export const isCustomPhotoHero = (heroId: string | null | undefined): boolean => Boolean(heroId && isCustomHeroId(heroId));

/** Only processed photos can become a banner. */
export const heroCandidates = (photos: readonly Photo[] | null | undefined): Photo[] =>
  (photos ?? []).filter((p) => p.status === 'ready' && p.variants.length > 0);

/** `srcset` from responsive variants, smallest first. */
export function srcSetOf(variants: ReadonlyArray<{ width: number; url: string }>): string | undefined {
  if (variants.length === 0) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** A palette percentage as shown next to its colour. */
export const formatPercentage = (value: number): string => `${Number(value.toFixed(1))}%`;
