import { z } from 'zod';
import { heroJobPayloadSchema } from '../jobs/hero-jobs.js';
import { heroImageIdSchema } from '../portfolio/hero.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { identifier } from '../text/clean-text.js';

const accepted = z.object({ queued: z.literal(true) }).strict();

/**
 * Portfolio → media: make a banner's renditions from `sourceKey` (media queues it on its
 * own queue unless the same work is still pending). `sourceVersion` (the first 12 hex of
 * the source's SHA-256) gives a replaced source its own run. The renditions come back as
 * `events.media.hero.optimised.v1`.
 */
export const optimiseHeroRpc = defineRpc(
  'media.hero.optimise.v1',
  heroJobPayloadSchema.extend({ sourceVersion: identifier(/^[a-f0-9]{12}$/) }).strict(),
  accepted,
);

/** Portfolio → media: measure a banner's (or a custom hero's) palette; it comes back as `events.media.hero.palette-measured.v1`. */
export const measureHeroPaletteRpc = defineRpc('media.hero.palette.v1', heroJobPayloadSchema, accepted);

/** Where a banner's latest palette measure stands: measured and announced, failed for good (or no image), or still under way. */
export const heroPaletteOutcomeSchema = z.enum(['success', 'error', 'pending']);
export type HeroPaletteOutcome = z.infer<typeof heroPaletteOutcomeSchema>;

/** Admin → media: the outcome of each banner's latest palette measure (the AI Insights tab's "Extract All Colors" counts them). */
export const heroPaletteOutcomesRpc = defineRpc(
  'media.hero.palette-outcomes.v1',
  z.object({ heroIds: z.array(heroImageIdSchema).max(200) }).strict(),
  z.array(z.object({ heroId: heroImageIdSchema, outcome: heroPaletteOutcomeSchema }).strict()),
);
