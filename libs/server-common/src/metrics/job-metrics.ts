import { DelayedError, RateLimitError, UnrecoverableError, WaitingChildrenError, WaitingError } from 'bullmq';
import { Histogram } from 'prom-client';
import { metricsRegistry } from './registry.js';

/**
 * What became of one run of a job: `completed`; `retried` (this attempt failed, another will
 * follow); `failed` (for good: its last attempt, or a failure that cannot be retried);
 * `deferred` (the processor put the job back without spending an attempt: a rate limit, a delay).
 */
export type JobOutcome = 'completed' | 'retried' | 'failed' | 'deferred';

/**
 * Job runs per queue, job name and outcome, with their duration; the failure ratio comes from
 * the counts. (`job_name`, as `job` is Prometheus's own label for the scrape job.)
 */
export const jobDuration = new Histogram({
  name: 'lumafolio_job_duration_seconds',
  help: 'Job runs by queue, job name and outcome (completed, retried, failed, deferred), with their duration',
  labelNames: ['queue', 'job_name', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [metricsRegistry],
});

/** The outcome of a run that threw, given whether it was the job's last attempt. */
export function outcomeOfThrow(error: unknown, lastAttempt: boolean): JobOutcome {
  if (error instanceof RateLimitError || error instanceof DelayedError || error instanceof WaitingChildrenError || error instanceof WaitingError) {
    return 'deferred';
  }
  return lastAttempt || error instanceof UnrecoverableError ? 'failed' : 'retried';
}
