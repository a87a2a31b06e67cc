import { metricsRegistry } from '@lumafolio/server-common';
import { Counter, Gauge } from 'prom-client';

/**
 * What computing visitor answers again after a change (VisitorCacheRebuilds) came to:
 * computed (stored for the next visitor), current (a visitor's request had done it already),
 * shared (it joined a visitor's computation), dropped (too much waiting: the next visitor
 * computes it), gone (no longer a stored answer: a portfolio removed, a category emptied),
 * failed (an error, e.g. a service down).
 */
export const visitorCacheRebuilds = new Counter({
  name: 'lumafolio_visitor_cache_rebuilds_total',
  help: 'Visitor answers computed again in the background after a change, by outcome (computed, current, shared, dropped, gone, failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export type RebuildOutcome = 'computed' | 'current' | 'shared' | 'dropped' | 'gone' | 'failed';

/** How much background rebuilding is due or under way in this process, read when Prometheus scrapes. */
let pendingRebuilds: () => number = () => 0;

export const visitorCacheRebuildsPending = new Gauge({
  name: 'lumafolio_visitor_cache_rebuilds_pending',
  help: 'Scopes waiting for a rebuild pass plus visitor answers waiting to be or being computed again, in this gateway',
  registers: [metricsRegistry],
  collect() {
    this.set(pendingRebuilds());
  },
});

export function countPendingRebuildsWith(count: () => number): void {
  pendingRebuilds = count;
}

/** What the stored answers weigh together, read from Redis when Prometheus scrapes. */
let storedBytes: () => Promise<number> = () => Promise.resolve(0);

export const visitorCacheStoredBytes = new Gauge({
  name: 'lumafolio_visitor_cache_bytes',
  help: 'What the stored visitor answers weigh together (bytes, counted against VISITOR_CACHE_MAX_MB; same number from every gateway)',
  registers: [metricsRegistry],
  async collect() {
    try {
      this.set(await storedBytes());
    } catch {
      // A Redis that does not answer keeps the last value: the scrape of everything else goes on.
    }
  },
});

export function measureStoredBytesWith(read: () => Promise<number>): void {
  storedBytes = read;
}
