import type { Redis } from 'ioredis';

/** How long a finished upload still answers `HEAD` with its photo: the client's own retries, and the user's Retry, come well within. */
export const FINISHED_UPLOAD_KEEP_S = 60 * 60;
const KEY_PREFIX = 'resumable-upload:finished:';

export interface FinishedUpload {
  photoId: string;
  size: number;
}

interface Remembered extends FinishedUpload {
  owner: string;
}

/**
 * The photos that finished uploads became, by upload id, in Redis: when the answer to the
 * last PATCH is lost, the client asks `HEAD` before it sends anything again; the upload is
 * then complete and names its photo, and no second photo is made, also when the gateway
 * that took it has restarted or another one answers.
 */
export class FinishedUploads {
  constructor(
    private readonly redis: Redis,
    private readonly keepSeconds = FINISHED_UPLOAD_KEEP_S,
  ) {}

  async remember(uploadId: string, owner: string, { photoId, size }: FinishedUpload): Promise<void> {
    const remembered: Remembered = { owner, photoId, size };
    await this.redis.set(KEY_PREFIX + uploadId, JSON.stringify(remembered), 'EX', this.keepSeconds);
  }

  /** The photo of `uploadId` when `owner` finished it lately; null for anyone else. */
  async find(uploadId: string, owner: string): Promise<FinishedUpload | null> {
    const stored = await this.redis.get(KEY_PREFIX + uploadId);
    if (!stored) return null;
    const found = JSON.parse(stored) as Remembered;
    return found.owner === owner ? { photoId: found.photoId, size: found.size } : null;
  }
}
