import type { Redis } from 'ioredis';

const ROOT = 'display-name';

/** An entry lives this long without a write: a lost write (Redis away at a rename) heals by then. */
export const DISPLAY_NAME_TTL_S = 24 * 60 * 60;

/**
 * Sets a user's entry unless it already holds this revision or a newer one: of a rename and
 * a fill that read the user before it, the rename's entry stays whatever order they land in.
 */
const RECORD = `
local current = redis.call('GET', KEYS[1])
if current then
  local revision = tonumber(string.match(current, '^(%d+)|'))
  if revision and revision >= tonumber(ARGV[1]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1] .. '|' .. ARGV[2], 'EX', tonumber(ARGV[3]))
return 1
`;

export interface DisplayNameEntry {
  userId: string;
  displayName: string;
  /** The user's profile revision the name was read at (it grows with every profile write). */
  revision: number;
}

type ScriptedRedis = Redis & { displayNameRecord(key: string, revision: string, name: string, ttl: string): Promise<number> };

/**
 * The name photos are credited to, per user (ADR 55): written only by auth, which owns
 * users, as it changes a profile or when a reader finds an entry missing; read by media for
 * every photo it shows. One key per user under the database's prefix.
 */
export class DisplayNameDirectory {
  private readonly redis: ScriptedRedis;
  private readonly prefix: string;

  constructor(redis: Redis, database: string) {
    this.prefix = `${ROOT}:${database}:`;
    if (!('displayNameRecord' in redis)) redis.defineCommand('displayNameRecord', { numberOfKeys: 1, lua: RECORD });
    this.redis = redis as ScriptedRedis;
  }

  /** Records each entry unless a newer revision is there already. */
  async record(entries: readonly DisplayNameEntry[]): Promise<void> {
    await Promise.all(
      entries.map((entry) => this.redis.displayNameRecord(this.keyOf(entry.userId), String(entry.revision), entry.displayName, String(DISPLAY_NAME_TTL_S))),
    );
  }

  async forget(userId: string): Promise<void> {
    await this.redis.del(this.keyOf(userId));
  }

  /** The names found, by user id; a user missing from the map has no entry (yet). */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    const names = new Map<string, string>();
    if (ids.length === 0) return names;
    const values = await this.redis.mget(ids.map((id) => this.keyOf(id)));
    values.forEach((value, index) => {
      const separator = value?.indexOf('|') ?? -1;
      if (value && separator >= 0) names.set(ids[index] as string, value.slice(separator + 1));
    });
    return names;
  }

  private keyOf(userId: string): string {
    return `${this.prefix}${userId}`;
  }
}

/** The name a user's photos are credited to: their full name, else their username. */
export function displayNameOf(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
