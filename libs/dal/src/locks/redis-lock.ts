import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Runs `work` while no other holder of the same lock name runs it, across processes. */
export type RedisLock = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export interface RedisLockOptions {
  /** How long a holder that died keeps the lock. */
  ttlMs?: number;
  /** How long to wait for it before giving up with an error. */
  waitMs?: number;
}

/**
 * A short mutual-exclusion lock in Redis, keyed `lock:{namespace}:{name}`: the write turns of
 * shared documents (writes/write-turns.ts) and the coordination locks that are no document's
 * writes (a one-time migration, a token refresh, a user's quota).
 */
export function createRedisLock(redis: Redis, namespace: string, options: RedisLockOptions = {}): RedisLock {
  const ttlMs = options.ttlMs ?? 5_000;
  const waitMs = options.waitMs ?? 15_000;
  return async (name, work) => {
    const key = `lock:${namespace}:${name}`;
    const token = randomUUID();
    const deadline = Date.now() + waitMs;
    while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw new Error(`${key} stayed locked for ${waitMs} ms`);
      await sleep(20);
    }
    try {
      return await work();
    } finally {
      await redis.eval(RELEASE, 1, key, token);
    }
  };
}

/** Runs `work` while it holds every one of the lock names, taken all at once. */
export type RedisMultiLock = <T>(names: readonly string[], work: () => Promise<T>) => Promise<T>;

// All or none: a holder of any one of the keys makes the whole attempt wait and try again,
// so two takers of overlapping sets never each hold a part the other waits for.
const ACQUIRE_ALL =
  "for _, key in ipairs(KEYS) do if redis.call('exists', key) == 1 then return 0 end end " +
  "for _, key in ipairs(KEYS) do redis.call('set', key, ARGV[1], 'PX', ARGV[2]) end return 1";
const RELEASE_ALL =
  "local released = 0 for _, key in ipairs(KEYS) do if redis.call('get', key) == ARGV[1] then released = released + redis.call('del', key) end end return released";

/**
 * Many locks of one namespace in one round trip (a bulk action's documents): the same keys,
 * time to live and wait as `createRedisLock`'s, so a holder of one name and a holder of many
 * exclude each other.
 */
export function createRedisMultiLock(redis: Redis, namespace: string, options: RedisLockOptions = {}): RedisMultiLock {
  const ttlMs = options.ttlMs ?? 5_000;
  const waitMs = options.waitMs ?? 15_000;
  return async (names, work) => {
    const keys = [...new Set(names)].map((name) => `lock:${namespace}:${name}`);
    if (keys.length === 0) return work();
    const token = randomUUID();
    const deadline = Date.now() + waitMs;
    while (Number(await redis.eval(ACQUIRE_ALL, keys.length, ...keys, token, ttlMs)) !== 1) {
      if (Date.now() > deadline) throw new Error(`${keys.length} locks (${keys[0]}, …) stayed locked for ${waitMs} ms`);
      await sleep(20);
    }
    try {
      return await work();
    } finally {
      await redis.eval(RELEASE_ALL, keys.length, ...keys, token);
    }
  };
}

/**
 * The same turn-taking within this process only: for one-off tools that run without Redis.
 * Holders of one name run one after the other, whether the one before succeeded or not.
 */
export function createInProcessLock(): RedisLock {
  const tails = new Map<string, Promise<unknown>>();
  return async (name, work) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}
