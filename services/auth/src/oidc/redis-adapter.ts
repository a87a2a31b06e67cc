import type { Redis } from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';

export const OIDC_KEY_PREFIX = 'oidc:';

const key = (model: string, id: string) => `${OIDC_KEY_PREFIX}${model}:${id}`;
const grantKey = (grantId: string) => `${OIDC_KEY_PREFIX}grant:${grantId}`;
const uidKey = (uid: string) => `${OIDC_KEY_PREFIX}uid:${uid}`;
const userCodeKey = (userCode: string) => `${OIDC_KEY_PREFIX}userCode:${userCode}`;
const accountKey = (accountId: string) => `${OIDC_KEY_PREFIX}account:${accountId}`;

/** The models listed per account, so that all of an account's sign-ins can be ended (their tokens go with their grants). */
const PER_ACCOUNT_MODELS: ReadonlySet<string> = new Set(['Session', 'Grant']);

/**
 * oidc-provider's storage (sessions, interactions, grants, authorization codes, access
 * tokens…) in Redis, each entry expiring with its artefact. Every entry is a hash with
 * the JSON payload and, once used, a `consumed` timestamp: marking a code consumed is one
 * HSET that keeps the key's expiry. Tokens issued under a grant are listed in a set per
 * grant so that revoking the grant deletes them all; sessions and grants are listed in a
 * set per account so that ending an account's sign-ins (endAccountSessions) finds them.
 */
export class RedisOidcAdapter implements Adapter {
  constructor(
    private readonly redis: Redis,
    private readonly model: string,
  ) {}

  /** What `adapter` in the provider configuration expects: one adapter per model name. */
  static factory(redis: Redis): (model: string) => Adapter {
    return (model) => new RedisOidcAdapter(redis, model);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const entry = key(this.model, id);
    const ttl = expiresIn && expiresIn > 0 ? Math.ceil(expiresIn) : undefined;
    const multi = this.redis
      .multi()
      .del(entry)
      .hset(entry, { payload: JSON.stringify(payload) });
    if (ttl) multi.expire(entry, ttl);
    if (payload.grantId) {
      const grant = grantKey(payload.grantId);
      multi.sadd(grant, entry);
      // The grant's list lives as long as its longest-lived token.
      const current = await this.redis.ttl(grant);
      if (ttl && ttl > current) multi.expire(grant, ttl);
    }
    if (PER_ACCOUNT_MODELS.has(this.model) && typeof payload.accountId === 'string') {
      const account = accountKey(payload.accountId);
      multi.sadd(account, entry);
      // The account's list lives as long as its longest-lived entry.
      if (ttl) multi.expire(account, ttl, 'NX').expire(account, ttl, 'GT');
    }
    if (payload.uid) {
      if (ttl) multi.set(uidKey(payload.uid), id, 'EX', ttl);
      else multi.set(uidKey(payload.uid), id);
    }
    if (payload.userCode) {
      if (ttl) multi.set(userCodeKey(payload.userCode), id, 'EX', ttl);
      else multi.set(userCodeKey(payload.userCode), id);
    }
    await exec(multi);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const data = await this.redis.hgetall(key(this.model, id));
    if (!data.payload) return undefined;
    const payload = JSON.parse(data.payload) as AdapterPayload;
    return data.consumed ? { ...payload, consumed: Number(data.consumed) } : payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = await this.redis.get(uidKey(uid));
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = await this.redis.get(userCodeKey(userCode));
    return id ? this.find(id) : undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = key(this.model, id);
    // Only an existing entry: HSET on a missing key would create one without expiry.
    if (await this.redis.exists(entry)) await this.redis.hset(entry, 'consumed', Math.floor(Date.now() / 1000));
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(key(this.model, id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grant = grantKey(grantId);
    const entries = await this.redis.smembers(grant);
    await exec(this.redis.multi().del(grant, ...entries));
  }
}

/**
 * Ends every sign-in of an account at the provider: its sessions (the browser's next
 * authorization asks for the password again), its grants and the codes and tokens issued
 * under them. A session that has since moved to another account is left alone.
 */
export async function endAccountSessions(redis: Redis, accountId: string): Promise<{ sessions: number; grants: number }> {
  const account = accountKey(accountId);
  const entries = await redis.smembers(account);
  if (entries.length === 0) return { sessions: 0, grants: 0 };
  const pipeline = redis.pipeline();
  for (const entry of entries) pipeline.hget(entry, 'payload');
  const payloads = (await pipeline.exec()) ?? [];
  const doomed: string[] = [];
  let sessions = 0;
  let grants = 0;
  for (const [index, entry] of entries.entries()) {
    const [error, raw] = payloads[index] ?? [null, null];
    if (error) throw error;
    if (typeof raw !== 'string' || (JSON.parse(raw) as AdapterPayload).accountId !== accountId) continue;
    doomed.push(entry);
    const grantId = grantIdOf(entry);
    if (grantId) {
      grants += 1;
      doomed.push(grantKey(grantId), ...(await redis.smembers(grantKey(grantId))));
    } else {
      sessions += 1;
    }
  }
  // SREM, not DEL: a sign-in indexed meanwhile stays listed.
  const multi = redis.multi().srem(account, ...entries);
  if (doomed.length > 0) multi.del(...doomed);
  await exec(multi);
  return { sessions, grants };
}

function grantIdOf(entry: string): string | undefined {
  const prefix = key('Grant', '');
  return entry.startsWith(prefix) ? entry.slice(prefix.length) : undefined;
}

async function exec(multi: ReturnType<Redis['multi']>): Promise<void> {
  const results = await multi.exec();
  const failed = results?.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
}
