import { describe, expect, it } from '@jest/globals';
import { isActive, isUnfinished, queueProgress } from './queue-progress';

const entry = (status: Parameters<typeof isActive>[0]['status'], progress = 0, retryable = false) => ({ status, progress, retryable });

describe('queueProgress', () => {
  it('counts an uploaded file whole and one uploading by its bytes sent', () => {
    expect(queueProgress([entry('done', 100), entry('uploading', 50), entry('optimising', 80), entry('queued')])).toEqual({
      total: 4,
      uploaded: 1,
      active: 3,
      needAttention: 0,
      duplicates: 0,
      percent: 38,
    });
  });

  it('tells failures a retry can mend from files never taken', () => {
    const progress = queueProgress([entry('failed', 0, true), entry('failed', 0, false), entry('done', 100)]);
    expect(progress).toMatchObject({ active: 0, needAttention: 1, uploaded: 1, total: 3 });
  });

  it('is empty for an empty queue', () => {
    expect(queueProgress([])).toEqual({ total: 0, uploaded: 0, active: 0, needAttention: 0, duplicates: 0, percent: 0 });
  });

  it('counts a possible duplicate as waiting for the user, not as uploading', () => {
    expect(queueProgress([entry('duplicate'), entry('uploading', 50)])).toEqual({
      total: 2,
      uploaded: 0,
      active: 1,
      needAttention: 1,
      duplicates: 1,
      percent: 25,
    });
  });
});

describe('isActive', () => {
  it('is true until the file is uploaded or has failed', () => {
    expect(['queued', 'optimising', 'checking', 'analysing', 'waiting', 'uploading'].every((status) => isActive({ status: status as 'queued' }))).toBe(true);
    expect(isActive({ status: 'done' })).toBe(false);
    expect(isActive({ status: 'failed' })).toBe(false);
    expect(isActive({ status: 'duplicate' })).toBe(false);
  });
});

describe('isUnfinished', () => {
  it('holds a possible duplicate as unfinished work besides the files under way', () => {
    expect(isUnfinished({ status: 'duplicate' })).toBe(true);
    expect(isUnfinished({ status: 'uploading' })).toBe(true);
    expect(isUnfinished({ status: 'done' })).toBe(false);
    expect(isUnfinished({ status: 'failed' })).toBe(false);
  });
});
