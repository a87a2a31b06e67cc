import { emailJobPayloadSchema, INTEGRATIONS_QUEUE, integrationJobNames, type EmailJobPayload, type IntegrationJobName } from '@lumafolio/contracts';
import type { Logger } from '@lumafolio/server-common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { IntegrationsWorkerConfig } from './config.js';
import type { EmailResult } from './email/email.processor.js';

/** Short locks and a frequent stalled-job check: a dead worker's jobs are picked up within seconds. */
export const WORKER_LOCK_DURATION_MS = 10_000;
export const WORKER_STALLED_INTERVAL_MS = 5_000;

export interface IntegrationJobHandlers {
  email: (payload: EmailJobPayload) => Promise<EmailResult>;
}

export type IntegrationsWorkerOptions = Pick<IntegrationsWorkerConfig, 'REDIS_URL' | 'INTEGRATIONS_WORKER_CONCURRENCY'> &
  Partial<Pick<IntegrationsWorkerConfig, 'INTEGRATIONS_QUEUE_PREFIX'>>;

export function createIntegrationsWorker(config: IntegrationsWorkerOptions, handlers: IntegrationJobHandlers, logger: Logger): Worker {
  const worker = new Worker(
    INTEGRATIONS_QUEUE,
    async (job: Job) => {
      if (!isIntegrationJobName(job.name)) throw new UnrecoverableError(`Unknown integrations job "${job.name}"`);
      const payload = emailJobPayloadSchema.safeParse(job.data);
      if (!payload.success) throw new UnrecoverableError(`Invalid payload for integrations job "${job.name}"`);
      return handlers.email(payload.data);
    },
    {
      connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
      ...(config.INTEGRATIONS_QUEUE_PREFIX ? { prefix: config.INTEGRATIONS_QUEUE_PREFIX } : {}),
      concurrency: config.INTEGRATIONS_WORKER_CONCURRENCY,
      lockDuration: WORKER_LOCK_DURATION_MS,
      stalledInterval: WORKER_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
    },
  );
  worker.on('ready', () => logger.info({ queue: INTEGRATIONS_QUEUE, concurrency: config.INTEGRATIONS_WORKER_CONCURRENCY }, 'integrations worker ready'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, name: job?.name, attempt: job?.attemptsMade, err: error }, 'integrations job failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'integrations worker error'));
  return worker;
}

function isIntegrationJobName(name: string): name is IntegrationJobName {
  return (integrationJobNames as readonly string[]).includes(name);
}
