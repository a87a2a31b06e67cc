import { randomUUID } from 'node:crypto';
import { dayOf } from '@lumafolio/contracts';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/** Where page views wait in Redis; a test (or a second deployment on one Redis) sets its own. */
export const pageViewInboxEnv = {
  PAGE_VIEWS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, { error: 'must be letters, digits, ":", "_" or "-"' })
    .default('lumafolio'),
};

/** Counts not collected after this long are dropped: the collector runs every few seconds. */
const INBOX_TTL_S = 14 * 86_400;

/** One day's counts handed over by `drain`: page → views. */
export interface PageViewBatch {
  day: string;
  counts: Map<string, number>;
}

/**
 * Takes one waiting day out of the inbox, atomically: forgets the day, renames its hash to a
 * taken one and remembers that. A view counted after this starts a new hash for the day.
 */
const TAKE = `
redis.call('SREM', KEYS[1], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('RENAME', KEYS[2], KEYS[3])
redis.call('SADD', KEYS[4], KEYS[3])
return 1
`;

/**
 * The queue between the gateway and the portfolio service's page-view collector: one
 * Redis hash per day, page → views, so a visit costs one HINCRBY (and an SADD of its day)
 * and the page never waits. `drain` renames a day's hash before reading it, so the views
 * counted meanwhile start a new one and none is read twice or lost. The waiting days and
 * the taken hashes are kept in two sets: nothing scans the keyspace, which the read models
 * and caches fill with hundreds of thousands of keys.
 */
export class PageViewInbox {
  private readonly inbox: string;
  private readonly taken: string;
  private readonly days: string;
  private readonly takenKeys: string;
  private readonly indexed: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.inbox = `${prefix}:page-views:inbox:`;
    this.taken = `${prefix}:page-views:taken:`;
    this.days = `${prefix}:page-views:days`;
    this.takenKeys = `${prefix}:page-views:taken-keys`;
    this.indexed = `${prefix}:page-views:indexed`;
  }

  async add(page: string, at: Date = new Date()): Promise<void> {
    const day = dayOf(at);
    const key = `${this.inbox}${day}`;
    await this.redis.multi().hincrby(key, page, 1).expire(key, INBOX_TTL_S).sadd(this.days, day).expire(this.days, INBOX_TTL_S).exec();
  }

  /**
   * Hands every waiting day to `save`, then forgets it. A batch whose save failed (or
   * whose collector died) stays taken and is handed over first on the next drain. Callers
   * run one drain at a time (a lock across replicas). Resolves with the views handed over.
   */
  async drain(save: (batch: PageViewBatch) => Promise<void>): Promise<number> {
    await this.indexOlderKeys();
    for (const day of (await this.redis.smembers(this.days)).sort()) {
      await this.redis.eval(TAKE, 4, this.days, `${this.inbox}${day}`, `${this.taken}${day}:${randomUUID()}`, this.takenKeys, day);
    }
    let views = 0;
    for (const key of (await this.redis.smembers(this.takenKeys)).sort()) {
      const [day = ''] = key.slice(this.taken.length).split(':', 1);
      const raw = await this.redis.hgetall(key);
      const counts = new Map(Object.entries(raw).map(([page, count]) => [page, Number(count)]));
      if (counts.size > 0) await save({ day, counts });
      await this.redis.multi().del(key).srem(this.takenKeys, key).exec();
      for (const count of counts.values()) views += count;
    }
    return views;
  }

  /** Hashes written by a release that kept no index (before it): found once, by a scan. */
  private async indexOlderKeys(): Promise<void> {
    if (await this.redis.exists(this.indexed)) return;
    for (const key of await this.scan(`${this.inbox}*`)) await this.redis.sadd(this.days, key.slice(this.inbox.length));
    for (const key of await this.scan(`${this.taken}*`)) await this.redis.sadd(this.takenKeys, key);
    await this.redis.set(this.indexed, new Date().toISOString());
  }

  private async scan(pattern: string): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1_000);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
    return found;
  }
}
