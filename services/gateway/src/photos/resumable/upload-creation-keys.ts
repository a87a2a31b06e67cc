import type { Redis } from 'ioredis';

const KEY_PREFIX = 'resumable-upload:creation:';
const PENDING = 'pending:';
/**
 * How long a creation under way holds its key at the most (it takes a few seconds): a gateway
 * that stopped mid-creation does not keep the file's key from being used for a day.
 */
export const CREATION_CLAIM_S = 30;

/** What a creation finds under its idempotency key. */
export type CreationClaim = { kind: 'new' } | { kind: 'creating' } | { kind: 'created'; uploadId: string };

/** Deletes the key only while it still holds this creation's claim. */
const RELEASE_CLAIM = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Which upload each of a user's idempotency keys (`idempotencyKey` in `Upload-Metadata`) made, in Redis
 * for as long as an unfinished upload lasts: a creation whose answer was lost (the page
 * reloaded, the connection dropped) and is sent again gets the upload the first one made,
 * on any gateway, instead of a second upload that would hold the quota until it expired.
 */
export class UploadCreationKeys {
  constructor(
    private readonly redis: Redis,
    private readonly expirySeconds: number,
    private readonly claimSeconds = CREATION_CLAIM_S,
  ) {}

  /**
   * Claims `idempotencyKey` for the creation `requestId` is about to make (`new`), or says what an
   * earlier creation with it did: still under way (`creating`), or made `uploadId` (`created`).
   */
  async claim(userId: string, idempotencyKey: string, requestId: string): Promise<CreationClaim> {
    const key = keyOf(userId, idempotencyKey);
    if ((await this.redis.set(key, PENDING + requestId, 'EX', this.claimSeconds, 'NX')) === 'OK') return { kind: 'new' };
    const held = await this.redis.get(key);
    if (held === null) return this.claim(userId, idempotencyKey, requestId);
    return held.startsWith(PENDING) ? { kind: 'creating' } : { kind: 'created', uploadId: held };
  }

  /** Takes the key over from an upload that no longer exists (expired, refused at its end, cancelled). */
  async reclaim(userId: string, idempotencyKey: string, requestId: string): Promise<void> {
    await this.redis.set(keyOf(userId, idempotencyKey), PENDING + requestId, 'EX', this.claimSeconds);
  }

  /** The claimed creation made `uploadId`. */
  async record(userId: string, idempotencyKey: string, uploadId: string): Promise<void> {
    await this.redis.set(keyOf(userId, idempotencyKey), uploadId, 'EX', this.expirySeconds);
  }

  /** The claimed creation was refused: the key is free for the next try. */
  async release(userId: string, idempotencyKey: string, requestId: string): Promise<void> {
    await this.redis.eval(RELEASE_CLAIM, 1, keyOf(userId, idempotencyKey), PENDING + requestId);
  }
}

const keyOf = (userId: string, idempotencyKey: string) => `${KEY_PREFIX}${userId}:${idempotencyKey}`;
