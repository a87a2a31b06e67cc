import type { JobInput, JobName, JobRetention, QueueDefinition } from '@lumafolio/contracts';
import { Queue, type Job } from 'bullmq';
import { traceJobSend } from '../tracing/job-tracing.js';

export interface JobProducerOptions {
  redisUrl: string;
  /** The queue's key prefix in Redis (a test's own queue). */
  prefix?: string | undefined;
  /**
   * Fail an add at once while Redis is unreachable, instead of holding it until Redis is
   * back: for callers that have another way to get the work done (a sweep).
   */
  failFastOffline?: boolean;
}

/** Job states in which a queued job will still run. */
const PENDING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Adds the jobs declared for one queue in the job registry (`@lumafolio/contracts`), each
 * with its payload validated and its deterministic id; a job queued inside a trace carries
 * the trace in its options (never its payload), so its run continues that trace.
 */
export class JobProducer<Q extends QueueDefinition> {
  private readonly queue: Queue;

  constructor(
    private readonly definition: Q,
    options: JobProducerOptions,
  ) {
    this.queue = new Queue(definition.name, {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null, ...(options.failFastOffline ? { enableOfflineQueue: false } : {}) },
      ...(options.prefix ? { prefix: options.prefix } : {}),
      defaultJobOptions: definition.retention,
    });
    // Reconnection is ioredis' job; a refused add reaches its caller.
    this.queue.on('error', () => undefined);
  }

  /**
   * Queues a job; the same job (same id) queued again is not added twice. `retention`
   * overrides the queue's for this job (e-mails with personal data are kept less long).
   */
  async add<N extends JobName<Q>>(name: N, input: JobInput<Q, N>, options: { version?: string; retention?: Partial<JobRetention> } = {}): Promise<void> {
    const { payload, jobId } = this.prepare(name, input, options.version);
    await traceJobSend(this.definition.name, name, jobId, (traced) => this.queue.add(name, payload, { ...options.retention, jobId, ...traced }));
  }

  /**
   * Queues a job unless the same one is still pending. A finished one (done, or failed for
   * good) is run again under its id, with this payload: it moves back to waiting in one step,
   * so a reader of its outcome sees it finished, then pending, never gone.
   */
  async addUnlessPending<N extends JobName<Q>>(name: N, input: JobInput<Q, N>, options: { version?: string } = {}): Promise<void> {
    const { payload, jobId } = this.prepare(name, input, options.version);
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (PENDING.has(state)) return;
      if (state === 'completed' || state === 'failed') {
        const rerun = await traceJobSend(this.definition.name, name, jobId, () => this.runAgain(existing, state, payload));
        // Refused: another request ran it again or removed it first; queue it only if it is gone.
        if (rerun || (await this.queue.getJob(jobId))) return;
      } else {
        await existing.remove().catch(() => undefined);
      }
    }
    await traceJobSend(this.definition.name, name, jobId, (traced) => this.queue.add(name, payload, { jobId, ...traced }));
  }

  /** False when the job left that state meanwhile (BullMQ refuses the retry). */
  private async runAgain(job: Job, state: 'completed' | 'failed', payload: unknown): Promise<boolean> {
    try {
      await job.updateData(payload);
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    } catch {
      return false;
    }
  }

  /** Where a queued job stands and the progress it last reported, or null when the queue no longer has it. */
  async stateOf<N extends JobName<Q>>(
    name: N,
    input: JobInput<Q, N>,
    options: { version?: string } = {},
  ): Promise<{ state: string; progress: unknown } | null> {
    const job = await this.queue.getJob(this.prepare(name, input, options.version).jobId);
    if (!job) return null;
    return { state: await job.getState(), progress: job.progress };
  }

  /** A job's state and, once it completed, what its handler returned; null when the queue no longer has it. */
  async outcomeOf(jobId: string): Promise<{ state: string; returnValue: unknown } | null> {
    for (;;) {
      const job = await this.queue.getJob(jobId);
      if (!job) return null;
      const state = await job.getState();
      // Read before it finished, its state after: read it again, or a success would read as no result.
      if ((state !== 'completed' && state !== 'failed') || job.finishedOn) return { state, returnValue: job.returnvalue };
    }
  }

  /** A round trip to the queue's Redis. */
  async ping(): Promise<void> {
    await this.queue.count();
  }

  async close(): Promise<void> {
    await this.queue.close();
  }

  private prepare<N extends JobName<Q>>(name: N, input: JobInput<Q, N>, version: string | undefined): { payload: unknown; jobId: string } {
    const job = this.definition.jobs[name];
    if (!job) throw new Error(`Queue "${this.definition.name}" has no job "${name}"`);
    const payload: unknown = job.payload.parse(input);
    return { payload, jobId: job.jobId(payload, version) };
  }
}
