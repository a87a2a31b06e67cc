import { AsyncLocalStorage } from 'node:async_hooks';
import type { Redis } from 'ioredis';
import { createInProcessLock, createRedisLock, createRedisMultiLock, type RedisLock, type RedisMultiLock } from '../locks/redis-lock.js';

/**
 * Turns for writes of one document (or one invariant of a collection): a holder runs while no
 * other holder of the same key runs. Keys are `{entity}:{database}:{id}`; a write inside a
 * turn already held by its caller does not wait for it again.
 */
export interface WriteTurns {
  take<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** The turns of many keys at once (a bulk action's documents); those the caller holds are not waited for. */
  takeAll<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
}

/** Across processes: a short Redis lock per key, `lock:write:{entity}:{database}:{id}`. */
export function redisWriteTurns(redis: Redis): WriteTurns {
  return reentrant(createRedisLock(redis, 'write'), createRedisMultiLock(redis, 'write'));
}

/** Within this process only: for tools and tests that run without Redis beside no other writer. */
export function inProcessWriteTurns(): WriteTurns {
  const lock = createInProcessLock();
  return reentrant(lock, inOrder(lock));
}

const held = new AsyncLocalStorage<ReadonlySet<string>>();

function reentrant(lock: RedisLock, lockAll: RedisMultiLock): WriteTurns {
  return {
    take(key, work) {
      const holding = held.getStore() ?? new Set<string>();
      if (holding.has(key)) return work();
      return lock(key, () => held.run(new Set([...holding, key]), work));
    },
    takeAll(keys, work) {
      const holding = held.getStore() ?? new Set<string>();
      const wanted = [...new Set(keys)].filter((key) => !holding.has(key));
      if (wanted.length === 0) return work();
      return lockAll(wanted, () => held.run(new Set([...holding, ...wanted]), work));
    },
  };
}

/** Many in-process locks, one after the other in key order: two takers of overlapping keys cannot each hold one the other waits for. */
function inOrder(lock: RedisLock): RedisMultiLock {
  return <T>(names: readonly string[], work: () => Promise<T>): Promise<T> =>
    [...new Set(names)].sort().reduceRight<() => Promise<T>>((inner, name) => () => lock(name, inner), work)();
}
