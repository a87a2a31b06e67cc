import { verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { colorPaletteSchema } from '../media/photo.schema.js';
import { heroRenditionsShape } from '../portfolio/hero.rpc.js';
import { heroImageIdSchema } from '../portfolio/hero.schema.js';
import { heroSignalsSchema } from '../portfolio/hero-signals.js';

export const PORTFOLIO_QUEUE = 'portfolio';

/**
 * A banner's renditions as the media worker announces them (`events.media.hero.optimised.v1`)
 * and the portfolio service, which owns the banners, queues them on its own queue to keep
 * them. `sourceHash`: the SHA-256 of the source the renditions were made from.
 */
export const heroRenditionsJobPayloadSchema = z
  .object({ heroId: heroImageIdSchema, sourceHash: verbatimText().regex(/^[a-f0-9]{64}$/), ...heroRenditionsShape })
  .strict();
export type HeroRenditionsJobPayload = z.infer<typeof heroRenditionsJobPayloadSchema>;

/**
 * The palette of a global banner or of a custom hero ("custom-…"); a global banner's
 * measured signals with it (absent from results of earlier workers and of custom heroes).
 */
export const heroPaletteJobPayloadSchema = z.object({ heroId: heroImageIdSchema, palette: colorPaletteSchema, signals: heroSignalsSchema.optional() }).strict();
export type HeroPaletteJobPayload = z.infer<typeof heroPaletteJobPayloadSchema>;

/**
 * One job per delivered result (`version`: the delivery's own id). Saving a result twice is
 * harmless, while a result must never be dropped as a repeat of an earlier one: the same
 * source may be seeded again into a fresh database.
 */
export const heroResultJobId = (name: 'hero-renditions' | 'hero-palette', heroId: string, version: string): string => `${name}-${heroId}-${version}`;
