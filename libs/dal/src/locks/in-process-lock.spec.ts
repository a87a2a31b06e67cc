import { setTimeout as sleep } from 'node:timers/promises';
import { createInProcessLock } from './redis-lock.js';

describe('createInProcessLock', () => {
  it('runs holders of one name one after the other, and of other names side by side', async () => {
    const lock = createInProcessLock();
    const events: string[] = [];
    const hold = (name: string, label: string, ms: number) =>
      lock(name, async () => {
        events.push(`${label} in`);
        await sleep(ms);
        events.push(`${label} out`);
        return label;
      });
    const results = await Promise.all([hold('a', 'a1', 30), hold('a', 'a2', 5), hold('b', 'b1', 5)]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a2 in')).toBeGreaterThan(events.indexOf('a1 out'));
    expect(events.indexOf('b1 out')).toBeLessThan(events.indexOf('a1 out'));
  });

  it('lets the next holder run after one that failed, and passes the failure to its own caller', async () => {
    const lock = createInProcessLock();
    const failed = lock('a', async () => {
      throw new Error('boom');
    });
    const next = lock('a', async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
