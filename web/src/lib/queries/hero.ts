import type { HeroImage, HeroSelection } from '@lumafolio/contracts';
import { DEFAULT_HERO_PATH, heroSelectionOfPath, USER_HERO_SELECTION_PATH } from '@lumafolio/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from './query-fns';

/**
 * Hero banner queries (spec 01 §7), shared by the account's hero section and the visitor
 * pages. A failed hero fetch shows no image and no message (spec 01 §8), so visitor pages
 * treat errors as "no hero" rather than retrying loudly.
 */
export const HERO_IMAGES_URL = '/api/hero-images';

/** GET /api/hero-images: the global banners. */
export function heroImagesQueryOptions() {
  return queryOptions({ queryKey: [HERO_IMAGES_URL] as const, queryFn: jsonQueryFn<HeroImage[]>() });
}

/** GET /api/hero-images/default: the default banner; non-OK leaves no hero. */
export function defaultHeroQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [DEFAULT_HERO_PATH] as const,
    queryFn: jsonQueryFn<HeroImage>(),
    retry: false,
    enabled,
  });
}

/** GET /api/user/hero-selection: the signed-in user's hero; 401 → null (fall back to the default). */
export function userHeroSelectionQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [USER_HERO_SELECTION_PATH] as const,
    queryFn: jsonQueryFn<HeroSelection>(),
    retry: false,
    enabled,
  });
}

/** GET /api/user/hero-selection/{userId}: a portfolio owner's hero, for visitors. */
export function heroSelectionOfQueryOptions(userId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [heroSelectionOfPath(userId ?? '')] as const,
    queryFn: jsonQueryFn<HeroSelection>(),
    retry: false,
    enabled: enabled && Boolean(userId),
  });
}
