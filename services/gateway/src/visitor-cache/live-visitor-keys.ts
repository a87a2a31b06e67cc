import type { Redis } from 'ioredis';
import type { Generations, ScopeId } from './visitor-cache.store.js';

/** The answers of one scope computed again after a change: the most recently visited ones. */
export const LIVE_KEYS_PER_SCOPE = 16;
/** The scopes a change to every page (`site`) computes again: the most recently visited ones. */
export const LIVE_SCOPES = 32;

/** A visitor answer in use, and the address (a signed-out GET) that computes it. */
export interface LiveKey {
  key: string;
  url: string;
}

/**
 * One visit in one step: the key goes to the top of its scope's list (a sorted set by the
 * time of the last visit) with its address (a hash); the oldest beyond the cap leave both;
 * the scope goes to the top of the list of scopes. Everything expires after the window.
 */
const NOTE_VISIT = `
local keys, urls, scopes = KEYS[1], KEYS[2], KEYS[3]
local now, key, url, scope, cap, scopeCap, ttl = ARGV[1], ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6]), ARGV[7]
redis.call('ZADD', keys, now, key)
redis.call('HSET', urls, key, url)
local extra = redis.call('ZCARD', keys) - cap
if extra > 0 then
  local old = redis.call('ZRANGE', keys, 0, extra - 1)
  redis.call('ZREMRANGEBYRANK', keys, 0, extra - 1)
  redis.call('HDEL', urls, unpack(old))
end
redis.call('EXPIRE', keys, ttl)
redis.call('EXPIRE', urls, ttl)
redis.call('ZADD', scopes, now, scope)
redis.call('ZREMRANGEBYRANK', scopes, 0, -scopeCap - 1)
redis.call('EXPIRE', scopes, ttl)
`;

/**
 * Which visitor answers are in use, per scope (a portfolio owner, the home feed, the site):
 * the few most recently visited keys, each with the address that computes it, and the
 * scopes visited lately. Bounded (LIVE_KEYS_PER_SCOPE, LIVE_SCOPES) and forgotten after
 * `windowSeconds` without a visit, so an answer nobody asks for is not computed again.
 */
export class LiveVisitorKeys {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowSeconds: number,
  ) {}

  async noteVisit(scope: ScopeId, key: string, url: string): Promise<void> {
    await this.redis.eval(
      NOTE_VISIT,
      3,
      this.keysOf(scope),
      this.urlsOf(scope),
      this.scopes(),
      Date.now(),
      key,
      url,
      scope,
      LIVE_KEYS_PER_SCOPE,
      LIVE_SCOPES,
      this.windowSeconds,
    );
  }

  /** The keys of a scope visited within the window (or the last `withinMs`), the most recent first. */
  async recent(scope: ScopeId, withinMs = this.windowSeconds * 1000): Promise<LiveKey[]> {
    const since = Date.now() - Math.min(withinMs, this.windowSeconds * 1000);
    const keys = await this.redis.zrevrangebyscore(this.keysOf(scope), '+inf', since, 'LIMIT', 0, LIVE_KEYS_PER_SCOPE);
    if (keys.length === 0) return [];
    const urls = await this.redis.hmget(this.urlsOf(scope), ...keys);
    return keys.flatMap((key, index) => {
      const url = urls[index];
      return url ? [{ key, url }] : [];
    });
  }

  /** The scopes visited within the window, the most recent first. */
  recentScopes(): Promise<ScopeId[]> {
    return this.redis.zrevrangebyscore(this.scopes(), '+inf', this.windowStart(), 'LIMIT', 0, LIVE_SCOPES);
  }

  /**
   * Takes the work of computing a scope's answers again at these generations; false when
   * it was taken already (by another replica, or a pass of this one), so one change costs
   * one computation wherever it was heard of.
   */
  async claim(scope: ScopeId, generations: Generations): Promise<boolean> {
    const at = Object.entries(generations)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, value]) => value)
      .join('.');
    const before = await this.redis.set(`${this.prefix}:rebuilt:${scope}`, at, 'EX', this.windowSeconds, 'GET');
    return before !== at;
  }

  private windowStart(): number {
    return Date.now() - this.windowSeconds * 1000;
  }

  private keysOf(scope: ScopeId): string {
    return `${this.prefix}:live:keys:${scope}`;
  }

  private urlsOf(scope: ScopeId): string {
    return `${this.prefix}:live:urls:${scope}`;
  }

  private scopes(): string {
    return `${this.prefix}:live:scopes`;
  }
}
