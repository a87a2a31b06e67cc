export interface BatchOptions {
  /** Keys in one call at most. */
  max: number;
  /** How long the first key waits for others to join it. */
  windowMs: number;
}

interface Asker<V> {
  resolve: (value: V | null) => void;
  reject: (reason: unknown) => void;
}

/**
 * `lookUp` asked one key at a time: the keys asked for within `windowMs` of each other go
 * together in one call (at most `max` each, a key asked twice once). Each asker gets its
 * key's value, or null when the call found none; a failed call fails all its askers.
 */
export function batchedLookup<V>(lookUp: (keys: string[]) => Promise<ReadonlyMap<string, V>>, { max, windowMs }: BatchOptions) {
  let pending = new Map<string, Asker<V>[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += max) {
      const chunk = keys.slice(start, start + max);
      const askersOf = (key: string) => batch.get(key) ?? [];
      lookUp(chunk).then(
        (found) => chunk.forEach((key) => askersOf(key).forEach((asker) => asker.resolve(found.get(key) ?? null))),
        (error: unknown) => chunk.forEach((key) => askersOf(key).forEach((asker) => asker.reject(error))),
      );
    }
  };

  return (key: string): Promise<V | null> =>
    new Promise((resolve, reject) => {
      pending.set(key, [...(pending.get(key) ?? []), { resolve, reject }]);
      if (pending.size >= max) flush();
      else timer ??= setTimeout(flush, windowMs);
    });
}
