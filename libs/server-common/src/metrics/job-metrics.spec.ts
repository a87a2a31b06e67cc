import { DelayedError, RateLimitError, UnrecoverableError } from 'bullmq';
import { outcomeOfThrow } from './job-metrics.js';

describe('the outcome of a job run that threw', () => {
  it('is retried before the last attempt and failed on it, so the failure ratio counts jobs lost, not attempts', () => {
    expect(outcomeOfThrow(new Error('S3 timed out'), false)).toBe('retried');
    expect(outcomeOfThrow(new Error('S3 timed out'), true)).toBe('failed');
  });

  it('is failed at once for an error that cannot be retried', () => {
    expect(outcomeOfThrow(new UnrecoverableError('cannot decode'), false)).toBe('failed');
  });

  it('is deferred when the processor put the job back without spending an attempt (a 429, a delay)', () => {
    expect(outcomeOfThrow(new RateLimitError(), true)).toBe('deferred');
    expect(outcomeOfThrow(new DelayedError(), false)).toBe('deferred');
  });
});
