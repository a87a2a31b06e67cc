import type { FailedJob, JobQueues, Page } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonQueryFn } from '@/lib/queries/query-fns';
import { pagedQueryOptions } from '@/lib/queries/paged';

export const ADMIN_JOBS_URL = '/api/admin/jobs';
/** Bull Board, served by the gateway behind the same admin check. */
export const BULL_BOARD_URL = '/admin/queues';

/** GET /api/admin/jobs: every queue's counts, paused state and last hour, live (every 5 s). */
export function jobQueuesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_JOBS_URL] as const,
    queryFn: jsonQueryFn<JobQueues>(),
    refetchInterval: 5_000,
  });
}

export const failedJobsUrl = (queue: string) => `${ADMIN_JOBS_URL}/${encodeURIComponent(queue)}/failed`;

/** GET /api/admin/jobs/:queue/failed: newest failure first, paged. */
export function failedJobsQueryOptions(queue: string) {
  return pagedQueryOptions<Page<FailedJob>>(failedJobsUrl(queue), { failure: 'The failed jobs could not be loaded.' });
}
