import type { QueuedJob, QueueMetricsAnswer, QueueOverview } from '@lumafolio/contracts';
import type { Job, JobType } from 'bullmq';
import { rpcError } from '../../rpc/rpc-errors.js';
import type { OwnedQueues } from './owned-queues.js';

/** What the operators' views read from and do to a service's own queues, in plain JSON. */
export class QueueOperations {
  constructor(private readonly queues: OwnedQueues) {}

  async overview(name: string): Promise<QueueOverview> {
    const { board } = this.queues.get(name);
    const [counts, paused, globalConcurrency, activeRateLimitTtl, jobSchedulerCount, workers] = await Promise.all([
      board.getJobCounts(),
      board.isPaused(),
      board.getGlobalConcurrency(),
      board.getActiveRateLimitTtl().catch(() => 0),
      board.getJobSchedulersCount(),
      // Redis may refuse CLIENT LIST (the process accounts do): then nobody knows.
      board.getWorkers().catch(() => null),
    ]);
    return { counts, paused, globalConcurrency, activeRateLimitTtl, jobSchedulerCount, workers };
  }

  async list(name: string, states: JobType[], start: number, end: number): Promise<QueuedJob[]> {
    const jobs = await this.queues.get(name).queue.getJobs(states, start, end);
    return jobs.filter(Boolean).map(toJson);
  }

  async get(name: string, jobId: string): Promise<{ job: QueuedJob; state: string } | null> {
    const job = (await this.queues.get(name).queue.getJob(jobId)) as Job | undefined;
    if (!job) return null;
    return { job: toJson(job), state: await job.getState() };
  }

  logs(name: string, jobId: string): Promise<string[]> {
    return this.queues.get(name).board.getJobLogs(jobId);
  }

  metrics(name: string, type: 'completed' | 'failed', start?: number, end?: number): Promise<QueueMetricsAnswer> {
    return this.queues.get(name).board.getMetrics(type, start, end);
  }

  redisInfo(name: string): Promise<string | null> {
    return this.queues.get(name).board.getRedisInfo();
  }

  async retry(name: string, jobId: string): Promise<{ name: string; attemptsMade: number }> {
    const job = await this.failedJob(name, jobId);
    const { attemptsMade } = job;
    // One more attempt: the attempts already made stay counted (and shown).
    await job.retry('failed');
    return { name: job.name, attemptsMade };
  }

  async remove(name: string, jobId: string): Promise<{ name: string; attemptsMade: number }> {
    const job = await this.failedJob(name, jobId);
    await job.remove();
    return { name: job.name, attemptsMade: job.attemptsMade };
  }

  async setPaused(name: string, paused: boolean): Promise<{ paused: boolean }> {
    const { queue } = this.queues.get(name);
    if (paused) await queue.pause();
    else await queue.resume();
    return { paused: await queue.isPaused() };
  }

  /** A job of the queue that has failed for good: 404 if it is gone, 409 if it is not failed. */
  private async failedJob(name: string, jobId: string): Promise<Job> {
    const job = (await this.queues.get(name).queue.getJob(jobId)) as Job | undefined;
    if (!job) throw rpcError(404, `There is no job "${jobId}" in the ${name} queue.`, 'JOB_NOT_FOUND');
    const state = await job.getState();
    if (state !== 'failed') throw rpcError(409, `This job has not failed: it is ${state}.`, 'JOB_NOT_FAILED');
    return job;
  }
}

/** What BullMQ's `toJSON` keeps of a job, as it crosses NATS (functions and undefined fields dropped). */
function toJson(job: Job): QueuedJob {
  return JSON.parse(JSON.stringify(job.toJSON())) as QueuedJob;
}
