import { jest } from '@jest/globals';
import { ShortLivedCache } from './short-lived-cache.js';

describe('ShortLivedCache', () => {
  let clock = 0;
  const cache = () => new ShortLivedCache<string>({ ttlMs: 1_000, maxEntries: 2, now: () => clock });

  beforeEach(() => {
    clock = 0;
  });

  it('loads once within the time to live, again after it', async () => {
    const subject = cache();
    const load = jest.fn(async () => `v${clock}`);
    expect(await Promise.all([subject.get('a', load), subject.get('a', load)])).toEqual(['v0', 'v0']);
    clock = 999;
    expect(await subject.get('a', load)).toBe('v0');
    clock = 1_000;
    expect(await subject.get('a', load)).toBe('v1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load', async () => {
    const subject = cache();
    await expect(subject.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await subject.get('a', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const subject = cache();
    const load = jest.fn(async () => 'x');
    await subject.get('a', load);
    await subject.get('b', load);
    await subject.get('c', load);
    await subject.get('b', load);
    await subject.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
