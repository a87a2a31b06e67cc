import type { PhotoStats, StorageUsage } from '@lumafolio/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { jsonQueryFn } from '@/lib/queries/query-fns';

/** Stats and storage usage: only once the user is loaded; 2 retries, 1 s apart (spec 01 §7). */
const accountFigureRetries = { retry: 2, retryDelay: 1000 } as const;

/** GET /api/photos/stats: the Photo Statistics panel. */
export function photoStatsQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: ['/api/photos/stats'] as const,
    queryFn: jsonQueryFn<PhotoStats>(),
    enabled,
    ...accountFigureRetries,
  });
}

/** GET /api/user/storage-usage: the Storage Usage card. */
export function storageUsageQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: ['/api/user/storage-usage'] as const,
    queryFn: jsonQueryFn<StorageUsage>(),
    enabled,
    ...accountFigureRetries,
  });
}

/** After a photo is added, changed or removed: the stats and the usage are stale. */
export function invalidateAccountFigures(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([photoStatsQueryOptions(), storageUsageQueryOptions()].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })));
}

/** After a featured or public switch: only the stats count them. */
export function invalidatePhotoStats(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: photoStatsQueryOptions().queryKey });
}
