import { heroOptimisedEvent, heroPaletteMeasuredEvent, type HeroPaletteJobPayload, type HeroRenditionsJobPayload } from '@lumafolio/contracts';
import type { EventBus } from '@lumafolio/server-common';

/**
 * The hero jobs' results are facts of the media domain, announced for the portfolio
 * service, which owns the banners and keeps them: the worker never writes its collections,
 * calls it or adds to its queue. A lost announcement is asked for again by portfolio.
 */
export interface HeroReporter {
  saveRenditions(result: HeroRenditionsJobPayload): Promise<void>;
  savePalette(result: HeroPaletteJobPayload): Promise<void>;
}

export function announcedHeroReporter(events: EventBus): HeroReporter {
  return {
    saveRenditions: async (result) => events.publish(heroOptimisedEvent, result),
    savePalette: async (result) => events.publish(heroPaletteMeasuredEvent, result),
  };
}
