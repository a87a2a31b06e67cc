import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { ENTRIES_PER_SCOPE, VisitorCacheStore, type CachedAnswer } from '../src/visitor-cache/visitor-cache.store.js';

/**
 * The visitor cache keeps to its budget (VISITOR_CACHE_MAX_MB) in the Redis it shares with
 * sessions, queues and limits: stored answers of many portfolios beyond the budget drop the
 * oldest answers, whichever portfolio they show, and never a key that is not the cache's.
 * The cache here has keys of its own (a prefix of this run) and a budget of 1 MB; the
 * gateways' cache is not touched.
 */
const testProfile = profile('test');
const run = Date.now().toString(36);
const PREFIX = `visitor-cache:budget-test-${run}`;
const BUDGET_BYTES = 1024 * 1024;
/** About a rendered portfolio page. */
const PAGE_BYTES = 60 * 1024;

const answer = (name: string): CachedAnswer => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><title>${name}</title>${'x'.repeat(PAGE_BYTES)}`,
  etag: `"${name}"`,
});

async function keysMatching(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

describe('the visitor cache under many portfolios', () => {
  let redis: Redis;
  let cache: VisitorCacheStore;

  beforeAll(() => {
    redis = new Redis(testProfile.serviceEnv.REDIS_URL);
    cache = new VisitorCacheStore(redis, 600, { budgetBytes: BUDGET_BYTES, prefix: PREFIX });
  });

  afterAll(async () => {
    const keys = [...(await keysMatching(redis, `${PREFIX}*`)), `session:budget-test-${run}`];
    await redis.del(...keys);
    redis.disconnect();
  });

  it('drops the oldest answers beyond its budget, whichever portfolio they show, and nothing that is not the cache', async () => {
    // Someone's session, without an expiry, as sessions, queues and limits live beside the cache.
    await redis.set(`session:budget-test-${run}`, 'signed in');

    // 60 portfolios × 2 pages of 60 kB: 7 MB asked for, seven times the budget.
    const stored: string[] = [];
    for (let owner = 0; owner < 60; owner++) {
      const scope = { ownerId: `owner-${run}-${owner}` };
      for (const page of ['/', '/?featured=street']) {
        const key = `GET /owner-${owner}${page}`;
        await cache.store(key, await cache.generations(scope), answer(`${owner}${page}`));
        stored.push(key);
        expect(await cache.storedBytes()).toBeLessThanOrEqual(BUDGET_BYTES);
      }
    }

    const weighed = await cache.storedBytes();
    const entries = await keysMatching(redis, `${PREFIX}:entry:*`);
    const valueBytes = (await Promise.all(entries.map((key) => redis.strlen(key)))).reduce((sum, bytes) => sum + bytes, 0);
    // What is counted is what Redis holds, and it fills most of the budget: only what did not fit went.
    expect(weighed).toBe(valueBytes);
    expect(weighed).toBeGreaterThan(BUDGET_BYTES - 2 * (PAGE_BYTES + 1024));
    expect(entries.length).toBeLessThan(stored.length);

    // The newest answers are hits, the oldest are gone (a fresh store reads Redis, not its own memory).
    const reader = new VisitorCacheStore(redis, 600, { budgetBytes: BUDGET_BYTES, prefix: PREFIX });
    expect((await reader.lookup(stored.at(-1) as string))?.answer.etag).toBe('"59/?featured=street"');
    expect(await reader.lookup(stored[0] as string)).toBeNull();
    expect(await reader.lookup(stored[1] as string)).toBeNull();
    // A dropped answer also left its portfolio's list.
    expect(await reader.entryCount({ ownerId: `owner-${run}-0` })).toBe(0);
    expect(await reader.entryCount({ ownerId: `owner-${run}-59` })).toBe(2);

    expect(await redis.get(`session:budget-test-${run}`)).toBe('signed in');
  });

  it('counts an answer stored again once, and still keeps each portfolio to its own cap', async () => {
    const scope = { ownerId: `again-${run}` };
    const key = `GET /again-${run}`;
    for (let time = 0; time < 5; time++) await cache.store(key, await cache.generations(scope), answer('again'));
    expect(await cache.entryCount(scope)).toBe(1);
    // Stored five times, counted once: what is counted is still what Redis holds.
    const entries = await keysMatching(redis, `${PREFIX}:entry:*`);
    const held = (await Promise.all(entries.map((entry) => redis.strlen(entry)))).reduce((sum, bytes) => sum + bytes, 0);
    expect(await cache.storedBytes()).toBe(held);

    const small = new VisitorCacheStore(redis, 600, { budgetBytes: 64 * 1024 * 1024, prefix: `${PREFIX}-cap` });
    const capped = { ownerId: `capped-${run}` };
    for (let page = 0; page < ENTRIES_PER_SCOPE + 10; page++) {
      await small.store(`GET /capped/${page}`, await small.generations(capped), { ...answer(`capped-${page}`), body: `page ${page}` });
    }
    expect(await small.entryCount(capped)).toBe(ENTRIES_PER_SCOPE);
    expect(await keysMatching(redis, `${PREFIX}-cap:entry:*`)).toHaveLength(ENTRIES_PER_SCOPE);
    const capBytes = (await Promise.all((await keysMatching(redis, `${PREFIX}-cap:entry:*`)).map((entry) => redis.strlen(entry)))).reduce((a, b) => a + b, 0);
    expect(await small.storedBytes()).toBe(capBytes);
  });
});
