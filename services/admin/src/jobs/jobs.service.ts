import { Injectable } from '@nestjs/common';
import { InvalidCursorError, JOB_QUEUES, type FailedJob, type JobQueues, type Page, type QueuedJob, type QueueSummary } from '@lumafolio/contracts';
import { QueueOwnerClient, queueUnavailableMessage } from '@lumafolio/server-common';
import { AdminAuditLog } from '../audit/admin-audit-log.js';
import { jobSubjects } from './job-subjects.js';
import { jobsPerMinute } from './jobs-per-minute.js';
import { OWNER_READ_TIMEOUT_MS } from './owner-read-timeout.js';

const OFFSET_CURSOR = /^\d{1,7}$/;

/**
 * The Jobs tab: every queue's counts and last hour, its failed jobs, and what an admin may do
 * about them. Each queue is read and acted on by its owner, asked over NATS (ADR 49).
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly owners: QueueOwnerClient,
    private readonly audit: AdminAuditLog,
  ) {}

  /** Every queue; one whose owner is down is named with the reason, the others are read as usual. */
  async list(): Promise<JobQueues> {
    const now = Date.now();
    const read = await Promise.all(
      JOB_QUEUES.map(async ({ name, owner }) => {
        try {
          return { summary: await this.summaryOf(name, now) };
        } catch (error) {
          const message = queueUnavailableMessage(error);
          if (message === null) throw error;
          return { unavailable: { name, owner, message } };
        }
      }),
    );
    return {
      queues: read.flatMap((queue) => (queue.summary ? [queue.summary] : [])),
      unavailable: read.flatMap((queue) => (queue.unavailable ? [queue.unavailable] : [])),
      checkedAt: new Date(now).toISOString(),
    };
  }

  /**
   * Newest failure first. BullMQ keeps failed jobs in a sorted set read by position, so the
   * cursor is the position of the next page: a job retried meanwhile may shift a page by one.
   */
  async failed(queue: string, page: { cursor: string | null; limit: number }): Promise<Page<FailedJob>> {
    if (page.cursor !== null && !OFFSET_CURSOR.test(page.cursor)) throw new InvalidCursorError();
    const start = page.cursor === null ? 0 : Number(page.cursor);
    const [jobs, overview] = await Promise.all([
      this.owners.call('list', { queue, states: ['failed'], start, end: start + page.limit }),
      page.cursor === null ? this.owners.call('overview', { queue }) : null,
    ]);
    const items = jobs.slice(0, page.limit).map((job) => toFailedJob(queue, job));
    return { items, nextCursor: jobs.length > page.limit ? String(start + page.limit) : null, total: overview ? (overview.counts['failed'] ?? 0) : null };
  }

  async retry(actorId: string, queue: string, jobId: string): Promise<{ retried: true }> {
    const job = await this.owners.call('retry', { queue, jobId });
    await this.audit.record(
      actorId,
      'job.retry',
      { kind: 'job', id: `${queue}/${jobId}`, label: job.name },
      `attempt ${job.attemptsMade + 1} on the ${queue} queue`,
    );
    return { retried: true };
  }

  async remove(actorId: string, queue: string, jobId: string): Promise<{ removed: true }> {
    const job = await this.owners.call('remove', { queue, jobId });
    await this.audit.record(
      actorId,
      'job.remove',
      { kind: 'job', id: `${queue}/${jobId}`, label: job.name },
      `removed from the ${queue} queue after ${job.attemptsMade} attempts`,
    );
    return { removed: true };
  }

  async setPaused(actorId: string, queue: string, paused: boolean): Promise<QueueSummary> {
    await this.owners.call('setPaused', { queue, paused });
    await this.audit.record(actorId, paused ? 'queue.pause' : 'queue.resume', { kind: 'queue', id: queue, label: queue }, paused ? 'paused' : 'resumed');
    return this.summaryOf(queue, Date.now());
  }

  private async summaryOf(queue: string, now: number): Promise<QueueSummary> {
    const [overview, completed, failed] = await Promise.all([
      this.owners.call('overview', { queue }, OWNER_READ_TIMEOUT_MS),
      this.owners.call('metrics', { queue, type: 'completed', start: 0, end: 60 }, OWNER_READ_TIMEOUT_MS),
      this.owners.call('metrics', { queue, type: 'failed', start: 0, end: 60 }, OWNER_READ_TIMEOUT_MS),
    ]);
    const count = (state: string) => overview.counts[state] ?? 0;
    return {
      name: queue,
      paused: overview.paused,
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
}

function toFailedJob(queue: string, job: QueuedJob): FailedJob {
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
