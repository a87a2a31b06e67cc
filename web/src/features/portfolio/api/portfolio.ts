import type { Photo, PortfolioProfile } from '@lumafolio/contracts';
import { portfolioPhotosPath, portfolioProfilePath } from '@lumafolio/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { QUERY_RETRIES } from '../../../lib/query-client';
import { failingWith, jsonQueryFn } from '../../../lib/queries/query-fns';

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

/** GET /api/portfolio/{username}/photos: their public photos, asked for once the profile has loaded. */
export function portfolioPhotosQueryOptions(segment: string, { enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [portfolioPhotosPath(segment)] as const,
    queryFn: failingWith<Photo[] | null>('Failed to fetch user photos'),
    enabled,
  });
}
