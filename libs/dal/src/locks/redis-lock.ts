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

/** A short mutual-exclusion lock in Redis, keyed `lock:{namespace}:{name}`. */
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

/**
 * A repository's turns for every write of one of its documents: across processes with a
 * Redis lock, within this process without one. MongoDB applies each update atomically, but
 * FerretDB 1.x (local runs and tests) loses concurrent updates of one document (ADR 2).
 */
export interface DocumentWriteLockOptions {
  writeLock?: RedisLock;
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
