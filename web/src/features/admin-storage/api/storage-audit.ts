import type { AdminUserAudit, RegenerateFilesRequest, StorageAudit } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';

export const STORAGE_AUDIT_PATH = '/api/admin/storage/audit';
export const STORAGE_ANALYTICS_PATH = '/api/admin/storage/analytics';

/** While an audit runs, its progress is asked for this often. */
const RUNNING_REFETCH_MS = 2_000;

export const isAuditUnderWay = (audit: StorageAudit | undefined) => audit?.run?.status === 'queued' || audit?.run?.status === 'running';

/** GET /api/admin/storage/audit (spec 02 §7, §9): stale after 60 s, 3 retries; polled while an audit runs. */
export function storageAuditQueryOptions() {
  return queryOptions({
    queryKey: [STORAGE_AUDIT_PATH] as const,
    queryFn: async ({ signal }) => {
      const audit = await getJson<StorageAudit>(STORAGE_AUDIT_PATH, signal, 'throw');
      if (!audit) throw new Error('Failed to load the storage audit');
      return audit;
    },
    staleTime: 60_000,
    retry: 3,
    refetchInterval: (query) => (isAuditUnderWay(query.state.data) ? RUNNING_REFETCH_MS : false),
  });
}

/** POST /api/admin/storage/audit/run: queues the whole-store audit (or answers the one under way). */
export const runStorageAudit = () => apiRequest<StorageAudit>('POST', `${STORAGE_AUDIT_PATH}/run`);

/** POST /api/admin/storage/regenerate {userId, photoId}: the photo processed again from its original. */
export const regenerateFiles = (request: RegenerateFilesRequest) =>
  apiRequest<{ photoId: string; queued: true }>('POST', '/api/admin/storage/regenerate', request);

/** POST /api/admin/storage/user-audit {userId}: a user ID or username. */
export const runUserAudit = (userId: string) => apiRequest<AdminUserAudit>('POST', '/api/admin/storage/user-audit', { userId });
