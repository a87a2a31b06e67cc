import { MAX_PAGE_SIZE } from '../paging/page-sizes.js';

/**
 * The URLs of the GET endpoints a visitor page reads first. The web app uses them as query
 * keys; the gateway uses the same strings to hand those answers over inside the page
 * (see boot-data.ts), so the two can never disagree about a key.
 */
/** GET /api/auth/user: who is signed in (401: nobody). */
export const CURRENT_USER_PATH = '/api/auth/user';
export const TEMPLATES_PATH = '/api/templates';
export const DEFAULT_HERO_PATH = '/api/hero-images/default';
export const USER_HERO_SELECTION_PATH = '/api/user/hero-selection';

export const portfolioProfilePath = (segment: string) => `/api/portfolio/${encodeURIComponent(segment)}`;
/**
 * The first page of a portfolio's public photos (all, one category's, or the featured ones);
 * later pages add `cursor=` to it.
 */
export const portfolioPhotosPath = (segment: string, filter: { category?: string | null; featured?: boolean } = {}) => {
  const base = `${portfolioProfilePath(segment)}/photos`;
  if (filter.featured) return `${base}?featured=true`;
  return filter.category ? `${base}?category=${encodeURIComponent(filter.category)}` : base;
};
/** The categories a portfolio's public photos use, with their counts. */
export const portfolioCategoriesPath = (segment: string) => `${portfolioProfilePath(segment)}/categories`;
export const portfolioTemplatePath = (userId: string) => `/api/portfolio/template/${encodeURIComponent(userId)}`;
export const heroSelectionOfPath = (userId: string) => `${USER_HERO_SELECTION_PATH}/${encodeURIComponent(userId)}`;
/** GET /api/photos, first page: every featured photo (category 'all'), else one category's. */
export const homePhotosPath = (category: string | null) =>
  category === null ? '/api/photos?featured=true' : `/api/photos?category=${encodeURIComponent(category)}`;

/** GET /api/user/photos, first page: My Photos with the server's filters (none: every photo). */
export const MY_PHOTOS_PATH = '/api/user/photos';
export const myPhotosPath = (filter: { category?: string | null; visibility?: 'public' | 'private' | null; q?: string | null; limit?: number } = {}) => {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.visibility) query.set('visibility', filter.visibility);
  const q = filter.q?.trim();
  if (q) query.set('q', q);
  if (filter.limit) query.set('limit', String(filter.limit));
  const text = query.toString();
  return text ? `${MY_PHOTOS_PATH}?${text}` : MY_PHOTOS_PATH;
};

/**
 * A later page of a paged list: its first page's path with the cursor the previous page ended
 * at. Later pages are the largest allowed (unless the first page set its own size): the first
 * page is small for a fast first screen, and bigger later ones save round trips to a visitor
 * who scrolls far.
 */
export const nextPagePath = (firstPagePath: string, cursor: string) => {
  const [pathname, search = ''] = firstPagePath.split('?');
  const query = new URLSearchParams(search);
  query.set('cursor', cursor);
  if (!query.has('limit')) query.set('limit', String(MAX_PAGE_SIZE));
  return `${pathname}?${query.toString()}`;
};

/** Server-Sent Events: one event named `photo` (the photo itself) each time one of the user's uploads has finished processing. */
export const PHOTO_EVENTS_PATH = '/api/user/photos/events';
export const PHOTO_PROCESSED_EVENT = 'photo';
