import type { AdminHeroBanner } from '@lumafolio/contracts';
import { apiRequest } from '@/lib/api-client';
import { postFormWithProgress } from '@/lib/upload-with-progress';
import { ADMIN_HERO_IMAGES_PATH } from '@/lib/queries/admin-hero-banners';

export { ADMIN_HERO_IMAGES_PATH, adminHeroBannersQueryOptions } from '@/lib/queries/admin-hero-banners';

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
