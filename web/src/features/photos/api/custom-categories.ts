import type { CustomCategory } from '@lumafolio/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jsonQueryFn } from '@/lib/queries/query-fns';

export const CUSTOM_CATEGORIES_URL = '/api/categories/custom';
const customCategoryUrl = (id: string) => `${CUSTOM_CATEGORIES_URL}/${encodeURIComponent(id)}`;

/** GET /api/categories/custom: the signed-in user's own categories (only fetched when signed in). */
export function customCategoriesQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [CUSTOM_CATEGORIES_URL] as const,
    queryFn: jsonQueryFn<CustomCategory[]>(),
    enabled,
  });
}

/** A change of the categories: the list is asked for again whether it worked or not. */
function useCategoryMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, V>({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customCategoriesQueryOptions().queryKey }),
  });
}

/** POST /api/categories/custom { label, description } */
export const useCreateCategory = () =>
  useCategoryMutation((label: string) => apiRequest<CustomCategory>('POST', CUSTOM_CATEGORIES_URL, { label, description: `Custom category: ${label}` }));

/** PATCH /api/categories/custom/{id} { label } */
export const useRenameCategory = () =>
  useCategoryMutation(({ id, label }: { id: string; label: string }) => apiRequest<CustomCategory>('PATCH', customCategoryUrl(id), { label }));

/** DELETE /api/categories/custom/{id} */
export const useDeleteCategory = () => useCategoryMutation((id: string) => apiRequest('DELETE', customCategoryUrl(id)));
