import type { Redis } from 'ioredis';
import { refusal } from './upload-metadata.js';

const KEY_PREFIX = 'resumable-upload:unfinished:';

export interface UnfinishedUploadLimits {
  maxPerUser: number;
  /** An upload stops counting this long after it was created, when it has expired. */
  expirySeconds: number;
}

/**
 * How many unfinished resumable uploads each user has, in Redis (every gateway counts the
 * same ones), so that no one fills the store with uploads they never finish. Finished and
 * abandoned (DELETE) uploads are removed from the count; expired ones stop counting by themselves.
 */
export class UnfinishedUploads {
  constructor(
    private readonly redis: Redis,
    private readonly limits: UnfinishedUploadLimits,
  ) {}

  /** Counts `uploadId` as one of `userId`'s, or refuses it (429) when they have too many already. */
  async add(userId: string, uploadId: string): Promise<void> {
    const key = KEY_PREFIX + userId;
    const now = Date.now();
    // Added first, then counted: two creations at once on two gateways cannot both slip under the limit.
    const [, , counted] = (await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now - this.limits.expirySeconds * 1000)
      .zadd(key, now, uploadId)
      .zcard(key)
      .expire(key, this.limits.expirySeconds)
      .exec()) as Array<[Error | null, unknown]>;
    if (Number(counted?.[1]) > this.limits.maxPerUser) {
      await this.redis.zrem(key, uploadId);
      const { maxPerUser } = this.limits;
      throw refusal(429, `You have ${maxPerUser} unfinished uploads. Let them finish, or remove some, before starting more.`);
    }
  }

  async remove(userId: string, uploadId: string): Promise<void> {
    await this.redis.zrem(KEY_PREFIX + userId, uploadId);
  }
}
