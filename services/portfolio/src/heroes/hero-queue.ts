import { heroJobId, MEDIA_QUEUE, type HeroJobName, type HeroJobPayload } from '@lumafolio/contracts';
import { Queue } from 'bullmq';

/** Job states in which a queued job will still run: asking again changes nothing. */
const PENDING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Produces the hero banner jobs on the media queue. Ids are deterministic, so repeated
 * requests (start-ups, double clicks) never queue the same work twice.
 */
export class HeroQueue {
  private readonly queue: Queue;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue(MEDIA_QUEUE, {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix,
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
    });
  }

  /** Variants and placeholder of a banner's source; `sourceHash` gives a replaced source its own job. */
  optimise(payload: HeroJobPayload, sourceHash: string): Promise<void> {
    return this.addUnlessPending('hero-optimise', payload, heroJobId('hero-optimise', payload.heroId, sourceHash.slice(0, 12)));
  }

  /** A palette analysis; "Re-extract Colors" runs it again under the same id. */
  palette(payload: HeroJobPayload): Promise<void> {
    return this.addUnlessPending('hero-palette', payload, heroJobId('hero-palette', payload.heroId));
  }

  /**
   * A job that is still pending is kept; a finished one (done, or failed for good, e.g.
   * while the portfolio service was down) is replaced, so asking again runs the work again.
   */
  private async addUnlessPending(name: HeroJobName, payload: HeroJobPayload, jobId: string): Promise<void> {
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      if (PENDING.has(await existing.getState())) return;
      // Another request may have removed it first: adding under the same id is then a no-op.
      await existing.remove().catch(() => undefined);
    }
    await this.queue.add(name, payload, { jobId });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
