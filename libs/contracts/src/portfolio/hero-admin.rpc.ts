import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { colorPaletteSchema } from '../media/photo.schema.js';
import { heroSignalsSchema } from './hero-signals.js';
import { heroImageIdSchema, heroImageSchema } from './hero.schema.js';

/** A banner as the Hero Banners tab shows it: also while its variants are being made. */
export const adminHeroBannerSchema = heroImageSchema.extend({
  /** 'processing' until the media worker's variants exist (no image to show yet). */
  status: z.enum(['processing', 'ready']),
  /** Seeded with the platform, or added by an admin (upload or URL). */
  origin: z.enum(['seeded', 'added']),
  /** Added with "make it the default": it becomes the default once processed. */
  promoteWhenReady: z.boolean(),
  createdAt: serverText(),
});
export type AdminHeroBanner = z.infer<typeof adminHeroBannerSchema>;

/** What the media worker's hero jobs decode: no HEIC or TIFF banners. */
export const HERO_BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type HeroBannerType = (typeof HERO_BANNER_TYPES)[number];

/** Where an added banner's source is stored (by the gateway, or by portfolio for a URL, before the document exists). */
export const heroAddedSourceKey = (heroId: string): string => `hero/${heroId}/source`;
/** Ids of banners added by an admin: never a seeded slug, never a custom hero. */
export const ADDED_HERO_ID_PATTERN = /^banner-[0-9a-f-]{36}$/;

export const newHeroBannerSchema = z
  .object({
    heroId: heroImageIdSchema.regex(ADDED_HERO_ID_PATTERN),
    name: serverText().trim().min(1).max(100),
    description: serverText().trim().max(500),
    /** SHA-256 (hex) of the stored source. */
    sourceHash: verbatimText().regex(/^[a-f0-9]{64}$/),
    /** Becomes the default as soon as its variants exist (the default-hero form). */
    makeDefault: z.boolean(),
  })
  .strict();
export type NewHeroBanner = z.infer<typeof newHeroBannerSchema>;

const heroIdPayload = z.object({ heroId: heroImageIdSchema }).strict();

/** The admin list of banners, oldest first (the seeded ones at the top). */
export const listHeroBannersRpc = defineRpc('portfolio.hero-banners.list.v1', pageRequestSchema, pageSchema(adminHeroBannerSchema));
/** Writes the banner's document (its source is at heroAddedSourceKey) and queues its variants and palette; 409 when the id is taken. */
export const createHeroBannerRpc = defineRpc('portfolio.hero-banners.create.v1', newHeroBannerSchema, adminHeroBannerSchema);
/** Moves the one default flag to this banner in a single update; 409 while it is still being processed. */
export const setDefaultHeroBannerRpc = defineRpc('portfolio.hero-banners.set-default.v1', heroIdPayload, adminHeroBannerSchema);
/** Deletes a banner and its files; the default is refused with a 409. */
export const deleteHeroBannerRpc = defineRpc('portfolio.hero-banners.delete.v1', heroIdPayload, z.object({ id: serverText(), name: serverText() }));

/** A global banner with what is known of its image: the inputs of the AI Insights tab (ADR 30). */
export const heroBannerSignalsSchema = z.object({
  id: serverText(),
  name: serverText(),
  description: serverText(),
  isDefault: z.boolean(),
  /** The largest rendition's URL; null while the banner is being processed. */
  url: serverText().nullable(),
  colorPalette: colorPaletteSchema.nullable(),
  colorAnalysisComplete: z.boolean(),
  /** Null until the media worker has measured the banner (with its palette). */
  signals: heroSignalsSchema.nullable(),
});
export type HeroBannerSignals = z.infer<typeof heroBannerSignalsSchema>;

/** Every global banner (a handful), the default first, with its palette and measured signals. */
export const listHeroBannerSignalsRpc = defineRpc('portfolio.hero-banners.signals.v1', z.object({}).strict(), z.array(heroBannerSignalsSchema).max(500));

/** How long fetching a banner's URL may take, redirects included (ADR 26). */
export const HERO_URL_FETCH_TIMEOUT_MS = 15_000;
/**
 * Downloads the image at an admin's banner URL, once, with the address policy of ADR 26, and
 * leaves the bytes where the new banner's source goes (`heroAddedSourceKey(heroId)`; no image
 * travels over NATS), answering their size and SHA-256 (hex). The caller has them checked and
 * removes them after a refusal. A URL refused or not fetched is a 400 with the reason; a
 * `heroId` whose source exists already a 409.
 */
export const fetchHeroBannerUrlRpc = defineRpc(
  'portfolio.hero-banners.fetch-url.v2',
  z.object({ url: verbatimText().min(1).max(4096), heroId: heroImageIdSchema.regex(ADDED_HERO_ID_PATTERN) }).strict(),
  z.object({ bytes: z.number().int().nonnegative(), sourceHash: verbatimText().regex(/^[a-f0-9]{64}$/) }).strict(),
);
