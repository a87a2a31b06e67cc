import type { FailedJob, QueueSummary } from '@lumafolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { ADMIN_JOBS_URL, failedJobsUrl } from '../api/jobs';

const jobUrl = (job: Pick<FailedJob, 'queue' | 'id'>) => `${ADMIN_JOBS_URL}/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}`;

/** After any action the counts and that queue's failed list are read again. */
function useRefreshQueue() {
  const queryClient = useQueryClient();
  return (queue: string) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_JOBS_URL] }), queryClient.invalidateQueries({ queryKey: [failedJobsUrl(queue)] })]);
}

/** POST /api/admin/jobs/:queue/:jobId/retry */
export function useRetryJob() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: (job: FailedJob) => apiRequest<{ retried: true }>('POST', `${jobUrl(job)}/retry`),
    onSuccess: (_answer, job) => notify({ title: 'Job retried', description: `${job.name} runs again on the ${job.queue} queue.`, variant: 'success' }),
    onError: (error) => notify({ title: 'Error', description: serverMessage(error, 'The job could not be retried.'), variant: 'destructive' }),
    onSettled: (_answer, _error, job) => refresh(job.queue),
  });
}

/** DELETE /api/admin/jobs/:queue/:jobId */
export function useRemoveJob() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: (job: FailedJob) => apiRequest<null>('DELETE', jobUrl(job)),
    onSuccess: (_answer, job) => notify({ title: 'Job removed', description: `${job.name} was removed from the ${job.queue} queue.` }),
    onError: (error) => notify({ title: 'Error', description: serverMessage(error, 'The job could not be removed.'), variant: 'destructive' }),
    onSettled: (_answer, _error, job) => refresh(job.queue),
  });
}

/** POST /api/admin/jobs/:queue/pause or /resume */
export function useSetQueuePaused() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ queue, paused }: { queue: string; paused: boolean }) =>
      apiRequest<QueueSummary>('POST', `${ADMIN_JOBS_URL}/${encodeURIComponent(queue)}/${paused ? 'pause' : 'resume'}`),
    onSuccess: (summary) =>
      notify({
        title: summary.paused ? 'Queue paused' : 'Queue resumed',
        description: `The ${summary.name} queue ${summary.paused ? 'takes no new jobs until it is resumed' : 'runs its jobs again'}.`,
      }),
    onError: (error) => notify({ title: 'Error', description: serverMessage(error, 'The queue could not be changed.'), variant: 'destructive' }),
    onSettled: (_answer, _error, { queue }) => refresh(queue),
  });
}
