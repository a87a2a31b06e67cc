import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SessionData } from './session.types.js';

const sessionKey = (id: string) => `session:${id}`;
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionTtls {
  idleSeconds: number;
  absoluteSeconds: number;
}

/**
 * Server-side sessions in Redis. The id is 256 random bits; each read slides the idle
 * expiry, and the absolute expiry is checked on every read. A per-user set lets us
 * revoke every session of a user (password change, account deletion).
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttls: SessionTtls,
  ) {}

  async create(data: Omit<SessionData, 'createdAt' | 'absoluteExpiresAt'>): Promise<{ id: string; data: SessionData }> {
    const now = Date.now();
    const session: SessionData = { ...data, createdAt: now, absoluteExpiresAt: now + this.ttls.absoluteSeconds * 1000 };
    const id = randomBytes(32).toString('base64url');
    await this.write(id, session);
    return { id, data: session };
  }

  async get(id: string): Promise<SessionData | null> {
    if (!SESSION_ID_PATTERN.test(id)) return null;
    const raw = await this.redis.get(sessionKey(id));
    if (!raw) return null;
    const data = JSON.parse(raw) as SessionData;
    if (data.absoluteExpiresAt <= Date.now()) {
      await this.destroy(id, data.userId);
      return null;
    }
    await this.redis.expire(sessionKey(id), this.idleTtl(data));
    return data;
  }

  async update(id: string, data: SessionData): Promise<void> {
    await this.write(id, data);
  }

  async destroy(id: string, userId?: string): Promise<void> {
    const pipeline = this.redis.multi().del(sessionKey(id));
    if (userId) pipeline.srem(userSessionsKey(userId), id);
    await pipeline.exec();
  }

  /** Ends every session of a user except, optionally, one. */
  async destroyAllForUser(userId: string, exceptId?: string): Promise<void> {
    const ids = (await this.redis.smembers(userSessionsKey(userId))).filter((id) => id !== exceptId);
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .del(...ids.map(sessionKey))
      .srem(userSessionsKey(userId), ...ids)
      .exec();
  }

  private async write(id: string, data: SessionData): Promise<void> {
    const ttl = this.idleTtl(data);
    const pipeline = this.redis.multi().set(sessionKey(id), JSON.stringify(data), 'EX', ttl);
    if (data.userId) {
      pipeline.sadd(userSessionsKey(data.userId), id).expire(userSessionsKey(data.userId), this.ttls.absoluteSeconds);
    }
    await pipeline.exec();
  }

  /** Idle TTL, never beyond the absolute expiry. */
  private idleTtl(data: SessionData): number {
    const remaining = Math.ceil((data.absoluteExpiresAt - Date.now()) / 1000);
    return Math.max(1, Math.min(this.ttls.idleSeconds, remaining));
  }
}
