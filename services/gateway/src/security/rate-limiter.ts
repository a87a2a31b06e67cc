import type { Logger } from '@lumafolio/server-common';
import type { Redis } from 'ioredis';

export interface RateLimitRule {
  /** Part of the Redis key, e.g. "contact:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

const PREFIX = 'gateway:rl:';

/**
 * Fixed-window counters in Redis, shared by every gateway replica: the first hit starts a
 * window of `windowSeconds`; hits beyond `limit` within it are refused. A Redis outage lets
 * requests through (logged): the limits protect capacity, they must not cost a visitor
 * their message or a photographer their upload.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  static key(rule: Pick<RateLimitRule, 'name'>, subject: string): string {
    return `${PREFIX}${rule.name}:${subject}`;
  }

  async consume(rule: RateLimitRule, subject: string): Promise<RateLimitVerdict> {
    try {
      return await this.count(rule, subject);
    } catch (error) {
      this.logger.warn({ err: error, rule: rule.name }, 'rate limit unavailable; request let through');
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  private async count(rule: RateLimitRule, subject: string): Promise<RateLimitVerdict> {
    const key = RateLimiter.key(rule, subject);
    const results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').ttl(key).exec();
    if (!results) throw new Error('rate limit transaction aborted');
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
    const count = Number(results[0]?.[1]);
    const ttl = Number(results[2]?.[1]);
    return { allowed: count <= rule.limit, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds };
  }
}
