import { Registry } from 'prom-client';

/**
 * The process's one registry: every metric of the platform is registered here when its module
 * loads, and the metrics server serves it. Our own metrics are prefixed `lumafolio_`; Node's
 * runtime metrics keep their standard names (`process_*`, `nodejs_*`) so that ready-made
 * dashboards and alerts for Node apply unchanged (ADR 36).
 */
export const metricsRegistry = new Registry();

/** Latency buckets (seconds) for answers a person waits for: HTTP requests, RPC, storage and database calls. */
export const REQUEST_SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Since a start taken with performance.now(), in seconds. */
export function secondsSince(startedMs: number): number {
  return (performance.now() - startedMs) / 1000;
}
