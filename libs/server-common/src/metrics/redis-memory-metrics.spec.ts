import { parseRedisMemory } from './redis-memory-metrics.js';

const info = (fields: Record<string, number>) =>
  ['# Memory', ...Object.entries(fields).map(([name, value]) => `${name}:${value}`), 'used_memory_human:1.00M', 'maxmemory_policy:noeviction', ''].join('\r\n');

describe("Redis's memory from INFO memory", () => {
  it('divides what is used by maxmemory when Redis has a cap', () => {
    expect(parseRedisMemory(info({ used_memory: 1_000, used_memory_rss: 5_000, maxmemory: 4_000, total_system_memory: 9_000 }))).toEqual({
      used: 1_000,
      limit: 4_000,
    });
  });

  it("takes the host's memory as the limit when Redis has none (maxmemory 0)", () => {
    expect(parseRedisMemory(info({ used_memory: 1_000, maxmemory: 0, total_system_memory: 9_000 }))).toEqual({ used: 1_000, limit: 9_000 });
  });

  it('reads nothing from an answer without used_memory', () => {
    expect(parseRedisMemory('# Memory\r\nmaxmemory:0\r\n')).toBeNull();
    expect(parseRedisMemory('')).toBeNull();
  });
});
