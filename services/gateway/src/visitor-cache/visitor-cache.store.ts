import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** An answer as it was sent: the body already serialised, so a hit costs no work. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  body: string;
  etag: string;
  /** Only for a redirect (never stored: only 200s are). */
  location?: string;
}

/**
 * What an answer shows: one portfolio's content (`ownerId`), or the home feed (every
 * portfolio's featured photos). Everything also depends on what every page shows
 * (templates, banners).
 */
export type CacheScope = { ownerId: string } | 'home' | 'site';

/** The generations an answer was computed at; a later change to any of them makes it stale. */
export type Generations = Record<string, string>;

const PREFIX = 'visitor-cache';
const siteGeneration = `${PREFIX}:gen:site`;
const homeGeneration = `${PREFIX}:gen:home`;
const ownerGeneration = (ownerId: string) => `${PREFIX}:gen:owner:${ownerId}`;
const entryKey = (key: string) => `${PREFIX}:entry:${createHash('sha256').update(key).digest('base64url')}`;

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Visitor answers in Redis, invalidated by generation counters: a change bumps the counter
 * of what it touched, and every entry computed before no longer matches. Nothing is scanned
 * or deleted; entries also expire after `ttlSeconds` (a backstop, not the freshness rule).
 */
export class VisitorCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  async lookup(key: string): Promise<CachedAnswer | null> {
    const raw = await this.redis.get(entryKey(key));
    if (!raw) return null;
    const entry = JSON.parse(raw) as { generations: Generations; answer: CachedAnswer };
    const names = Object.keys(entry.generations);
    const current = await this.redis.mget(...names);
    return names.every((name, index) => (current[index] ?? '0') === entry.generations[name]) ? entry.answer : null;
  }

  /** Read before the answer is computed: a change during the computation makes the entry stale at once. */
  async generations(scope: CacheScope): Promise<Generations> {
    const names = [siteGeneration, ...(scope === 'site' ? [] : [scope === 'home' ? homeGeneration : ownerGeneration(scope.ownerId)])];
    const values = await this.redis.mget(...names);
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '0']));
  }

  async store(key: string, generations: Generations, answer: CachedAnswer): Promise<void> {
    await this.redis.set(entryKey(key), JSON.stringify({ generations, answer }), 'EX', this.ttlSeconds);
  }

  /** A portfolio changed (its pages and the home feed are stale), or what every page shows (`null`). */
  async invalidate(ownerId: string | null): Promise<void> {
    if (ownerId === null) {
      await this.redis.incr(siteGeneration);
      return;
    }
    await this.redis.multi().incr(ownerGeneration(ownerId)).incr(homeGeneration).exec();
  }
}
