import { lineText, serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { pageQuerySchema, pageRequestSchema, pageSchema } from '../paging/page.js';
import { categoryIdSchema } from './categories.js';
import { photoSchema } from './photo.schema.js';

/** My Photos' search: a few words matched in titles, descriptions and tags (the owner's and the AI's). */
export const PHOTO_SEARCH_MAX = 100;

export const photoVisibilitySchema = z.enum(['public', 'private']);

/** GET /api/user/photos: category, visibility and search are applied by the server. */
export const myPhotosQuerySchema = pageQuerySchema.extend({
  category: categoryIdSchema.optional(),
  visibility: photoVisibilitySchema.optional(),
  q: lineText().max(PHOTO_SEARCH_MAX, `Search for at most ${PHOTO_SEARCH_MAX} characters.`).optional(),
});
export type MyPhotosQuery = z.input<typeof myPhotosQuerySchema>;

/** GET /api/portfolio/{username}/photos: a portfolio's public photos, newest first. */
export const portfolioPhotosQuerySchema = pageQuerySchema.extend({
  category: categoryIdSchema.optional(),
  featured: z.enum(['true', 'false']).optional(),
});

/** GET /api/photos: `featured=true` (category all) or `category={id}`. */
export const homePhotosQuerySchema = pageQuerySchema.extend({
  featured: z.enum(['true', 'false']).optional(),
  category: categoryIdSchema.optional(),
});

export const photoPageSchema = pageSchema(photoSchema);
export type PhotoPage = z.infer<typeof photoPageSchema>;

/** My Photos' page; the first one also counts the filtered photos that are public and featured. */
export const myPhotosPageSchema = photoPageSchema.extend({
  counts: z.object({ public: z.number().int(), featured: z.number().int() }).nullable(),
});
export type MyPhotosPage = z.infer<typeof myPhotosPageSchema>;

const userId = serverText().min(1);

export const listMyPhotosRpc = defineRpc(
  'media.photos.list-mine.v2',
  z
    .object({
      userId,
      filter: z
        .object({
          category: categoryIdSchema.optional(),
          visibility: photoVisibilitySchema.optional(),
          search: serverText().max(PHOTO_SEARCH_MAX).optional(),
        })
        .strict()
        .default({}),
      page: pageRequestSchema.prefault({}),
    })
    .strict(),
  myPhotosPageSchema,
);

/**
 * Visitor galleries: public photos only, newest first. `featuredFirst` puts the featured
 * ones first (a signed-in user's own home feed).
 */
export const listPublicPhotosRpc = defineRpc(
  'media.photos.list-public.v2',
  z
    .object({
      ownerId: serverText().optional(),
      category: categoryIdSchema.optional(),
      featuredOnly: z.boolean().default(false),
      featuredFirst: z.boolean().default(false),
      page: pageRequestSchema.prefault({}),
    })
    .strict(),
  photoPageSchema,
);

/** The categories a portfolio's public photos use, with how many photos each has. */
export const PORTFOLIO_CATEGORIES_MAX = 200;
export const portfolioCategorySchema = z.object({ category: serverText(), count: z.number().int().nonnegative() });
export type PortfolioCategory = z.infer<typeof portfolioCategorySchema>;
export const listPublicCategoriesRpc = defineRpc(
  'media.photos.public-categories.v1',
  z.object({ ownerId: serverText().min(1) }).strict(),
  z.array(portfolioCategorySchema).max(PORTFOLIO_CATEGORIES_MAX),
);
