import type { PhotoPage, PortfolioCategory, PortfolioProfile } from '@lumafolio/contracts';
import { portfolioCategoriesPath, portfolioPhotosPath, portfolioProfilePath } from '@lumafolio/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { QUERY_RETRIES } from '@/lib/query-client';
import { pagedQueryOptions } from '@/lib/queries/paged';
import { failingWith, jsonQueryFn } from '@/lib/queries/query-fns';

/** Only a lost connection or a server failure is worth another try; a 404 is an answer. */
function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return !isApiError(error) || error.isNetworkError || error.status >= 500;
}

/** GET /api/portfolio/{username}: the photographer's public profile (404: no such portfolio). */
export function portfolioProfileQueryOptions(segment: string) {
  return queryOptions({
    queryKey: [portfolioProfilePath(segment)] as const,
    queryFn: jsonQueryFn<PortfolioProfile>(),
    retry: retryUnlessAnswered,
  });
}

export interface PortfolioPhotosFilter {
  /** One category's photos (null: all). */
  category?: string | null;
  /** The featured ones (slideshows, the monochrome viewer). */
  featured?: boolean;
}

/**
 * GET /api/portfolio/{username}/photos, a page at a time, newest first: all their public
 * photos, one category's, or the featured ones. Asked for once the profile has loaded.
 */
export function portfolioPhotosQueryOptions(segment: string, filter: PortfolioPhotosFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return pagedQueryOptions<PhotoPage>(portfolioPhotosPath(segment, filter), { failure: 'Failed to fetch user photos', enabled });
}

/** GET /api/portfolio/{username}/categories: the categories their public photos use (the filter's choices). */
export function portfolioCategoriesQueryOptions(segment: string, { enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [portfolioCategoriesPath(segment)] as const,
    queryFn: failingWith<PortfolioCategory[] | null>('Failed to fetch categories'),
    enabled,
  });
}
