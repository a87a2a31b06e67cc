import type { PhotoPage } from '@lumafolio/contracts';
import { homePhotosPath } from '@lumafolio/contracts/paths';
import { ALL_CATEGORIES } from '@/lib/gallery/category-text';
import { pagedQueryOptions } from '@/lib/queries/paged';

/**
 * GET /api/photos (spec 01 §7), a page at a time: `featured=true` for all, else
 * `category={id}`. Visitors get public photos (only featured ones for all); a signed-in user
 * gets their own public photos, featured first (the server decides by the session).
 */
export function homePhotosUrl(category: string): string {
  return homePhotosPath(category === ALL_CATEGORIES ? null : category);
}

export function homePhotosQueryOptions(category: string) {
  return pagedQueryOptions<PhotoPage>(homePhotosUrl(category), { failure: 'Failed to fetch photos' });
}
