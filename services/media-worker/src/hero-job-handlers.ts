import type { MediaQueue } from '@lumafolio/contracts';
import type { JobHandlers } from '@lumafolio/server-common';
import { createHeroOptimiseProcessor } from './hero-optimise.processor.js';
import { createHeroPaletteProcessor, type HeroPaletteDeps } from './hero-palette.processor.js';

export type HeroJobHandlers = Pick<JobHandlers<MediaQueue>, 'hero-optimise' | 'hero-palette'>;

/** The processors of the hero banner jobs (queued by the portfolio service on the media queue). */
export function createHeroJobHandlers(deps: HeroPaletteDeps): HeroJobHandlers {
  return {
    'hero-optimise': createHeroOptimiseProcessor(deps),
    'hero-palette': createHeroPaletteProcessor(deps),
  };
}
