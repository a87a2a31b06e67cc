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
const siteGeneration = `${PREFIX}:gen:site`;
const homeGeneration = `${PREFIX}:gen:home`;
const ownerGeneration = (ownerId: string) => `${PREFIX}:gen:owner:${ownerId}`;
const entryKey = (key: string) => `${PREFIX}:entry:${createHash('sha256').update(key).digest('base64url')}`;
const issuedKey = (list: string, cursor: string) => `${PREFIX}:issued:${createHash('sha256').update(`${list}\n${cursor}`).digest('base64url')}`;

/**
 * The most entries one scope keeps (a portfolio's pages, categories and answer pages, the
 * home feed's, the site's): storing one more drops the least recently stored, so no visitor,
 * whatever they ask for, grows the cache beyond this per portfolio (docs/operations.md).
 */
export const ENTRIES_PER_SCOPE = 128;

/**
 * One store in one step: the entry with its expiry, noted in its scope's list (a sorted set
 * by the time it was stored); the oldest beyond the cap leave the list and the cache.
 */
const STORE_ENTRY = `
local entry, entries = KEYS[1], KEYS[2]
local value, ttl, now, cap = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
redis.call('SET', entry, value, 'EX', ttl)
redis.call('ZADD', entries, now, entry)
local extra = redis.call('ZCARD', entries) - cap
if extra > 0 then
  local old = redis.call('ZRANGE', entries, 0, extra - 1)
  redis.call('ZREMRANGEBYRANK', entries, 0, extra - 1)
  redis.call('DEL', unpack(old))
end
redis.call('EXPIRE', entries, ttl)
`;

const scopeEntries = (scope: ScopeId) => `${PREFIX}:entries:${scope}`;

/** Entries kept parsed in this process (the most recently used), so a hit costs one MGET of generations. */
const HOT_ENTRIES = 256;
/** A parsed entry is read again from Redis after this long (the cache's expiry stays the backstop). */
const HOT_ENTRY_MS = 60_000;

interface StoredEntry {
  generations: Generations;
  answer: CachedAnswer;
}

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const hitOf = (entry: StoredEntry): CacheHit => ({ answer: entry.answer, scope: scopeOfGenerations(entry.generations) });

/** The counters an answer of this scope depends on. */
function generationNames(scope: ScopeId): string[] {
  if (scope === 'site') return [siteGeneration];
  return [siteGeneration, scope === 'home' ? homeGeneration : ownerGeneration(scope.slice('owner:'.length))];
}

/** The scope whose generations an entry was computed at: an owner's, the home feed's, else the site's alone. */
function scopeOfGenerations(generations: Generations): ScopeId {
  for (const name of Object.keys(generations)) {
    if (name === homeGeneration) return 'home';
    if (name.startsWith(ownerGeneration(''))) return scopeIdOf({ ownerId: name.slice(ownerGeneration('').length) });
  }
  return 'site';
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

  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {
    this.live = new LiveVisitorKeys(redis, PREFIX, ttlSeconds);
  }

  async lookup(key: string): Promise<CacheHit | null> {
    const hot = this.hotEntry(key);
    if (hot && (await this.isCurrent(hot.generations))) return hitOf(hot);
    // Stale here, but another replica (or a rebuild) may have stored a newer one.
    if (hot) this.hot.delete(key);
    const entry = await this.read(key);
    return entry && (await this.isCurrent(entry.generations)) ? hitOf(entry) : null;
  }

  private hotEntry(key: string): StoredEntry | null {
    const hot = this.hot.get(key);
    if (!hot || Date.now() - hot.readAt > HOT_ENTRY_MS) return null;
    this.hot.delete(key);
    this.hot.set(key, hot);
    return hot.entry;
  }

  private async read(key: string): Promise<StoredEntry | null> {
    const raw = await this.redis.get(entryKey(key));
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
    const names = generationNames(typeof scope === 'string' ? scope : scopeIdOf(scope));
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
    const scope = scopeOfGenerations(generations);
    await this.redis.eval(
      STORE_ENTRY,
      2,
      entryKey(key),
      scopeEntries(scope),
      JSON.stringify({ generations, answer }),
      this.ttlSeconds,
      Date.now(),
      ENTRIES_PER_SCOPE,
    );
    this.keepHot(key, { generations, answer });
  }

  /** How many entries a scope holds now (at most ENTRIES_PER_SCOPE; some may have expired since). */
  async entryCount(scope: CacheScope | ScopeId): Promise<number> {
    return this.redis.zcard(scopeEntries(typeof scope === 'string' ? scope : scopeIdOf(scope)));
  }

  /** A portfolio changed (its pages and the home feed are stale), or what every page shows (`null`). */
  async invalidate(ownerId: string | null): Promise<void> {
    if (ownerId === null) {
      await this.redis.incr(siteGeneration);
    } else {
      await this.redis.multi().incr(ownerGeneration(ownerId)).incr(homeGeneration).exec();
    }
    const scopes = ownerId === null ? ['site'] : [scopeIdOf({ ownerId }), 'home'];
    for (const listener of this.listeners) listener(scopes);
  }

  onInvalidated(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  /** A cursor this gateway handed out with a page of `list`: the page after it may be stored (one a client made up may not). */
  async issueCursor(list: string, cursor: string): Promise<void> {
    await this.redis.set(issuedKey(list, cursor), '1', 'EX', this.ttlSeconds);
  }

  async wasIssued(list: string, cursor: string): Promise<boolean> {
    return (await this.redis.exists(issuedKey(list, cursor))) === 1;
  }
}
