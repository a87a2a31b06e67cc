import { Injectable } from '@nestjs/common';
import { InvalidCursorError, type FailedJob, type JobQueues, type Page, type QueueSummary } from '@lumafolio/contracts';
import { rpcError } from '@lumafolio/server-common';
import type { Job, Queue } from 'bullmq';
import { AdminAuditLog } from '../audit/admin-audit-log.js';
import { jobSubjects } from './job-subjects.js';
import { jobsPerMinute } from './jobs-per-minute.js';
import { WatchedQueues } from './watched-queues.js';

const OFFSET_CURSOR = /^\d{1,7}$/;

/** The Jobs tab: every queue's counts and last hour, its failed jobs, and what an admin may do about them. */
@Injectable()
export class JobsService {
  constructor(
    private readonly queues: WatchedQueues,
    private readonly audit: AdminAuditLog,
  ) {}

  async list(): Promise<JobQueues> {
    const now = Date.now();
    return { queues: await Promise.all(this.queues.all().map((queue) => summaryOf(queue, now))), checkedAt: new Date(now).toISOString() };
  }

  /**
   * Newest failure first. BullMQ keeps failed jobs in a sorted set read by position, so the
   * cursor is the position of the next page: a job retried meanwhile may shift a page by one.
   */
  async failed(queueName: string, page: { cursor: string | null; limit: number }): Promise<Page<FailedJob>> {
    const queue = this.queues.get(queueName);
    if (page.cursor !== null && !OFFSET_CURSOR.test(page.cursor)) throw new InvalidCursorError();
    const start = page.cursor === null ? 0 : Number(page.cursor);
    const [jobs, total] = await Promise.all([queue.getFailed(start, start + page.limit), page.cursor === null ? queue.getFailedCount() : null]);
    const items = (jobs as Job[]).slice(0, page.limit).map((job) => toFailedJob(queueName, job));
    return { items, nextCursor: jobs.length > page.limit ? String(start + page.limit) : null, total };
  }

  async retry(actorId: string, queueName: string, jobId: string): Promise<{ retried: true }> {
    const job = await this.failedJob(queueName, jobId);
    // One more attempt: the attempts already made stay counted (and shown).
    await job.retry('failed');
    await this.audit.record(
      actorId,
      'job.retry',
      { kind: 'job', id: `${queueName}/${jobId}`, label: job.name },
      `attempt ${job.attemptsMade + 1} on the ${queueName} queue`,
    );
    return { retried: true };
  }

  async remove(actorId: string, queueName: string, jobId: string): Promise<{ removed: true }> {
    const job = await this.failedJob(queueName, jobId);
    await job.remove();
    await this.audit.record(
      actorId,
      'job.remove',
      { kind: 'job', id: `${queueName}/${jobId}`, label: job.name },
      `removed from the ${queueName} queue after ${job.attemptsMade} attempts`,
    );
    return { removed: true };
  }

  async setPaused(actorId: string, queueName: string, paused: boolean): Promise<QueueSummary> {
    const queue = this.queues.get(queueName);
    if (paused) await queue.pause();
    else await queue.resume();
    await this.audit.record(
      actorId,
      paused ? 'queue.pause' : 'queue.resume',
      { kind: 'queue', id: queueName, label: queueName },
      paused ? 'paused' : 'resumed',
    );
    return summaryOf(queue, Date.now());
  }

  /** A job of the queue that has failed for good: 404 if it is gone, 409 if it is not failed. */
  private async failedJob(queueName: string, jobId: string): Promise<Job> {
    const queue = this.queues.get(queueName);
    const job = (await queue.getJob(jobId)) as Job | undefined;
    if (!job) throw rpcError(404, `There is no job "${jobId}" in the ${queueName} queue.`, 'JOB_NOT_FOUND');
    const state = await job.getState();
    if (state !== 'failed') throw rpcError(409, `This job has not failed: it is ${state}.`, 'JOB_NOT_FAILED');
    return job;
  }
}

export async function summaryOf(queue: Queue, now: number): Promise<QueueSummary> {
  const [counts, paused, completed, failed] = await Promise.all([
    queue.getJobCounts('waiting', 'prioritized', 'waiting-children', 'active', 'delayed', 'completed', 'failed'),
    queue.isPaused(),
    queue.getMetrics('completed', 0, 60),
    queue.getMetrics('failed', 0, 60),
  ]);
  const count = (type: string) => counts[type] ?? 0;
  return {
    name: queue.name,
    paused,
    counts: {
      waiting: count('waiting') + count('prioritized') + count('waiting-children'),
      active: count('active'),
      delayed: count('delayed'),
      completed: count('completed'),
      failed: count('failed'),
    },
    perMinute: jobsPerMinute(completed, failed, now),
  };
}

function toFailedJob(queue: string, job: Job): FailedJob {
  return {
    id: job.id ?? '',
    queue,
    name: job.name,
    error: job.failedReason || 'No error was recorded.',
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    queuedAt: new Date(job.timestamp).toISOString(),
    subjects: jobSubjects(job.data),
  };
}
