import { Gauge } from 'prom-client';
import { withTimeout } from '../lifecycle/with-timeout.js';
import { metricsRegistry } from './registry.js';

/** The states counted: the backlog (waiting, prioritized), the work in hand, and what went wrong. */
export const COUNTED_JOB_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;

type JobCounts = Record<string, number>;

const countedQueues = new Map<string, { queue: string; counts: () => Promise<JobCounts> }>();

/**
 * Jobs per queue and state, read from Redis when Prometheus scrapes (never polled). Every
 * worker of a queue reports the same numbers: aggregate with `max by (queue, state)`.
 * A queue whose counts do not come within 2 s is left out of that scrape.
 */
export const queueJobs = new Gauge({
  name: 'lumafolio_queue_jobs',
  help: 'Jobs in a queue by state (waiting, prioritized, active, delayed, failed), read at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...countedQueues.values()].map(async ({ queue, counts }) => {
        const counted = await withTimeout(counts(), 2_000).catch(() => null);
        if (!counted) return;
        for (const state of COUNTED_JOB_STATES) this.set({ queue, state }, counted[state] ?? 0);
      }),
    );
  },
});

/** Counts a queue at every scrape until the returned function is called. `key` tells two prefixes of one queue apart. */
export function countQueueAtScrape(key: string, queue: string, counts: () => Promise<JobCounts>): () => void {
  countedQueues.set(key, { queue, counts });
  return () => void countedQueues.delete(key);
}
