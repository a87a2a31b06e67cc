import type { Redis } from 'ioredis';
import { createRedisLock, type RedisLock, type RedisLockOptions } from '../../locks/redis-lock.js';

/** Runs `write` while no other process writes the same photo document. */
export type PhotoWriteLock = RedisLock;

/**
 * The optimise, palette and ai-tag jobs of one photo run in parallel with each other and
 * with the owner's edits (title, description, tags, flags), and each updates the same
 * document. MongoDB applies each update atomically, but FerretDB 1.x (local runs and tests)
 * loses concurrent updates of one document (measured: 170 of 200 lost; an edit made right
 * after an upload vanished under the worker's update), so every writer of a photo document
 * (the media service and the workers) takes turns per photo through a short Redis lock.
 */
export function createPhotoWriteLock(redis: Redis, options: RedisLockOptions = {}): PhotoWriteLock {
  return createRedisLock(redis, 'photo-write', options);
}
