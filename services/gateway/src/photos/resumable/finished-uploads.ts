/** How long a finished upload still answers `HEAD` with its photo: the client's own retries, and the user's Retry, come well within. */
export const FINISHED_UPLOAD_KEEP_MS = 60 * 60 * 1000;
/** At most this many are remembered (the oldest go first): a few hundred bytes each. */
const MAX_REMEMBERED = 20_000;

export interface FinishedUpload {
  photoId: string;
  size: number;
}

interface Remembered extends FinishedUpload {
  owner: string;
  finishedAt: number;
}

/**
 * The photos that finished uploads became, by upload id, on this gateway (where the upload
 * lived). When the answer to the last PATCH is lost, the client asks `HEAD` before it sends
 * anything again: the upload is then complete and names its photo, and no second photo is made.
 */
export class FinishedUploads {
  private readonly byId = new Map<string, Remembered>();

  constructor(
    private readonly keepMs = FINISHED_UPLOAD_KEEP_MS,
    private readonly now: () => number = Date.now,
  ) {}

  remember(uploadId: string, owner: string, finished: FinishedUpload): void {
    this.forgetOld();
    this.byId.set(uploadId, { ...finished, owner, finishedAt: this.now() });
    if (this.byId.size > MAX_REMEMBERED) this.byId.delete(this.byId.keys().next().value as string);
  }

  /** The photo of `uploadId` when `owner` finished it lately; null for anyone else. */
  find(uploadId: string, owner: string): FinishedUpload | null {
    this.forgetOld();
    const found = this.byId.get(uploadId);
    return found && found.owner === owner ? { photoId: found.photoId, size: found.size } : null;
  }

  /** Entries are kept in the order they finished: the expired ones are at the front. */
  private forgetOld(): void {
    const oldest = this.now() - this.keepMs;
    for (const [id, entry] of this.byId) {
      if (entry.finishedAt > oldest) break;
      this.byId.delete(id);
    }
  }
}
