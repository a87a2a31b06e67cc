import type { MovePhotoRequest, Photo, PortfolioCategory } from '@lumafolio/contracts';
import { portfolioCategoriesPath } from '@lumafolio/contracts/paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { everyMyPhotosList, myPhotosQueryOptions } from '@/lib/queries/my-photos';
import { failingWith } from '@/lib/queries/query-fns';

/** The public photos of one category (null: all of them) in the portfolio's order, a page at a time. */
export function orderedPhotosQueryOptions(category: string | null) {
  return myPhotosQueryOptions({ visibility: 'public', category });
}

/** GET /api/portfolio/{username}/categories: the categories one's public photos use. */
export function orderCategoriesQueryOptions(username: string) {
  return queryOptions({
    queryKey: [portfolioCategoriesPath(username)] as const,
    queryFn: failingWith<PortfolioCategory[] | null>('Failed to fetch categories'),
  });
}

/** POST /api/user/photos/{id}/move: then every My Photos list is asked for again, in the new order. */
export function useMovePhoto() {
  const queryClient = useQueryClient();
  return useMutation<Photo, unknown, { id: string; move: MovePhotoRequest }>({
    mutationFn: ({ id, move }) => apiRequest<Photo>('POST', `/api/user/photos/${encodeURIComponent(id)}/move`, move),
    retry: false,
    onSettled: () => queryClient.invalidateQueries(everyMyPhotosList),
  });
}
