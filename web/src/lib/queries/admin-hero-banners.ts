import type { AdminHeroBanner, Page } from '@lumafolio/contracts';
import { pagedQueryOptions } from './paged';

/** Shared by the Hero Banners and AI Insights tabs: one list, one cache. */
export const ADMIN_HERO_IMAGES_PATH = '/api/admin/hero-images';

const REFETCH_MS = 60_000;
/** While a new banner is being processed, its image is a few seconds away. */
const PROCESSING_REFETCH_MS = 3_000;

/**
 * GET /api/admin/hero-images (spec 02 §7, §9): refetched every 60 s (every 3 s while a banner
 * is still being processed), stale after 30 s.
 */
export function adminHeroBannersQueryOptions() {
  return {
    ...pagedQueryOptions<Page<AdminHeroBanner>>(ADMIN_HERO_IMAGES_PATH, { failure: 'Failed to load hero banners' }),
    staleTime: 30_000,
    refetchInterval: (query: { state: { data?: { pages: ReadonlyArray<Page<AdminHeroBanner>> } | undefined } }) =>
      query.state.data?.pages.some((page) => page.items.some((banner) => banner.status === 'processing')) ? PROCESSING_REFETCH_MS : REFETCH_MS,
  };
}
