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
 * The queue between the gateway and the portfolio service's page-view collector: one
 * Redis hash per day, page → views, so a visit costs one HINCRBY and the page never
 * waits. `drain` renames a day's hash before reading it, so the views counted meanwhile
 * start a new one and none is read twice or lost.
 */
export class PageViewInbox {
  private readonly inbox: string;
  private readonly taken: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.inbox = `${prefix}:page-views:inbox:`;
    this.taken = `${prefix}:page-views:taken:`;
  }

  async add(page: string, at: Date = new Date()): Promise<void> {
    const key = `${this.inbox}${dayOf(at)}`;
    await this.redis.multi().hincrby(key, page, 1).expire(key, INBOX_TTL_S).exec();
  }

  /**
   * Hands every waiting day to `save`, then forgets it. A batch whose save failed (or
   * whose collector died) stays taken and is handed over first on the next drain. Callers
   * run one drain at a time (a lock across replicas). Resolves with the views handed over.
   */
  async drain(save: (batch: PageViewBatch) => Promise<void>): Promise<number> {
    for (const key of await this.keys(`${this.inbox}*`)) {
      const day = key.slice(this.inbox.length);
      await this.redis.rename(key, `${this.taken}${day}:${randomUUID()}`).catch((error: unknown) => {
        if (!String(error).includes('no such key')) throw error;
      });
    }
    let views = 0;
    for (const key of await this.keys(`${this.taken}*`)) {
      const [day = ''] = key.slice(this.taken.length).split(':', 1);
      const raw = await this.redis.hgetall(key);
      const counts = new Map(Object.entries(raw).map(([page, count]) => [page, Number(count)]));
      await save({ day, counts });
      await this.redis.del(key);
      for (const count of counts.values()) views += count;
    }
    return views;
  }

  private async keys(pattern: string): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
    return found.sort();
  }
}
