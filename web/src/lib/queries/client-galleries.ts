import type { OwnClientGallery } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from './query-fns';

/**
 * GET /api/client-galleries: the signed-in photographer's galleries. Shared by the galleries
 * screen and My Photos' bulk actions (add the selection to one), so it lives outside both.
 */
export const CLIENT_GALLERIES_URL = '/api/client-galleries';

export function clientGalleriesQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({ queryKey: [CLIENT_GALLERIES_URL] as const, queryFn: jsonQueryFn<OwnClientGallery[]>(), enabled });
}
