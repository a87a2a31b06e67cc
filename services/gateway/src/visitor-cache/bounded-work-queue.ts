/**
 * Work done a few at a time (`concurrency`), in the order it came, with at most `capacity`
 * waiting: more is refused, not queued (the caller counts it as dropped). Work with the id
 * of work still waiting is not added twice.
 */
export class BoundedWorkQueue {
  private readonly waiting = new Map<string, { run: () => Promise<void>; finished: () => void; done: Promise<void> }>();
  private running = 0;
  private closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly capacity: number,
  ) {}

  /** Resolves once `run` has run (it never rejects); null when refused (full or closed). */
  add(id: string, run: () => Promise<void>): Promise<void> | null {
    const queued = this.waiting.get(id);
    if (queued) return queued.done;
    if (this.closed || this.waiting.size >= this.capacity) return null;
    let finished: (() => void) | undefined;
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    this.waiting.set(id, { run, finished: () => finished?.(), done });
    this.next();
    return done;
  }

  /** Work waiting or under way. */
  get size(): number {
    return this.waiting.size + this.running;
  }

  /** Refuses new work and forgets what waits (whoever waits for it is let go). */
  close(): void {
    this.closed = true;
    for (const work of this.waiting.values()) work.finished();
    this.waiting.clear();
  }

  private next(): void {
    while (this.running < this.concurrency) {
      const first = this.waiting.entries().next();
      if (first.done) return;
      const [id, work] = first.value;
      this.waiting.delete(id);
      this.running += 1;
      work
        .run()
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          work.finished();
          this.next();
        });
    }
  }
}
