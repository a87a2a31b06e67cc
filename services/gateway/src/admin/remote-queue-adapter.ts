import { STATUSES } from '@bull-board/api/constants/statuses';
import { BaseAdapter } from '@bull-board/api/dist/queueAdapters/base.js';
import type { AppJobScheduler, JobCounts, JobStatus, MetricsType, QueueMetrics, QueueWorker, Status } from '@bull-board/api/dist/types.js';
import type { QueueOverview } from '@lumafolio/contracts';
import type { QueueOwnerClient } from '@lumafolio/server-common';
import type { JobState } from 'bullmq';
import { readOnlyRefusal, RemoteQueueJob } from './remote-queue-job.js';

/** BullMQ 6's lists, as its Bull Board adapter shows them (no "paused" list since BullMQ 6). */
const JOB_STATUSES: JobStatus[] = [
  STATUSES.active,
  STATUSES.waiting,
  STATUSES.waitingChildren,
  STATUSES.prioritized,
  STATUSES.completed,
  STATUSES.failed,
  STATUSES.delayed,
];

/**
 * One queue on Bull Board, read through its owner's RPCs (`<owner>.jobs.*.v1`, ADR 49): the
 * owner runs Bull Board's BullMQ adapter on its own queue and answers plain JSON. Read-only:
 * everything that would change the queue throws.
 */
export class RemoteQueueAdapter extends BaseAdapter {
  private pendingOverview: Promise<QueueOverview> | null = null;

  constructor(
    private readonly queue: string,
    private readonly owners: QueueOwnerClient,
  ) {
    super('bullmq', { readOnlyMode: true });
  }

  getName(): string {
    return this.queue;
  }

  /** What Bull Board's flow lookup keys a BullMQ adapter by. */
  getQueueName(): string {
    return this.queue;
  }

  getQueueQualifiedName(): string {
    return this.queue;
  }

  /** No flows to draw: the platform's jobs have no parents or children. */
  getFlowProducer(): Promise<null> {
    return Promise.resolve(null);
  }

  getStatuses(): Status[] {
    return [STATUSES.latest, ...JOB_STATUSES];
  }

  getJobStatuses(): JobStatus[] {
    return [...JOB_STATUSES];
  }

  async getJobCounts(): Promise<JobCounts> {
    return (await this.overview()).counts as JobCounts;
  }

  async isPaused(): Promise<boolean> {
    return (await this.overview()).paused;
  }

  async getGlobalConcurrency(): Promise<number | null> {
    return (await this.overview()).globalConcurrency;
  }

  override async getActiveRateLimitTtl(): Promise<number> {
    return (await this.overview()).activeRateLimitTtl;
  }

  async getJobSchedulersCount(): Promise<number> {
    return (await this.overview()).jobSchedulerCount;
  }

  /** The job registry declares no job schedulers. */
  getJobSchedulers(): Promise<Omit<AppJobScheduler, 'queueName'>[]> {
    return Promise.resolve([]);
  }

  override async getWorkers(): Promise<QueueWorker[] | null> {
    return (await this.overview()).workers;
  }

  async getJobs(statuses: JobStatus[], start = 0, end = -1): Promise<RemoteQueueJob[]> {
    const states = statuses.filter((status) => status !== STATUSES.paused);
    const jobs = await this.owners.call('list', { queue: this.queue, states, start, end });
    return jobs.map((json) => new RemoteQueueJob(this.queue, json, () => this.stateOf(json.id)));
  }

  async getJob(id: string): Promise<RemoteQueueJob | null> {
    const found = await this.owners.call('get', { queue: this.queue, jobId: id });
    if (!found) return null;
    const state = found.state as JobState | 'unknown';
    return new RemoteQueueJob(this.queue, found.job, () => Promise.resolve(state));
  }

  getJobLogs(id: string): Promise<string[]> {
    return this.owners.call('logs', { queue: this.queue, jobId: id });
  }

  getMetrics(type: MetricsType, start?: number, end?: number): Promise<QueueMetrics> {
    return this.owners.call('metrics', { queue: this.queue, type, ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) });
  }

  getRedisInfo(): Promise<string | null> {
    return this.owners.call('redisInfo', { queue: this.queue });
  }

  clean(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  addJob(): Promise<RemoteQueueJob> {
    return Promise.reject(readOnlyRefusal());
  }

  pause(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  resume(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  empty(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  obliterate(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  promoteAll(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  removeJobScheduler(): Promise<boolean> {
    return Promise.reject(readOnlyRefusal());
  }

  updateJobScheduler(): Promise<never> {
    return Promise.reject(readOnlyRefusal());
  }

  runJobSchedulerNow(): Promise<never> {
    return Promise.reject(readOnlyRefusal());
  }

  setGlobalConcurrency(): Promise<void> {
    return Promise.reject(readOnlyRefusal());
  }

  /**
   * Bull Board asks for a queue's counts, paused state, concurrency, rate limit, schedulers
   * and workers at once: the calls made meanwhile share one overview from the owner.
   */
  private overview(): Promise<QueueOverview> {
    this.pendingOverview ??= this.owners.call('overview', { queue: this.queue }).finally(() => {
      this.pendingOverview = null;
    });
    return this.pendingOverview;
  }

  private async stateOf(jobId: string | null | undefined): Promise<JobState | 'unknown'> {
    if (!jobId) return 'unknown';
    const found = await this.owners.call('get', { queue: this.queue, jobId });
    return (found?.state as JobState | undefined) ?? 'unknown';
  }
}
