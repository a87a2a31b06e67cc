import type { JobName, JobPayload, QueueDefinition } from '@lumafolio/contracts';
import { MetricsTime, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Logger } from '../logging/logger.js';
import { jobDuration, outcomeOfThrow } from '../metrics/job-metrics.js';
import { COUNTED_JOB_STATES, countQueueAtScrape } from '../metrics/queue-metrics.js';
import { secondsSince } from '../metrics/registry.js';
import { traceJobRun } from '../tracing/job-tracing.js';

/** What a long job may tell its queue while it runs (BullMQ's job progress). */
export interface JobContext {
  updateProgress(progress: number | object): Promise<void>;
  /** Attempts that failed before this one (BullMQ's job), for a processor that reports instead of failing its last attempt. */
  readonly attemptsMade?: number;
  readonly opts?: { readonly attempts?: number | undefined };
}

/** Whether this run is the job's last attempt: a throw now fails the job for good. */
export function isLastAttempt(context: JobContext): boolean {
  return (context.attemptsMade ?? 0) + 1 >= (context.opts?.attempts ?? 1);
}

/** Exactly one handler for each job of a queue, given the job's parsed payload. */
export type JobHandlers<Q extends QueueDefinition> = { [N in JobName<Q>]: (payload: JobPayload<Q, N>, context: JobContext) => Promise<unknown> };

const NO_PROGRESS: JobContext = { updateProgress: async () => undefined };

/**
 * Short locks and a frequent stalled-job check: if a worker process dies, another one picks
 * its jobs up again within about 15 s.
 */
export const WORKER_LOCK_DURATION_MS = 10_000;
export const WORKER_STALLED_INTERVAL_MS = 5_000;

/**
 * Jobs completed and failed per minute, kept a day (the admin Jobs tab charts the last hour).
 * Every worker of a queue must keep the same number of points (BullMQ's metrics).
 */
export const WORKER_METRICS_MINUTES = MetricsTime.ONE_HOUR * 24;

export interface JobWorkerOptions {
  redisUrl: string;
  prefix?: string | undefined;
  concurrency: number;
  logger: Logger;
  /**
   * A worker whose processor rate-limits the queue by hand (`queue.rateLimit(ms)` then
   * `throw new RateLimitError()`, e.g. on a 429) needs a limiter: BullMQ honours a manual
   * limit only for workers with one. Set it far above the real pace.
   */
  limiter?: { max: number; duration: number };
}

/**
 * The one worker runtime: consumes a queue of the job registry with its handlers. It refuses
 * to start unless every job of the queue has a handler and every handler a job. A job the
 * registry does not know, or whose payload its schema refuses, fails without retrying.
 */
export function startJobWorker<Q extends QueueDefinition>(queue: Q, handlers: JobHandlers<Q>, options: JobWorkerOptions): Worker {
  checkHandlers(queue, handlers);
  const worker = new Worker(queue.name, (job: Job) => runObservedJob(queue, handlers, job), {
    connection: { url: options.redisUrl, maxRetriesPerRequest: null },
    ...(options.prefix ? { prefix: options.prefix } : {}),
    concurrency: options.concurrency,
    lockDuration: WORKER_LOCK_DURATION_MS,
    stalledInterval: WORKER_STALLED_INTERVAL_MS,
    maxStalledCount: 2,
    metrics: { maxDataPoints: WORKER_METRICS_MINUTES },
    ...(options.limiter ? { limiter: options.limiter } : {}),
  });
  const { logger } = options;
  worker.on('ready', () => logger.info({ queue: queue.name, concurrency: options.concurrency }, 'worker ready'));
  worker.on('failed', (job, error) =>
    logger.warn({ queue: queue.name, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade, err: error }, 'job failed'),
  );
  worker.on('error', (error) => logger.error({ queue: queue.name, err: error }, 'worker error'));
  countJobsAtScrape(worker, queue.name, options);
  return worker;
}

/**
 * Runs a job for the worker, timed per job name and outcome (lumafolio_job_duration_seconds),
 * in a span under the one that queued it; a deferred run (rate limit, delay) is not a failure.
 */
function runObservedJob<Q extends QueueDefinition>(queue: Q, handlers: JobHandlers<Q>, job: Job): Promise<unknown> {
  const outcomeOf = (error: unknown) => outcomeOfThrow(error, isLastAttempt(job));
  return traceJobRun(
    queue.name,
    job,
    async () => {
      const started = performance.now();
      try {
        const result = await runJob(queue, handlers, job.name, job.data, job);
        jobDuration.observe({ queue: queue.name, job_name: job.name, outcome: 'completed' }, secondsSince(started));
        return result;
      } catch (error) {
        jobDuration.observe({ queue: queue.name, job_name: job.name, outcome: outcomeOf(error) }, secondsSince(started));
        throw error;
      }
    },
    (error) => outcomeOf(error) !== 'deferred',
  );
}

/**
 * The worker's queue is counted by state at each scrape (lumafolio_queue_jobs), through a
 * connection opened at the first scrape: a process nobody scrapes opens none.
 */
function countJobsAtScrape(worker: Worker, queueName: string, options: JobWorkerOptions): void {
  let counter: Queue | undefined;
  const stopCounting = countQueueAtScrape(`${options.prefix ?? 'bull'}:${queueName}`, queueName, () => {
    if (!counter) {
      counter = new Queue(queueName, { connection: { url: options.redisUrl }, ...(options.prefix ? { prefix: options.prefix } : {}) });
      // The worker logs Redis trouble already; unheard, an 'error' would end the process.
      counter.on('error', () => undefined);
    }
    return counter.getJobCounts(...COUNTED_JOB_STATES);
  });
  worker.once('closed', () => {
    stopCounting();
    void counter?.close();
  });
}

/** Runs one job as the worker would, without a queue: for tests and one-off tools. */
export function runJob<Q extends QueueDefinition>(
  queue: Q,
  handlers: JobHandlers<Q>,
  name: string,
  data: unknown,
  context: JobContext = NO_PROGRESS,
): Promise<unknown> {
  const job = queue.jobs[name];
  const handler = (handlers as Record<string, ((payload: unknown, context: JobContext) => Promise<unknown>) | undefined>)[name];
  if (!job || !handler) throw new UnrecoverableError(`Unknown job "${name}" on the ${queue.name} queue`);
  const payload = job.payload.safeParse(data);
  if (!payload.success) throw new UnrecoverableError(`Invalid payload for job "${name}": ${payload.error.issues[0]?.message ?? 'invalid'}`);
  return handler(payload.data, context);
}

/** The start-up check: one handler per job, nothing else. */
export function checkHandlers(queue: QueueDefinition, handlers: object): void {
  const declared = Object.keys(queue.jobs);
  const handled = Object.keys(handlers);
  const missing = declared.filter((name) => typeof (handlers as Record<string, unknown>)[name] !== 'function');
  const unknown = handled.filter((name) => !declared.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      missing.length > 0 ? `no handler for ${missing.join(', ')}` : '',
      unknown.length > 0 ? `handlers for undeclared jobs ${unknown.join(', ')}` : '',
    ];
    throw new Error(`The ${queue.name} worker cannot start: ${problems.filter(Boolean).join('; ')}`);
  }
}
