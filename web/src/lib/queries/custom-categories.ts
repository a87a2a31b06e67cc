import type { CustomCategory } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from './query-fns';

export const CUSTOM_CATEGORIES_URL = '/api/categories/custom';

/** GET /api/categories/custom: the signed-in user's own categories (only fetched when signed in). */
export function customCategoriesQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [CUSTOM_CATEGORIES_URL] as const,
    queryFn: jsonQueryFn<CustomCategory[]>(),
    enabled,
  });
}
