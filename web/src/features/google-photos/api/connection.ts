import { GOOGLE_PHOTOS_CONNECTION_PATH, GOOGLE_PHOTOS_DISCONNECT_PATH, type GooglePhotosConnection } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jsonQueryFn } from '@/lib/queries/query-fns';

/** GET /api/google-photos/connection: whether Google Photos is enabled and connected (null when signed out). */
export function googlePhotosConnectionQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [GOOGLE_PHOTOS_CONNECTION_PATH] as const,
    queryFn: jsonQueryFn<GooglePhotosConnection>(),
    enabled,
  });
}

/** POST /api/google-photos/disconnect: revokes the grant; picked sets and imported photos stay. */
export const disconnectGooglePhotos = () => apiRequest<{ disconnected: true }>('POST', GOOGLE_PHOTOS_DISCONNECT_PATH);
