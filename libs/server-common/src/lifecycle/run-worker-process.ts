import type { QueueDefinition } from '@lumafolio/contracts';
import type { z } from 'zod';
import { startJobWorker, type JobHandlers, type JobWorkerOptions } from '../jobs/job-worker.js';
import type { Logger } from '../logging/logger.js';
import { startProcessBasics, type ProcessConfigSchema } from './process-basics.js';
import { runMain } from './run-main.js';
import { stopOnSignals } from './stop-on-signals.js';

type WorkerConfigSchema = ProcessConfigSchema & z.ZodType<{ REDIS_URL: string }>;

/** What a running queue worker is to its process: BullMQ's Worker, as far as starting and stopping go. */
export interface RunningWorker {
  waitUntilReady(): Promise<unknown>;
  close(): Promise<void>;
}

/** One queue a worker process consumes; started by the runner on the process's Redis, with its logger. */
export interface QueueWorker {
  start(redisUrl: string, logger: Logger): RunningWorker;
}

/** A queue of the job registry, its handlers and how many jobs run at once (startJobWorker, on REDIS_URL). */
export function queueWorker<Q extends QueueDefinition>(
  queue: Q,
  handlers: JobHandlers<Q>,
  options: Omit<JobWorkerOptions, 'redisUrl' | 'logger'>,
): QueueWorker {
  return { start: (redisUrl, logger) => startJobWorker(queue, handlers, { ...options, redisUrl, logger }) };
}

/** What a worker process's own set-up hands the runner. */
export interface WorkerProcess {
  /** Its queues, started together; the process is up once every one is ready. */
  workers: QueueWorker[];
  /** Runs once every worker is ready (a log line, a model warming up in the background). */
  ready?: () => void;
  /** Closes the process's own connections, in its order, once every worker has finished its active jobs. */
  close: () => Promise<void>;
}

export interface WorkerProcessDefinition<S extends WorkerConfigSchema> {
  name: string;
  configSchema: S;
  /** Opens the process's connections and declares its queues' workers. */
  setUp(config: z.output<S>, logger: Logger): Promise<WorkerProcess>;
}

/**
 * The whole `main.ts` of a worker process: config (a bad one exits 78), logger, metrics,
 * tracing, the process's own set-up, its queues' workers; on SIGINT or SIGTERM the workers
 * finish their active jobs, then the process's connections close (stopOnSignals).
 */
export function runWorkerProcess<S extends WorkerConfigSchema>(definition: WorkerProcessDefinition<S>): void {
  runMain(async () => {
    const { config, logger } = await startProcessBasics(definition.name, definition.configSchema);
    const stop = await startWorkerProcess(await definition.setUp(config, logger), config.REDIS_URL, logger);
    stopOnSignals(logger, stop);
  });
}

/**
 * Starts the process's workers and resolves, once every one is ready, with its stop: the
 * workers close together (each finishes its active jobs), then the process's connections.
 * A worker that fails to start (a handler missing, Redis refusing) fails the start.
 */
export async function startWorkerProcess(workerProcess: WorkerProcess, redisUrl: string, logger: Logger): Promise<() => Promise<void>> {
  const running = workerProcess.workers.map((worker) => worker.start(redisUrl, logger));
  await Promise.all(running.map((worker) => worker.waitUntilReady()));
  workerProcess.ready?.();
  return async () => {
    await Promise.all(running.map((worker) => worker.close()));
    await workerProcess.close();
  };
}
