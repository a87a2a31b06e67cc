import { jest } from '@jest/globals';
import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { PageViewInbox, type PageViewBatch } from '@lumafolio/server-common';

/** The page-view inbox on real Redis: every view handed over exactly once, even when a save fails. */
describe('PageViewInbox', () => {
  let redis: Redis;
  let inbox: PageViewInbox;
  const prefix = `inbox-test-${process.pid}-${Date.now().toString(36)}`;

  beforeAll(() => {
    redis = new Redis(profile('test').serviceEnv.REDIS_URL);
    inbox = new PageViewInbox(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const collect = async (): Promise<Record<string, Record<string, number>>> => {
    const seen: Record<string, Record<string, number>> = {};
    await inbox.drain(async ({ day, counts }: PageViewBatch) => {
      for (const [page, views] of counts) (seen[day] ??= {})[page] = ((seen[day] ??= {})[page] ?? 0) + views;
    });
    return seen;
  };

  it('hands over each day once, with its counts per page', async () => {
    await Promise.all([
      ...Array.from({ length: 40 }, () => inbox.add('/landing', new Date('2026-11-24T23:59:00Z'))),
      ...Array.from({ length: 7 }, () => inbox.add('/portfolio/jane', new Date('2026-11-25T00:01:00Z'))),
    ]);
    expect(await collect()).toEqual({ '2026-11-24': { '/landing': 40 }, '2026-11-25': { '/portfolio/jane': 7 } });
    expect(await collect()).toEqual({});
  });

  it('keeps a batch whose save failed and hands it over on the next drain, with the views counted meanwhile', async () => {
    await inbox.add('/', new Date('2026-11-25T10:00:00Z'));
    await expect(
      inbox.drain(async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    await inbox.add('/', new Date('2026-11-25T10:01:00Z'));
    const seen: PageViewBatch[] = [];
    const views = await inbox.drain(async (batch) => void seen.push(batch));
    expect(views).toBe(2);
    expect(seen.map((batch) => [batch.day, Object.fromEntries(batch.counts)])).toEqual([
      ['2026-11-25', { '/': 1 }],
      ['2026-11-25', { '/': 1 }],
    ]);
    expect(await collect()).toEqual({});
  });

  it('drains the days a release before the index counted, once, without scanning on later drains', async () => {
    const older = `${prefix}-older`;
    // What the release before wrote: the day's hash only.
    await redis.hincrby(`${older}:page-views:inbox:2026-11-20`, '/jane', 3);
    await redis.hincrby(`${older}:page-views:taken:2026-11-19:abc`, '/jane', 2);
    const upgraded = new PageViewInbox(redis, older);
    const seen: PageViewBatch[] = [];
    expect(await upgraded.drain(async (batch) => void seen.push(batch))).toBe(5);
    expect(seen.map((batch) => batch.day).sort()).toEqual(['2026-11-19', '2026-11-20']);
    await upgraded.add('/jane', new Date('2026-11-21T08:00:00Z'));
    const scans = jest.spyOn(redis, 'scan');
    expect(await upgraded.drain(async () => undefined)).toBe(1);
    expect(scans).not.toHaveBeenCalled();
    scans.mockRestore();
    const keys = await redis.keys(`${older}:*`);
    await redis.del(...keys);
  });
});
