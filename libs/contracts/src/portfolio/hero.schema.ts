import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { colorPaletteSchema, photoIdSchema, photoVariantSchema } from '../media/photo.schema.js';

/** Hero banner ids: global ones are slugs/hex ids; a user's own photo is "custom-{photoId}". */
export const heroImageIdSchema = verbatimText().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'Hero image not found.');
export const CUSTOM_HERO_PREFIX = 'custom-';
export const isCustomHeroId = (id: string): boolean => id.startsWith(CUSTOM_HERO_PREFIX);

/** Responsive rendition data shared by global heroes and selections (for srcset + placeholder). */
const heroRenditionFields = {
  /** The largest variant's URL; null when there is no image at all. */
  url: serverText().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** ThumbHash, base64. */
  placeholder: serverText().nullable(),
  variants: z.array(photoVariantSchema),
};

/** GET /api/hero-images (spec 01 §3 "Hero image", spec 02 §3): a global banner. */
export const heroImageSchema = z.object({
  id: serverText(),
  name: serverText(),
  description: serverText(),
  ...heroRenditionFields,
  url: serverText(),
  /** The same URL under the spelling spec 02 also uses. */
  imageUrl: serverText(),
  isDefault: z.boolean(),
  colorPalette: colorPaletteSchema.nullable(),
  colorAnalysisComplete: z.boolean(),
});
export type HeroImage = z.infer<typeof heroImageSchema>;

/**
 * GET /api/user/hero-selection[/{userId}]: the hero a portfolio shows. `source` says where
 * it came from: the user's global choice, their own photo (id "custom-…", 'Custom Photo'
 * badge), or the default banner because they chose nothing; 'none' when no hero exists
 * (url null: the page shows no image).
 */
export const heroSelectionSchema = z.object({
  id: serverText().nullable(),
  name: serverText(),
  description: serverText(),
  source: z.enum(['global', 'custom', 'default', 'none']),
  ...heroRenditionFields,
  colorPalette: colorPaletteSchema.nullable(),
  colorAnalysisComplete: z.boolean(),
});
export type HeroSelection = z.infer<typeof heroSelectionSchema>;

/** POST /api/user/hero-image/set-global */
export const setGlobalHeroRequestSchema = z.object({ heroImageId: heroImageIdSchema }).strict();
/** POST /api/user/hero-image/set-custom: body { photoId } (one of the user's own photos). */
export const setCustomHeroRequestSchema = z.object({ photoId: photoIdSchema }).strict();

/** Answer of both set-global and set-custom (spec 01 §7: `success` and `heroImageName`). */
export const setHeroResponseSchema = z.object({
  success: z.literal(true),
  heroImageName: serverText(),
  selection: heroSelectionSchema,
});
export type SetHeroResponse = z.infer<typeof setHeroResponseSchema>;

/** POST /api/hero-images/{id}/extract-colors: the palette job was queued (or already done). */
export const extractColorsResponseSchema = z.object({
  heroId: serverText(),
  status: z.enum(['queued', 'complete']),
  colorPalette: colorPaletteSchema.nullable(),
});
export type ExtractColorsResponse = z.infer<typeof extractColorsResponseSchema>;
