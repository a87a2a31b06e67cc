import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';

const PREFIX = 'auth:signup:';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A sign-up waiting for its e-mail to be confirmed: the password is already hashed. */
const pendingSignUpSchema = z.object({
  email: z.string(),
  username: z.string(),
  passwordHash: z.string(),
  /** The provider interaction the form was sent from, continued if the link is opened in that browser. */
  interactionUid: z.string(),
});
export type PendingSignUp = z.infer<typeof pendingSignUpSchema>;

/** 256 random bits, URL-safe: what the confirmation link carries. */
export function newSignUpToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Pending sign-ups in Redis, expiring on their own. Only a hash of the token is stored:
 * whoever reads Redis cannot confirm anything. Looking up by hash also means no token is
 * ever compared character by character.
 */
export class PendingSignUps {
  constructor(private readonly redis: Redis) {}

  async save(token: string, pending: PendingSignUp, ttlSeconds: number): Promise<void> {
    await this.redis.set(keyOf(token), JSON.stringify(pending), 'EX', ttlSeconds);
  }

  async find(token: string): Promise<PendingSignUp | null> {
    return TOKEN_PATTERN.test(token) ? parse(await this.redis.get(keyOf(token))) : null;
  }

  /** Reads and deletes at once: two clicks on the same link create one account. */
  async take(token: string): Promise<PendingSignUp | null> {
    return TOKEN_PATTERN.test(token) ? parse(await this.redis.getdel(keyOf(token))) : null;
  }
}

function keyOf(token: string): string {
  return `${PREFIX}${createHash('sha256').update(token).digest('hex')}`;
}

function parse(raw: string | null): PendingSignUp | null {
  if (!raw) return null;
  const parsed = pendingSignUpSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}
