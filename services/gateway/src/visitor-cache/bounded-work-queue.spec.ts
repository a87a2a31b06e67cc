import { BoundedWorkQueue } from './bounded-work-queue.js';

/** A piece of work that runs until it is let go. */
function gate() {
  let resolve: (() => void) | undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  return { open: () => resolve?.(), opened };
}

describe('BoundedWorkQueue', () => {
  it('runs a few at a time, in the order they came', async () => {
    const queue = new BoundedWorkQueue(2, 10);
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const done = (['a', 'b', 'c'] as const).map((id) =>
      queue.add(id, async () => {
        started.push(id);
        await gates[id].opened;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toBe(3);
    gates.a.open();
    await done[0];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.b.open();
    gates.c.open();
    await Promise.all(done);
    expect(queue.size).toBe(0);
  });

  it('drops work beyond its capacity, and does not add work that already waits', async () => {
    const queue = new BoundedWorkQueue(1, 2);
    const running = gate();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await running.opened;
    };
    expect(queue.add('running', work)).not.toBeNull();
    const waiting = queue.add('x', work);
    expect(queue.add('x', work)).toBe(waiting);
    expect(queue.add('y', work)).not.toBeNull();
    expect(queue.add('z', work)).toBeNull();
    running.open();
    await waiting;
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('keeps going after a failure, and lets waiters go when closed', async () => {
    const queue = new BoundedWorkQueue(1, 5);
    const blocked = gate();
    await queue.add('fails', () => Promise.reject(new Error('down')));
    void queue.add('blocks', () => blocked.opened);
    const never = queue.add('never', async () => {
      throw new Error('must not run');
    });
    queue.close();
    await never;
    expect(queue.add('late', () => Promise.resolve())).toBeNull();
    blocked.open();
  });
});
