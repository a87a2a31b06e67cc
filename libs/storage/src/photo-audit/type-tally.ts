export interface TypeCount {
  type: string;
  count: number;
  bytes: number;
}

/** Files and bytes per MIME type ("unknown" when a file's type cannot be told without reading it). */
export class TypeTally {
  private readonly byType = new Map<string, TypeCount>();

  add(type: string | null, bytes: number): void {
    const name = type ?? 'unknown';
    const entry = this.byType.get(name) ?? { type: name, count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += bytes;
    this.byType.set(name, entry);
  }

  merge(other: TypeTally): void {
    for (const entry of other.entries()) {
      const mine = this.byType.get(entry.type) ?? { type: entry.type, count: 0, bytes: 0 };
      mine.count += entry.count;
      mine.bytes += entry.bytes;
      this.byType.set(entry.type, mine);
    }
  }

  /** Largest first. */
  entries(): TypeCount[] {
    return [...this.byType.values()].sort((a, b) => b.bytes - a.bytes || a.type.localeCompare(b.type));
  }
}
