import { Gauge } from 'prom-client';
import { withTimeout } from '../lifecycle/with-timeout.js';
import { metricsRegistry } from './registry.js';

/** What Redis's `INFO memory` says of its memory, in bytes. */
export interface RedisMemory {
  used: number;
  /** `maxmemory`, or the host's memory when Redis has no cap (0): what it can grow to before the host runs out. */
  limit: number;
}

/** Reads `used_memory`, `maxmemory` and `total_system_memory` from the text of `INFO memory`; null when it holds no `used_memory`. */
export function parseRedisMemory(info: string): RedisMemory | null {
  const fields = new Map<string, number>();
  for (const line of info.split(/\r?\n/)) {
    const match = /^(used_memory|maxmemory|total_system_memory):(\d+)$/.exec(line.trim());
    if (match?.[1] && match[2]) fields.set(match[1], Number(match[2]));
  }
  const used = fields.get('used_memory');
  if (used === undefined) return null;
  const maxmemory = fields.get('maxmemory') ?? 0;
  return { used, limit: maxmemory > 0 ? maxmemory : (fields.get('total_system_memory') ?? 0) };
}

let readMemory: (() => Promise<string>) | null = null;

/**
 * Redis's memory, read when Prometheus scrapes (never polled): sessions, queues, limits and
 * the visitor cache share one server, and `noeviction` turns a full one into refused writes.
 * Every gateway reports the same numbers: aggregate with `max`. Left out of a scrape when
 * Redis does not answer within 2 s.
 */
export const redisMemoryBytes = new Gauge({
  name: 'lumafolio_redis_memory_bytes',
  help: "Redis's memory by kind: used, and limit (maxmemory, or the host's memory when Redis has no cap), read at scrape time",
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    if (!readMemory) return;
    const info = await withTimeout(readMemory(), 2_000).catch(() => null);
    const memory = info === null ? null : parseRedisMemory(info);
    if (!memory) return;
    this.set({ kind: 'used' }, memory.used);
    if (memory.limit > 0) this.set({ kind: 'limit' }, memory.limit);
  },
});

/** Reports Redis's memory at every scrape from `info` (e.g. `() => redis.info('memory')`) until the returned function is called. */
export function reportRedisMemoryAtScrape(info: () => Promise<string>): () => void {
  readMemory = info;
  return () => {
    if (readMemory === info) readMemory = null;
  };
}
