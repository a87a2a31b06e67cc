import { lineText, multilineText, serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { adminHeroBannerSchema, newHeroBannerSchema } from '../portfolio/hero-admin.rpc.js';
import { heroImageIdSchema } from '../portfolio/hero.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { adminActorSchema } from './admin-audit.js';

export const HERO_NAME_REQUIRED = 'Please give the banner a name.';
export const HERO_SOURCE_REQUIRED = 'Choose an image file or enter an image URL.';
export const HERO_ONE_SOURCE = 'Choose either an image file or an image URL, not both.';
export const DEFAULT_HERO_MISSING = 'Missing information: Please provide both image URL and title.';

/** The text fields of POST /api/admin/hero-images/upload (multipart: name, description, and an `image` file or `imageUrl`). */
export const heroUploadFieldsSchema = z.object({
  name: lineText({ error: HERO_NAME_REQUIRED }).min(1, HERO_NAME_REQUIRED).max(100, 'Keep the banner name under 100 characters.'),
  description: multilineText().max(500, 'Keep the description under 500 characters.').default(''),
  imageUrl: verbatimText()
    .trim()
    .max(2048, 'This address is too long.')
    .optional()
    .transform((url) => url || undefined),
});
export type HeroUploadFields = z.infer<typeof heroUploadFieldsSchema>;

/** POST /api/hero-images/default: the hidden default-hero form (spec 02 §5). */
export const defaultHeroRequestSchema = z.object({
  imageUrl: verbatimText({ error: DEFAULT_HERO_MISSING }).trim().min(1, DEFAULT_HERO_MISSING).max(2048, 'This address is too long.'),
  title: lineText({ error: DEFAULT_HERO_MISSING }).min(1, DEFAULT_HERO_MISSING).max(100, 'Keep the title under 100 characters.'),
});
export type DefaultHeroRequest = z.infer<typeof defaultHeroRequestSchema>;

/** Where an added banner came from, for the audit log. */
const heroSourceLabel = z.object({ source: serverText().max(300) });

export const listAdminHeroBannersRpc = defineRpc('admin.hero-banners.list.v1', pageRequestSchema, pageSchema(adminHeroBannerSchema));
export const createAdminHeroBannerRpc = defineRpc(
  'admin.hero-banners.create.v1',
  newHeroBannerSchema.extend(adminActorSchema.shape).extend(heroSourceLabel.shape),
  adminHeroBannerSchema,
);
export const setDefaultAdminHeroBannerRpc = defineRpc(
  'admin.hero-banners.set-default.v1',
  adminActorSchema.extend({ heroId: heroImageIdSchema }).strict(),
  adminHeroBannerSchema,
);
export const deleteAdminHeroBannerRpc = defineRpc(
  'admin.hero-banners.delete.v1',
  adminActorSchema.extend({ heroId: heroImageIdSchema }).strict(),
  z.object({ id: serverText(), name: serverText() }),
);
