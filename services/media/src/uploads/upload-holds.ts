import type { Redis } from 'ioredis';

/**
 * Quota held for one upload in flight: an intake's (its photo id and storage key), or an
 * unfinished resumable upload's reservation (`reservation:<id>`, no photo yet: both empty).
 */
export interface UploadHold {
  uploadId: string;
  photoId: string;
  storageKey: string;
  bytes: number;
  /** Epoch ms after which a hold whose upload never finished (a crashed gateway) stops counting. */
  expiresAt: number;
}

/** An upload of 25 MB on a slow connection finishes well within this. */
export const UPLOAD_HOLD_TTL_MS = 60 * 60 * 1000;

const holdsKey = (userId: string) => `quota:holds:${userId}`;

/** The hold of a resumable upload's reservation, apart from intakes' ids (UUIDs). */
export const reservationHoldId = (reservationId: string) => `reservation:${reservationId}`;

/**
 * The quota held by each user's uploads in flight, in one Redis hash per user. Callers
 * serialise the reads and writes of one user (see UploadsService) so that what a new
 * upload sees is always what is held.
 */
export class UploadHolds {
  constructor(private readonly redis: Redis) {}

  /** The holds still counting; expired ones are dropped on the way. */
  async active(userId: string, now = Date.now()): Promise<UploadHold[]> {
    const entries = await this.redis.hgetall(holdsKey(userId));
    const holds = Object.values(entries).map((value) => JSON.parse(value) as UploadHold);
    const expired = holds.filter((hold) => hold.expiresAt <= now).map((hold) => hold.uploadId);
    if (expired.length > 0) await this.redis.hdel(holdsKey(userId), ...expired);
    return holds.filter((hold) => hold.expiresAt > now);
  }

  /** Keeps a hold; the user's hash lasts as long as its longest hold (a reservation may outlast an intake's hour). */
  async add(userId: string, hold: UploadHold): Promise<void> {
    const lastsMs = Math.max(UPLOAD_HOLD_TTL_MS, hold.expiresAt - Date.now());
    await this.redis
      .multi()
      .hset(holdsKey(userId), hold.uploadId, JSON.stringify(hold))
      .pexpire(holdsKey(userId), lastsMs, 'NX')
      .pexpire(holdsKey(userId), lastsMs, 'GT')
      .exec();
  }

  async find(userId: string, uploadId: string): Promise<UploadHold | null> {
    const value = await this.redis.hget(holdsKey(userId), uploadId);
    const hold = value ? (JSON.parse(value) as UploadHold) : null;
    return hold && hold.expiresAt > Date.now() ? hold : null;
  }

  async release(userId: string, uploadId: string): Promise<boolean> {
    return (await this.redis.hdel(holdsKey(userId), uploadId)) > 0;
  }
}
