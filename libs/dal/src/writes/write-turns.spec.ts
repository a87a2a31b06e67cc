import { setTimeout as sleep } from 'node:timers/promises';
import { inProcessWriteTurns } from './write-turns.js';

describe('write turns', () => {
  it('run the holders of one key one after the other', async () => {
    const turns = inProcessWriteTurns();
    const events: string[] = [];
    const hold = (label: string, ms: number) =>
      turns.take('photo:db:p1', async () => {
        events.push(`${label} in`);
        await sleep(ms);
        events.push(`${label} out`);
      });
    await Promise.all([hold('a', 20), hold('b', 1)]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
  });

  it('let a write inside a turn its caller holds run at once, while others wait for the turn', async () => {
    const turns = inProcessWriteTurns();
    const nested = await turns.take('photo:db:p1', () => turns.take('photo:db:p1', async () => 'ran inside'));
    expect(nested).toBe('ran inside');
    let otherRan = false;
    const outer = turns.take('photo:db:p2', async () => {
      await sleep(20);
      return otherRan;
    });
    // Started outside the holder's work: it waits for the turn like anyone else.
    const other = turns.take('photo:db:p2', async () => void (otherRan = true));
    expect(await outer).toBe(false);
    await other;
    expect(otherRan).toBe(true);
  });

  it('take many turns at once: a writer of one of them waits while the set is held, and keys the caller holds are not waited for', async () => {
    const turns = inProcessWriteTurns();
    const events: string[] = [];
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const bulk = turns.takeAll(['photo:db:p2', 'photo:db:p1', 'photo:db:p1'], async () => {
      events.push('bulk in');
      entered();
      await sleep(20);
      events.push('bulk out');
    });
    await inside;
    const single = turns.take('photo:db:p2', async () => void events.push('single'));
    await Promise.all([bulk, single]);
    expect(events).toEqual(['bulk in', 'bulk out', 'single']);
    const nested = await turns.take('photo:db:p1', () => turns.takeAll(['photo:db:p1', 'photo:db:p3'], async () => 'ran inside'));
    expect(nested).toBe('ran inside');
  });
});
