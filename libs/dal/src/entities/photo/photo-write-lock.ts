import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Runs `write` while no other process writes the same photo document. */
export type PhotoWriteLock = <T>(photoId: string, write: () => Promise<T>) => Promise<T>;

/**
 * The optimise, palette and ai-tag jobs of one photo run in parallel with each other and
 * with the owner's edits (title, description, tags, flags), and each updates the same
 * document. MongoDB applies each update atomically, but FerretDB 1.x (local runs and tests)
 * loses concurrent updates of one document (measured: 170 of 200 lost; an edit made right
 * after an upload vanished under the worker's update), so every writer of a photo document
 * (the media service and the workers) takes turns per photo through a short Redis lock.
 */
export function createPhotoWriteLock(redis: Redis, options: { ttlMs?: number; waitMs?: number } = {}): PhotoWriteLock {
  const ttlMs = options.ttlMs ?? 5_000;
  const waitMs = options.waitMs ?? 15_000;
  return async (photoId, write) => {
    const key = `lock:photo-write:${photoId}`;
    const token = randomUUID();
    const deadline = Date.now() + waitMs;
    while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw new Error(`photo ${photoId} stayed locked for ${waitMs} ms`);
      await sleep(20);
    }
    try {
      return await write();
    } finally {
      await redis.eval(RELEASE, 1, key, token);
    }
  };
}
