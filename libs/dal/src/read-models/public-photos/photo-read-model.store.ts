import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CountEntry, ListEntry } from './public-lists.js';

/**
 * The version of the read model's layout. A release that changes what is stored bumps it:
 * its keys live under a new prefix, found missing at start, rebuilt from the database, and
 * the older version's keys are removed by that rebuild.
 */
export const PHOTO_READ_MODEL_VERSION = 1;
const ROOT = 'photo-read-model';

/** How long a removed photo's last ticket is remembered: far longer than any projection takes. */
const REMOVED_TTL_S = 24 * 60 * 60;

/**
 * One photo's projection, applied atomically: its lists' members are replaced by the new
 * ones, its counters moved, its card written (or removed), and its write marks dropped. A
 * projection whose ticket is not newer than the last applied one changes nothing: it read
 * the database before a projection that was already applied did. Ticket 0 fills a photo
 * the model has never held (a rebuild of a missing model) and is overtaken by any other.
 * A new photo's projection carries its owner's generation as read before the insert: when
 * the owner's photos were all deleted since (the generation moved on), it changes nothing
 * and answers -1, and the photo is projected again from the database.
 */
const APPLY = `
local prefix, id, ticket, owner, card = ARGV[1], ARGV[2], tonumber(ARGV[3]), ARGV[4], ARGV[5]
if ARGV[10] ~= '' and (redis.call('GET', prefix .. 'gen:' .. owner) or '0') ~= ARGV[10] then return -1 end
local lists, counts, marks = cjson.decode(ARGV[6]), cjson.decode(ARGV[7]), cjson.decode(ARGV[8])
local idxKey = prefix .. 'idx:' .. id
local raw = redis.call('GET', idxKey)
local old = raw and cjson.decode(raw) or { t = 0, o = '', l = {}, c = {} }
for _, mark in ipairs(marks) do redis.call('ZREM', prefix .. 'marks', mark) end
if raw and ticket == 0 then return 0 end
if ticket <= old.t and ticket > 0 then return 0 end
if owner == '' then owner = old.o end
local function set(entries)
  local s = {}
  for _, e in ipairs(entries) do s[e[1] .. '|' .. e[2]] = true end
  return s
end
local newLists, oldLists = set(lists), set(old.l)
for _, e in ipairs(old.l) do
  if not newLists[e[1] .. '|' .. e[2]] then redis.call('ZREM', prefix .. 'list:' .. e[1], e[2]) end
end
for _, e in ipairs(lists) do
  if not oldLists[e[1] .. '|' .. e[2]] then redis.call('ZADD', prefix .. 'list:' .. e[1], 0, e[2]) end
end
local newCounts, oldCounts = set(counts), set(old.c)
for _, c in ipairs(old.c) do
  if not newCounts[c[1] .. '|' .. c[2]] then
    if redis.call('HINCRBY', prefix .. c[1], c[2], -1) <= 0 then redis.call('HDEL', prefix .. c[1], c[2]) end
  end
end
for _, c in ipairs(counts) do
  if not oldCounts[c[1] .. '|' .. c[2]] then redis.call('HINCRBY', prefix .. c[1], c[2], 1) end
end
if card == '' then
  redis.call('DEL', prefix .. 'card:' .. id)
  if owner ~= '' then redis.call('SREM', prefix .. 'owned:' .. owner, id) end
  redis.call('SET', idxKey, cjson.encode({ t = ticket, o = owner, l = {}, c = {} }), 'EX', tonumber(ARGV[9]))
  redis.call('EXPIRE', prefix .. 'ticket:' .. id, tonumber(ARGV[9]))
else
  redis.call('SET', prefix .. 'card:' .. id, card)
  redis.call('SADD', prefix .. 'owned:' .. owner, id)
  redis.call('SET', idxKey, cjson.encode({ t = ticket, o = owner, l = lists, c = counts }))
  redis.call('PERSIST', prefix .. 'ticket:' .. id)
end
return 1
`;

/** A page of one list: its members after `max`, their cards, and (when asked) its length. Nothing while the model is not ready. */
const PAGE = `
local prefix = ARGV[1]
if redis.call('EXISTS', prefix .. 'ready') == 0 then return false end
local list = prefix .. 'list:' .. ARGV[2]
local members = redis.call('ZRANGE', list, ARGV[3], '-', 'BYLEX', 'REV', 'LIMIT', 0, tonumber(ARGV[4]))
local cards = {}
if #members > 0 then
  local keys = {}
  local offset = tonumber(ARGV[6])
  for i, member in ipairs(members) do keys[i] = prefix .. 'card:' .. string.sub(member, offset + 1) end
  cards = redis.call('MGET', unpack(keys))
end
local total = -1
if ARGV[5] == '1' then total = redis.call('ZCARD', list) end
return { members, cards, total }
`;

/** Cards by photo id (a client gallery's), or nothing while the model is not ready. */
const CARDS = `
local prefix = ARGV[1]
if redis.call('EXISTS', prefix .. 'ready') == 0 then return false end
if #KEYS == 0 then return {} end
return redis.call('MGET', unpack(KEYS))
`;

/** A hash (an owner's categories), or nothing while the model is not ready. */
const HASH = `
if redis.call('EXISTS', ARGV[1] .. 'ready') == 0 then return false end
return redis.call('HGETALL', KEYS[1])
`;

export interface Projection {
  id: string;
  ticket: number;
  /** Empty when the photo is gone (then the owner is read from what was applied before). */
  ownerId: string;
  /** Null: the photo is gone. */
  card: string | null;
  lists: readonly ListEntry[];
  counts: readonly CountEntry[];
  /** The write marks this projection settles. */
  marks: readonly string[];
  /** A new photo's: its owner's generation read before the insert (applied only if it is still the owner's). */
  ownerGeneration?: string;
}

export interface ListPage {
  members: string[];
  /** Null where a member's card is missing (never, unless written by hand). */
  cards: Array<string | null>;
  total: number | null;
}

type ScriptedRedis = Redis & {
  photoReadModelApply(...args: string[]): Promise<number>;
  photoReadModelPage(...args: string[]): Promise<[string[], Array<string | null>, number] | null>;
  photoReadModelCards(keyCount: number, ...args: string[]): Promise<Array<string | null> | null>;
  photoReadModelHash(keyCount: number, ...args: string[]): Promise<string[] | null>;
};

/** The read model's keys in Redis, under one versioned prefix; every read and write is one round trip. */
export class PhotoReadModelStore {
  private readonly redis: ScriptedRedis;
  /** Every key of the model of one database (tests and profiles share a Redis between databases), one version. */
  private readonly prefix: string;
  private readonly databasePrefix: string;

  constructor(redis: Redis, database: string) {
    this.databasePrefix = `${ROOT}:${database}:`;
    this.prefix = `${this.databasePrefix}v${PHOTO_READ_MODEL_VERSION}:`;
    if (!('photoReadModelApply' in redis)) {
      redis.defineCommand('photoReadModelApply', { numberOfKeys: 0, lua: APPLY });
      redis.defineCommand('photoReadModelPage', { numberOfKeys: 0, lua: PAGE });
      redis.defineCommand('photoReadModelCards', { lua: CARDS });
      redis.defineCommand('photoReadModelHash', { lua: HASH });
    }
    this.redis = redis as ScriptedRedis;
  }

  /** Marks these photos as about to change (before the database write): a change whose projection never ran is found by `stalestMarks`. */
  async mark(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const marks = ids.map((id) => `${id}|${randomUUID()}`);
    const now = Date.now();
    await this.redis.zadd(`${this.prefix}marks`, ...marks.flatMap((mark) => [now, mark]));
    return marks;
  }

  /** Marks older than `before` (ms): changes whose projection did not run (a crash, Redis gone meanwhile). */
  async stalestMarks(before: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(`${this.prefix}marks`, 0, before, 'LIMIT', 0, limit);
  }

  /** A ticket per photo, taken before its document is read. */
  async tickets(ids: readonly string[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.incr(`${this.prefix}ticket:${id}`);
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
  }

  /**
   * The generation of each owner's photos: moved on by `endGeneration` once an account
   * deletion has removed every photo of the owner from the database.
   */
  async generations(ownerIds: readonly string[]): Promise<Map<string, string>> {
    const owners = [...new Set(ownerIds)];
    if (owners.length === 0) return new Map();
    const values = await this.redis.mget(...owners.map((owner) => `${this.prefix}gen:${owner}`));
    return new Map(owners.map((owner, index) => [owner, values[index] ?? '0']));
  }

  async endGeneration(ownerId: string): Promise<void> {
    await this.redis.incr(`${this.prefix}gen:${ownerId}`);
  }

  /** Applies projections, pipelined; resolves with how many were newer than what was there. */
  async apply(projections: readonly Projection[]): Promise<number> {
    const results = await this.applyEach(projections);
    return results.filter((result) => result === 1).length;
  }

  /** Applies projections, pipelined: per projection 1 (applied), 0 (older than what was there) or -1 (its owner's generation is over). */
  async applyEach(projections: readonly Projection[]): Promise<number[]> {
    if (projections.length === 0) return [];
    const pipeline = this.redis.pipeline() as ReturnType<Redis['pipeline']> & { photoReadModelApply(...args: string[]): unknown };
    for (const p of projections) {
      pipeline.photoReadModelApply(
        this.prefix,
        p.id,
        String(p.ticket),
        p.ownerId,
        p.card ?? '',
        JSON.stringify(p.lists.map((e) => [e.list, e.member])),
        JSON.stringify(p.counts.map((c) => [c.hash, c.field])),
        JSON.stringify(p.marks),
        String(REMOVED_TTL_S),
        p.ownerGeneration ?? '',
      );
    }
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
  }

  async page(list: string, after: string | null, count: number, withTotal: boolean, idOffset: number): Promise<ListPage | null> {
    const answer = await this.redis.photoReadModelPage(
      this.prefix,
      list,
      after === null ? '+' : `(${after}`,
      String(count),
      withTotal ? '1' : '0',
      String(idOffset),
    );
    if (!answer) return null;
    const [members, cards, total] = answer;
    return { members, cards, total: total < 0 ? null : total };
  }

  async cards(ids: readonly string[]): Promise<Array<string | null> | null> {
    return this.redis.photoReadModelCards(ids.length, ...ids.map((id) => `${this.prefix}card:${id}`), this.prefix);
  }

  /** A counter hash as field → value; null while the model is not ready. */
  async counts(hash: string): Promise<Map<string, number> | null> {
    const flat = await this.redis.photoReadModelHash(1, `${this.prefix}${hash}`, this.prefix);
    if (!flat) return null;
    const counts = new Map<string, number>();
    for (let index = 0; index + 1 < flat.length; index += 2) counts.set(flat[index] as string, Number(flat[index + 1]));
    return counts;
  }

  /** The photos the model holds of an owner (an account deletion removes them all). */
  owned(ownerId: string): Promise<string[]> {
    return this.redis.smembers(`${this.prefix}owned:${ownerId}`);
  }

  /** Every photo id the model holds a projection of, a batch at a time (a rebuild's clean-up). */
  async forEachProjectedId(visit: (ids: string[]) => Promise<void>): Promise<void> {
    const stream = this.redis.scanStream({ match: `${this.prefix}idx:*`, count: 1_000 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length) await visit(keys.map((key) => key.slice(this.prefix.length + 'idx:'.length)));
    }
  }

  async isReady(): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}ready`)) === 1;
  }

  async markReady(): Promise<void> {
    await this.redis.set(`${this.prefix}ready`, new Date().toISOString());
  }

  /** Readers go back to the database until the next rebuild (a migration rewrote the photos' order). */
  async markStale(): Promise<void> {
    await this.redis.del(`${this.prefix}ready`);
  }

  /** One rebuild at a time across processes: true when this one may run it (held for `ttlMs`, renewed with `renew`). */
  async claimRebuild(holder: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}rebuilding`, holder, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async renewRebuild(holder: string, ttlMs: number): Promise<void> {
    await this.redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end",
      1,
      `${this.prefix}rebuilding`,
      holder,
      String(ttlMs),
    );
  }

  async releaseRebuild(holder: string): Promise<void> {
    await this.redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
      1,
      `${this.prefix}rebuilding`,
      holder,
    );
  }

  /** Removes the keys of this database's other versions of the read model; resolves with how many. */
  async removeOtherVersions(): Promise<number> {
    let removed = 0;
    const stream = this.redis.scanStream({ match: `${this.databasePrefix}*`, count: 1_000 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      const others = keys.filter((key) => !key.startsWith(this.prefix));
      if (others.length) removed += await this.redis.unlink(...others);
    }
    return removed;
  }
}
