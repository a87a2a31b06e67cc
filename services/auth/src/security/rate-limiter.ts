import type { Redis } from 'ioredis';

export interface RateLimitRule {
  /** Part of the Redis key, e.g. "signin:account". */
  name: string;
  limit: number;
  windowSeconds: number;
}

const PREFIX = 'auth:rl:';

/**
 * Fixed-window counters in Redis: the first hit starts a window of `windowSeconds`,
 * shared by every replica. Callers count failures (or attempts) with `hit` and ask
 * `isBlocked` before doing any work, so a throttled request costs nothing.
 */
export class RateLimiter {
  constructor(private readonly redis: Redis) {}

  private key(rule: RateLimitRule, subject: string): string {
    return `${PREFIX}${rule.name}:${subject}`;
  }

  async isBlocked(rule: RateLimitRule, subject: string): Promise<boolean> {
    const count = Number((await this.redis.get(this.key(rule, subject))) ?? 0);
    return count >= rule.limit;
  }

  /** Counts one hit; returns the count in the current window. */
  async hit(rule: RateLimitRule, subject: string): Promise<number> {
    const key = this.key(rule, subject);
    const results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec();
    const [error, count] = results?.[0] ?? [null, 0];
    if (error) throw error;
    return Number(count);
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(this.key(rule, subject));
  }
}
