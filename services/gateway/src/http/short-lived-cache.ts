export interface ShortLivedCacheOptions {
  ttlMs: number;
  /** Beyond this many keys the oldest entry is dropped (a flood of random URLs stays bounded). */
  maxEntries: number;
  now?: () => number;
}

/**
 * Remembers loaded values for a few seconds and shares one load between concurrent
 * callers, so a burst of identical requests costs one round of RPC calls. A failed load
 * is not remembered.
 */
export class ShortLivedCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: ShortLivedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    this.entries.delete(key);
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.options.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evictOverflow();
    return value;
  }

  private evictOverflow(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
