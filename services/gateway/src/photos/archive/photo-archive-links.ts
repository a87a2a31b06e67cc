import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { bulkPhotoSelectionSchema, PHOTO_ARCHIVE_LINK_TTL_S, type BulkPhotoSelection } from '@lumafolio/contracts';

const KEY_PREFIX = 'photo-archive:link:';

interface Remembered {
  userId: string;
  selection: BulkPhotoSelection;
}

/**
 * ZIP download links (ADR 61): the selection a POST named, kept in Redis under a random token
 * for a few minutes, so that the browser downloads the ZIP with a plain GET (a navigation, no
 * body, the download its own), from any gateway replica. A token answers only the user who
 * asked for it; it may be used again until it expires (a download the browser retries).
 */
export class PhotoArchiveLinks {
  constructor(
    private readonly redis: Redis,
    private readonly keepSeconds = PHOTO_ARCHIVE_LINK_TTL_S,
  ) {}

  async create(userId: string, selection: BulkPhotoSelection): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const remembered: Remembered = { userId, selection };
    await this.redis.set(KEY_PREFIX + token, JSON.stringify(remembered), 'EX', this.keepSeconds);
    return { token, expiresAt: new Date(Date.now() + this.keepSeconds * 1000) };
  }

  /** The selection of `token` when `userId` asked for it and it has not expired; null otherwise. */
  async find(token: string, userId: string): Promise<BulkPhotoSelection | null> {
    const stored = await this.redis.get(KEY_PREFIX + token);
    if (!stored) return null;
    const found = JSON.parse(stored) as Remembered;
    return found.userId === userId ? bulkPhotoSelectionSchema.parse(found.selection) : null;
  }
}
