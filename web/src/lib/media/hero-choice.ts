import type { ColorPalette } from '@lumafolio/contracts';
import type { ResponsiveImageData } from './image-sources';

/** A hero banner as the hero endpoints return it (a global banner or a selection). */
export interface HeroLike extends ResponsiveImageData {
  name?: string;
  description?: string;
  colorPalette?: ColorPalette | null;
}

/**
 * The hero to show (spec 01 §4): the first candidate that has an image, in the order given
 * (portfolio owner's selection, the signed-in user's, the default banner); null when none
 * has one (the page shows no image).
 */
export function chooseHero(...candidates: ReadonlyArray<HeroLike | null | undefined>): HeroLike | null {
  return candidates.find((candidate): candidate is HeroLike => Boolean(candidate?.url)) ?? null;
}
