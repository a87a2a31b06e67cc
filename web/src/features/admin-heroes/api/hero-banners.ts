import type { AdminHeroBanner, Page } from '@lumafolio/contracts';
import { apiRequest } from '../../../lib/api-client';
import { postFormWithProgress } from '../../../lib/upload-with-progress';
import { pagedQueryOptions } from '../../../lib/queries/paged';

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

export interface NewBanner {
  name: string;
  description: string;
  file: File | null;
  imageUrl: string;
}

/**
 * POST /api/admin/hero-images/upload (multipart: name, description, and `image` or
 * `imageUrl`), with upload progress. The text
 * fields go first, so the gateway has them before the file.
 */
export function uploadHeroBanner(banner: NewBanner, onProgress: (percent: number) => void): Promise<AdminHeroBanner> {
  const form = new FormData();
  form.append('name', banner.name);
  form.append('description', banner.description);
  if (banner.file) form.append('image', banner.file, banner.file.name);
  else form.append('imageUrl', banner.imageUrl);

  return postFormWithProgress<AdminHeroBanner>(`${ADMIN_HERO_IMAGES_PATH}/upload`, form, onProgress);
}

/** POST /api/admin/hero-images/{id}/set-default */
export const setDefaultHeroBanner = (id: string) => apiRequest<AdminHeroBanner>('POST', `${ADMIN_HERO_IMAGES_PATH}/${encodeURIComponent(id)}/set-default`);

/** DELETE /api/admin/hero-images/{id}: never the default (409 with the server's message). */
export const deleteHeroBanner = (id: string) => apiRequest<{ id: string; name: string }>('DELETE', `${ADMIN_HERO_IMAGES_PATH}/${encodeURIComponent(id)}`);

/** POST /api/hero-images/default: the hidden default-hero form (imageUrl, title). */
export const submitDefaultHeroImage = (body: { imageUrl: string; title: string }) => apiRequest<AdminHeroBanner>('POST', '/api/hero-images/default', body);
