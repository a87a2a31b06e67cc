import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { colorPaletteSchema, photoIdSchema } from '../media/photo.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { extractColorsResponseSchema, heroImageIdSchema, heroImageSchema, heroSelectionSchema, setHeroResponseSchema } from './hero.schema.js';

const userId = serverText().min(1);
const heroId = heroImageIdSchema;

/** One stored hero rendition as services pass it to each other (storage keys never reach HTTP clients). */
export const storedHeroVariantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(['webp', 'avif', 'jpeg']),
  key: serverText().min(1),
  bytes: z.number().int().nonnegative(),
});
export type StoredHeroVariant = z.infer<typeof storedHeroVariantSchema>;

/** A banner's renditions: what the media worker makes of a source image. */
export const heroRenditionsShape = {
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** ThumbHash, base64. */
  placeholder: serverText().nullable(),
  variants: z.array(storedHeroVariantSchema).min(1),
};

/** The hero a user's portfolio shows: their choice, else the default banner, else none. */
export const getHeroSelectionRpc = defineRpc('portfolio.hero-selection.get.v1', z.object({ userId }).strict(), heroSelectionSchema);

/** The global banners that are ready to show (variants made), default first. */
export const listHeroImagesRpc = defineRpc('portfolio.hero-images.list.v1', z.object({}).strict(), z.array(heroImageSchema));
/** The default banner; 404 when there is none (or it is not ready yet). */
export const getDefaultHeroImageRpc = defineRpc('portfolio.hero-images.default.v1', z.object({}).strict(), heroImageSchema);

export const setGlobalHeroRpc = defineRpc('portfolio.hero-selection.set-global.v1', z.object({ userId, heroImageId: heroId }).strict(), setHeroResponseSchema);
/** One of the user's own photos as their banner (copied, so it shows even while the photo is private). */
export const setCustomHeroRpc = defineRpc(
  'portfolio.hero-selection.set-custom.v1',
  z.object({ userId, photoId: photoIdSchema }).strict(),
  setHeroResponseSchema,
);

/**
 * Before one of the user's photos is deleted: a custom hero made from it goes too (its
 * copied files included), so the owner falls back to the default banner.
 */
export const forgetHeroPhotoRpc = defineRpc(
  'portfolio.hero-selection.forget-photo.v1',
  z.object({ userId, photoId: photoIdSchema }).strict(),
  z.object({ removed: z.boolean() }),
);

/** Queues a palette analysis of a global banner or of the user's own custom hero. */
export const extractHeroColorsRpc = defineRpc('portfolio.hero-images.extract-colors.v1', z.object({ userId, heroId }).strict(), extractColorsResponseSchema);

/**
 * Portfolio → media: copies the variants of one of the user's own, processed photos to
 * `hero/custom-{photoId}/…` (idempotent). Another user's photo is a 404; one still being
 * processed a 409.
 */
export const copyPhotoToHeroRpc = defineRpc(
  'media.photo.hero-copy.v1',
  z.object({ userId, photoId: photoIdSchema }).strict(),
  z.object({ heroId, photoId: photoIdSchema, name: serverText(), description: serverText(), ...heroRenditionsShape, palette: colorPaletteSchema.nullable() }),
);
