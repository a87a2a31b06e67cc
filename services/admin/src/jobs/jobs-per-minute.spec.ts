import { countsPerMinute, jobsPerMinute, type MinuteMetrics } from './jobs-per-minute.js';

const MINUTE = 60_000;
const minute = (n: number) => n * MINUTE;
/** 12:00:30 of some day, in minutes since the epoch. */
const NOW_MINUTE = 29_000_000;
const now = minute(NOW_MINUTE) + 30_000;

const metrics = (meta: MinuteMetrics['meta'], data: number[] = []): MinuteMetrics => ({ meta, data });

describe('countsPerMinute (BullMQ metrics as one count per minute)', () => {
  it('is all zeros before any job finished', () => {
    expect(countsPerMinute(metrics({ count: 0, prevTS: 0, prevCount: 0 }), now, 5)).toEqual([0, 0, 0, 0, 0]);
  });

  it('puts the open minute (count - prevCount) at prevTS and the pushed points before it', () => {
    // Last push in the current minute: 7 jobs since; the three minutes before had 4, 0 and 2.
    const m = metrics({ count: 20, prevTS: minute(NOW_MINUTE) + 5_000, prevCount: 13 }, [4, 0, 2]);
    expect(countsPerMinute(m, now, 5)).toEqual([0, 2, 0, 4, 7]);
  });

  it('shows nothing after the last minute a job finished in', () => {
    // The last job finished three minutes ago; 3 jobs in that minute, 5 in the one before.
    const m = metrics({ count: 8, prevTS: minute(NOW_MINUTE - 3) + 59_000, prevCount: 5 }, [5]);
    expect(countsPerMinute(m, now, 5)).toEqual([5, 3, 0, 0, 0]);
  });

  it('leaves out what is older than the window', () => {
    const m = metrics({ count: 100, prevTS: minute(NOW_MINUTE - 1), prevCount: 99 }, [1, 2, 3, 4, 5, 6, 7]);
    expect(countsPerMinute(m, now, 3)).toEqual([1, 1, 0]);
  });

  it('counts the first job of a queue (prevTS set, nothing pushed yet)', () => {
    expect(countsPerMinute(metrics({ count: 1, prevTS: minute(NOW_MINUTE) + 1_000, prevCount: 0 }), now, 2)).toEqual([0, 1]);
  });
});

describe('jobsPerMinute (the chart series)', () => {
  it('pairs completed and failed per minute, oldest first, each minute with its start', () => {
    const completed = metrics({ count: 3, prevTS: minute(NOW_MINUTE), prevCount: 1 }, [1]);
    const failed = metrics({ count: 1, prevTS: minute(NOW_MINUTE - 1) + 10_000, prevCount: 0 });
    expect(jobsPerMinute(completed, failed, now, 3)).toEqual([
      { at: new Date(minute(NOW_MINUTE - 2)).toISOString(), completed: 0, failed: 0 },
      { at: new Date(minute(NOW_MINUTE - 1)).toISOString(), completed: 1, failed: 1 },
      { at: new Date(minute(NOW_MINUTE)).toISOString(), completed: 2, failed: 0 },
    ]);
  });

  it('covers the last hour by default', () => {
    const none = metrics({ count: 0, prevTS: 0, prevCount: 0 });
    const series = jobsPerMinute(none, none, now);
    expect(series).toHaveLength(60);
    expect(series.at(-1)?.at).toBe(new Date(minute(NOW_MINUTE)).toISOString());
  });
});
