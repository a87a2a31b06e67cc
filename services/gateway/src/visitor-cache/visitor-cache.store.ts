import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LiveVisitorKeys } from './live-visitor-keys.js';

/** An answer as it was sent: the body already serialised, so a hit costs no work. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  body: string;
  etag: string;
  /** Only for a redirect (never stored: only 200s are). */
  location?: string;
  /** A portfolio page's own categories (those with photos): what its `?featured=` may select besides the built-in ones. */
  categories?: string[];
}

/**
 * What an answer shows: one portfolio's content (`ownerId`), or the home feed (every
 * portfolio's featured photos). Everything also depends on what every page shows
 * (templates, banners).
 */
export type CacheScope = { ownerId: string } | 'home' | 'site';

/** A scope as one string: `owner:{id}`, `home` or `site`. */
export type ScopeId = string;

export const scopeIdOf = (scope: CacheScope): ScopeId => (typeof scope === 'string' ? scope : `owner:${scope.ownerId}`);

/** The generations an answer was computed at; a later change to any of them makes it stale. */
export type Generations = Record<string, string>;

/** A stored answer, and what it shows (for the live keys of its scope). */
export interface CacheHit {
  answer: CachedAnswer;
  scope: ScopeId;
}

/** Told which scopes a change made stale (e.g. to compute their answers again). */
export type InvalidationListener = (scopes: readonly ScopeId[]) => void;

const PREFIX = 'visitor-cache';

/** The Redis keys of a cache under one prefix (`visitor-cache`; a test may keep its own). */
function cacheKeys(prefix: string) {
  const ownerGeneration = (ownerId: string) => `${prefix}:gen:owner:${ownerId}`;
  return {
    siteGeneration: `${prefix}:gen:site`,
    homeGeneration: `${prefix}:gen:home`,
    ownerGeneration,
    ownerGenerationPrefix: ownerGeneration(''),
    entry: (key: string) => `${prefix}:entry:${createHash('sha256').update(key).digest('base64url')}`,
    issued: (list: string, cursor: string) => `${prefix}:issued:${createHash('sha256').update(`${list}\n${cursor}`).digest('base64url')}`,
    scopeEntries: (scope: ScopeId) => `${prefix}:entries:${scope}`,
    /** Every stored entry by the time it was stored (a sorted set), with its size and scope list (a hash), and their total size. */
    stored: `${prefix}:stored`,
    storedMeta: `${prefix}:stored-meta`,
    storedBytes: `${prefix}:stored-bytes`,
  };
}
type CacheKeys = ReturnType<typeof cacheKeys>;

/** The default of VISITOR_CACHE_MAX_MB: what all stored answers together may weigh. */
export const DEFAULT_CACHE_BUDGET_BYTES = 256 * 1024 * 1024;

/**
 * The most entries one scope keeps (a portfolio's pages, categories and answer pages, the
 * home feed's, the site's): storing one more drops the least recently stored, so no visitor,
 * whatever they ask for, grows the cache beyond this per portfolio (docs/operations.md).
 */
export const ENTRIES_PER_SCOPE = 128;

/**
 * One store in one step: the entry with its expiry, noted in its scope's list (a sorted set by
 * the time it was stored) and in the list of every stored entry with its size; the oldest of
 * its scope beyond the cap leave the cache, then the oldest of all while all of them together
 * weigh more than the budget. Entries stored longer ago than their expiry leave the
 * accounting (Redis has dropped them already). Only the cache's own keys are ever removed.
 */
const STORE_ENTRY = `
local entry, entries, stored, meta, bytes = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local value, ttl, now, cap, budget = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local function forget(key)
  local noted = redis.call('HGET', meta, key)
  if noted then
    local size, list = string.match(noted, '^(%d+) (.*)$')
    redis.call('HDEL', meta, key)
    redis.call('DECRBY', bytes, size)
    redis.call('ZREM', list, key)
  end
  redis.call('ZREM', stored, key)
end
local function drop(key)
  redis.call('DEL', key)
  forget(key)
end
forget(entry)
redis.call('SET', entry, value, 'EX', ttl)
redis.call('ZADD', entries, now, entry)
redis.call('ZADD', stored, now, entry)
redis.call('HSET', meta, entry, #value .. ' ' .. entries)
redis.call('INCRBY', bytes, #value)
local extra = redis.call('ZCARD', entries) - cap
if extra > 0 then
  local old = redis.call('ZRANGE', entries, 0, extra - 1)
  -- Out of the scope's list here too: an entry stored by an earlier release has no size noted.
  redis.call('ZREMRANGEBYRANK', entries, 0, extra - 1)
  for _, key in ipairs(old) do drop(key) end
end
for _, expired in ipairs(redis.call('ZRANGEBYSCORE', stored, '-inf', now - ttl * 1000)) do forget(expired) end
while tonumber(redis.call('GET', bytes) or '0') > budget do
  local oldest = redis.call('ZRANGE', stored, 0, 0)[1]
  if not oldest then break end
  drop(oldest)
end
redis.call('EXPIRE', entries, ttl)
`;

/** Entries kept parsed in this process (the most recently used), so a hit costs one MGET of generations. */
const HOT_ENTRIES = 256;
/** A parsed entry is read again from Redis after this long (the cache's expiry stays the backstop). */
const HOT_ENTRY_MS = 60_000;

interface StoredEntry {
  generations: Generations;
  answer: CachedAnswer;
}

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** The counters an answer of this scope depends on. */
function generationNames(keys: CacheKeys, scope: ScopeId): string[] {
  if (scope === 'site') return [keys.siteGeneration];
  return [keys.siteGeneration, scope === 'home' ? keys.homeGeneration : keys.ownerGeneration(scope.slice('owner:'.length))];
}

/** The scope whose generations an entry was computed at: an owner's, the home feed's, else the site's alone. */
function scopeOfGenerations(keys: CacheKeys, generations: Generations): ScopeId {
  for (const name of Object.keys(generations)) {
    if (name === keys.homeGeneration) return 'home';
    if (name.startsWith(keys.ownerGenerationPrefix)) return scopeIdOf({ ownerId: name.slice(keys.ownerGenerationPrefix.length) });
  }
  return 'site';
}

export interface VisitorCacheOptions {
  /** What all stored answers together may weigh (their bodies and headers as stored): the oldest go first beyond it. */
  budgetBytes?: number;
  /** The keys' prefix: `visitor-cache`, or a test's own. */
  prefix?: string;
}

/**
 * Visitor answers in Redis, invalidated by generation counters: a change bumps the counter
 * of what it touched, and every entry computed before no longer matches. Nothing is scanned
 * or deleted; entries also expire after `ttlSeconds` (a backstop, not the freshness rule).
 * Which answers visitors use is kept too (`live`), so they can be computed again after a change.
 */
export class VisitorCacheStore {
  readonly live: LiveVisitorKeys;
  private readonly listeners: InvalidationListener[] = [];
  /** The hot entries, parsed, in order of last use: still checked against the generations on every hit. */
  private readonly hot = new Map<string, { entry: StoredEntry; readAt: number }>();

  private readonly keys: CacheKeys;
  private readonly budgetBytes: number;

  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    { budgetBytes = DEFAULT_CACHE_BUDGET_BYTES, prefix = PREFIX }: VisitorCacheOptions = {},
  ) {
    this.keys = cacheKeys(prefix);
    this.budgetBytes = budgetBytes;
    this.live = new LiveVisitorKeys(redis, prefix, ttlSeconds);
  }

  async lookup(key: string): Promise<CacheHit | null> {
    const hot = this.hotEntry(key);
    if (hot && (await this.isCurrent(hot.generations))) return this.hitOf(hot);
    // Stale here, but another replica (or a rebuild) may have stored a newer one.
    if (hot) this.hot.delete(key);
    const entry = await this.read(key);
    return entry && (await this.isCurrent(entry.generations)) ? this.hitOf(entry) : null;
  }

  private hitOf(entry: StoredEntry): CacheHit {
    return { answer: entry.answer, scope: scopeOfGenerations(this.keys, entry.generations) };
  }

  private hotEntry(key: string): StoredEntry | null {
    const hot = this.hot.get(key);
    if (!hot || Date.now() - hot.readAt > HOT_ENTRY_MS) return null;
    this.hot.delete(key);
    this.hot.set(key, hot);
    return hot.entry;
  }

  private async read(key: string): Promise<StoredEntry | null> {
    const raw = await this.redis.get(this.keys.entry(key));
    if (!raw) return null;
    const entry = JSON.parse(raw) as StoredEntry;
    this.keepHot(key, entry);
    return entry;
  }

  private keepHot(key: string, entry: StoredEntry): void {
    this.hot.delete(key);
    this.hot.set(key, { entry, readAt: Date.now() });
    if (this.hot.size > HOT_ENTRIES) this.hot.delete(this.hot.keys().next().value as string);
  }

  /** Read before the answer is computed: a change during the computation makes the entry stale at once. */
  async generations(scope: CacheScope | ScopeId): Promise<Generations> {
    const names = generationNames(this.keys, typeof scope === 'string' ? scope : scopeIdOf(scope));
    const values = await this.redis.mget(...names);
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '0']));
  }

  /** Whether no change has happened since these generations were read. */
  async isCurrent(generations: Generations): Promise<boolean> {
    const names = Object.keys(generations);
    if (names.length === 0) return true;
    const current = await this.redis.mget(...names);
    return names.every((name, index) => (current[index] ?? '0') === generations[name]);
  }

  async store(key: string, generations: Generations, answer: CachedAnswer): Promise<void> {
    const scope = scopeOfGenerations(this.keys, generations);
    await this.redis.eval(
      STORE_ENTRY,
      5,
      this.keys.entry(key),
      this.keys.scopeEntries(scope),
      this.keys.stored,
      this.keys.storedMeta,
      this.keys.storedBytes,
      JSON.stringify({ generations, answer }),
      this.ttlSeconds,
      Date.now(),
      ENTRIES_PER_SCOPE,
      this.budgetBytes,
    );
    this.keepHot(key, { generations, answer });
  }

  /** What the stored answers weigh together now (bytes, as counted against the budget). */
  async storedBytes(): Promise<number> {
    return Number((await this.redis.get(this.keys.storedBytes)) ?? 0);
  }

  /** How many entries a scope holds now (at most ENTRIES_PER_SCOPE; some may have expired since). */
  async entryCount(scope: CacheScope | ScopeId): Promise<number> {
    return this.redis.zcard(this.keys.scopeEntries(typeof scope === 'string' ? scope : scopeIdOf(scope)));
  }

  /** A portfolio changed (its pages and the home feed are stale), or what every page shows (`null`). */
  async invalidate(ownerId: string | null): Promise<void> {
    if (ownerId === null) {
      await this.redis.incr(this.keys.siteGeneration);
    } else {
      await this.redis.multi().incr(this.keys.ownerGeneration(ownerId)).incr(this.keys.homeGeneration).exec();
    }
    const scopes = ownerId === null ? ['site'] : [scopeIdOf({ ownerId }), 'home'];
    for (const listener of this.listeners) listener(scopes);
  }

  onInvalidated(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  /** A cursor this gateway handed out with a page of `list`: the page after it may be stored (one a client made up may not). */
  async issueCursor(list: string, cursor: string): Promise<void> {
    await this.redis.set(this.keys.issued(list, cursor), '1', 'EX', this.ttlSeconds);
  }

  async wasIssued(list: string, cursor: string): Promise<boolean> {
    return (await this.redis.exists(this.keys.issued(list, cursor))) === 1;
  }
}
