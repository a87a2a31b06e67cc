import { heroJobId, MEDIA_QUEUE } from '@lumafolio/contracts';
import { Queue, QueueEvents, type Job } from 'bullmq';

export type PaletteJobOutcome = 'success' | 'error' | 'pending';

/** Still to run or running: not an outcome yet. */
const UNDER_WAY = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * The media queue's `hero-palette` jobs (queued by portfolio), watched until they finish:
 * a job whose palette was reported is a success; one that failed, or found no image, an error.
 */
export class HeroPaletteJobs {
  private readonly queue: Queue;
  private readonly events: QueueEvents;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue(MEDIA_QUEUE, { connection: { url: redisUrl, maxRetriesPerRequest: 2 }, prefix });
    this.events = new QueueEvents(MEDIA_QUEUE, { connection: { url: redisUrl }, prefix, autorun: true });
    this.queue.on('error', () => undefined);
    this.events.on('error', () => undefined);
  }

  /** Resolves once the listener is on: call before queueing, so no finish is missed. */
  async ready(): Promise<void> {
    await this.events.waitUntilReady();
  }

  /** Each banner's palette job, waited for until `deadline` (ms since the epoch). */
  async outcomes(heroIds: readonly string[], deadline: number): Promise<Map<string, PaletteJobOutcome>> {
    const entries = await Promise.all(heroIds.map(async (heroId) => [heroId, await this.outcome(heroId, deadline)] as const));
    return new Map(entries);
  }

  private async outcome(heroId: string, deadline: number): Promise<PaletteJobOutcome> {
    const job = await this.queue.getJob(heroJobId('hero-palette', heroId));
    if (!job) return 'error';
    const remaining = deadline - Date.now();
    if (remaining > 0) await job.waitUntilFinished(this.events, remaining).catch(() => undefined);
    return this.settled(job);
  }

  private async settled(job: Job): Promise<PaletteJobOutcome> {
    const state = await job.getState();
    if (state === 'completed') {
      const done = await this.queue.getJob(job.id as string);
      return (done?.returnvalue as { status?: string } | undefined)?.status === 'reported' ? 'success' : 'error';
    }
    if (UNDER_WAY.has(state)) return 'pending';
    return 'error';
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
  }
}
