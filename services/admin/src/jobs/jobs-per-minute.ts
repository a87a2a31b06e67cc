import { JOB_METRICS_MINUTES, type JobsPerMinute } from '@lumafolio/contracts';

/** What BullMQ's `getMetrics` answers for one kind of finished job. */
export interface MinuteMetrics {
  meta: { count: number; prevTS: number; prevCount: number };
  /** Newest first: `data[0]` is the minute before the one `prevTS` falls in. */
  data: number[];
}

const MINUTE_MS = 60_000;

/**
 * One count per minute of the last `minutes` minutes, oldest first, the current minute last.
 * BullMQ's workers (collectMetrics.lua) push a minute's count only when a job finishes in a
 * later minute: the minute of `prevTS` is still open, its count is `count - prevCount`, and
 * `data[i]` is the minute `i + 1` before it. Minutes after `prevTS` saw no job.
 */
export function countsPerMinute(metrics: MinuteMetrics, now: number, minutes = JOB_METRICS_MINUTES): number[] {
  const currentMinute = Math.floor(now / MINUTE_MS);
  const counts = new Array<number>(minutes).fill(0);
  if (!metrics.meta.prevTS) return counts;
  const lastMinute = Math.floor(metrics.meta.prevTS / MINUTE_MS);
  const countOf = (minute: number): number => {
    if (minute > lastMinute) return 0;
    if (minute === lastMinute) return Math.max(0, metrics.meta.count - metrics.meta.prevCount);
    return Math.max(0, metrics.data[lastMinute - 1 - minute] ?? 0);
  };
  for (let index = 0; index < minutes; index += 1) counts[index] = countOf(currentMinute - (minutes - 1 - index));
  return counts;
}

/** The chart's series: completed and failed jobs per minute, oldest minute first. */
export function jobsPerMinute(completed: MinuteMetrics, failed: MinuteMetrics, now: number, minutes = JOB_METRICS_MINUTES): JobsPerMinute[] {
  const done = countsPerMinute(completed, now, minutes);
  const failures = countsPerMinute(failed, now, minutes);
  const firstMinute = Math.floor(now / MINUTE_MS) - (minutes - 1);
  return done.map((count, index) => ({
    at: new Date((firstMinute + index) * MINUTE_MS).toISOString(),
    completed: count,
    failed: failures[index] ?? 0,
  }));
}
