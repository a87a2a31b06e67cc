import type { Photo } from '@lumafolio/contracts';
import { homePhotosPath } from '@lumafolio/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { ALL_CATEGORIES } from '../../../lib/gallery/category-text';
import { failingWith } from '../../../lib/queries/query-fns';

/**
 * GET /api/photos (spec 01 §7): `featured=true` for all, else `category={id}`. Visitors get
 * public photos (only featured ones for all); a signed-in user gets their own public photos,
 * featured first (the server decides by the session).
 */
export function homePhotosUrl(category: string): string {
  return homePhotosPath(category === ALL_CATEGORIES ? null : category);
}

export function homePhotosQueryOptions(category: string) {
  return queryOptions({
    queryKey: [homePhotosUrl(category)] as const,
    queryFn: failingWith<Photo[] | null>('Failed to fetch photos'),
  });
}
