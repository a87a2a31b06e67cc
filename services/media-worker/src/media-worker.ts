import { isHeroJobName, isMediaJobName, MEDIA_QUEUE, mediaJobPayloadSchemas, type MediaJobName } from '@lumafolio/contracts';
import type { Logger } from '@lumafolio/server-common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { MediaWorkerConfig } from './config.js';
import { runHeroJob, type HeroJobHandlers } from './hero-job-handlers.js';
import type { MediaJobHandlers } from './media-job-handlers.js';

/**
 * Short locks and a frequent stalled-job check: if a worker process dies, another one
 * picks its jobs up again within about 15 s.
 */
export const WORKER_LOCK_DURATION_MS = 10_000;
export const WORKER_STALLED_INTERVAL_MS = 5_000;

export type MediaWorkerOptions = Pick<MediaWorkerConfig, 'REDIS_URL' | 'LOG_LEVEL' | 'MEDIA_WORKER_CONCURRENCY'> &
  Partial<Pick<MediaWorkerConfig, 'MEDIA_QUEUE_PREFIX'>>;

export function createMediaWorker(config: MediaWorkerOptions, handlers: MediaJobHandlers & HeroJobHandlers, logger: Logger): Worker {
  const worker = new Worker(
    MEDIA_QUEUE,
    async (job: Job) => {
      if (isHeroJobName(job.name)) return runHeroJob(job.name, job.data, handlers);
      if (!isMediaJobName(job.name)) throw new UnrecoverableError(`Unknown media job "${job.name}"`);
      return runMediaJob(job.name, job.data, handlers);
    },
    {
      connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
      ...(config.MEDIA_QUEUE_PREFIX ? { prefix: config.MEDIA_QUEUE_PREFIX } : {}),
      concurrency: config.MEDIA_WORKER_CONCURRENCY,
      lockDuration: WORKER_LOCK_DURATION_MS,
      stalledInterval: WORKER_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
    },
  );
  worker.on('ready', () => logger.info({ queue: MEDIA_QUEUE, concurrency: config.MEDIA_WORKER_CONCURRENCY }, 'media worker ready'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, name: job?.name, err: error }, 'media job failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'media worker error'));
  return worker;
}

/** Runs a photo job with its own payload schema; a job without processor or with a bad payload fails without retrying. */
function runMediaJob<Name extends MediaJobName>(name: Name, data: unknown, handlers: MediaJobHandlers): Promise<unknown> {
  const handler = handlers[name] as ((payload: unknown) => Promise<unknown>) | undefined;
  if (!handler) throw new UnrecoverableError(`No processor registered for media job "${name}"`);
  const payload = mediaJobPayloadSchemas[name].safeParse(data);
  if (!payload.success) throw new UnrecoverableError(`Invalid payload for media job "${name}"`);
  return handler(payload.data);
}
