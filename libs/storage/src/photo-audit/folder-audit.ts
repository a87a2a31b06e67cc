import { photoPrefix } from '../photo-keys.js';
import { expectedKeys, type AuditedPhoto, type PhotoIndex } from './photo-index.js';
import type { ClassifiedFile } from './classify.js';
import { TypeTally } from './type-tally.js';

/** How many keys of each kind an audit lists (the counts are always whole). */
export const LISTED_KEYS = 200;

export interface FolderAuditResult {
  userId: string;
  databasePhotos: number;
  storageFiles: number;
  storageBytes: number;
  images: number;
  inDatabase: number;
  orphaned: number;
  missing: number;
  /** Up to LISTED_KEYS of each. */
  orphanedFiles: string[];
  missingFiles: string[];
  tally: TypeTally;
}

/** Whether an object exists (a HEAD request). */
export type ObjectExists = (key: string) => Promise<boolean>;

const CHECKS_AT_ONCE = 16;

/**
 * One user's folder compared with their photo documents, fed the folder's files in key
 * order a page at a time. A photo's files are contiguous in that order, so a photo is
 * checked as soon as a file of another photo follows; memory holds the ids of the
 * user's photos seen in storage, nothing per file. A document's key outside its photo's
 * folder (an older layout) cannot be seen by the walk: it is asked of storage at the end.
 */
export class FolderAudit {
  private readonly seen = new Set<string>();
  private open: { photo: AuditedPhoto; present: Set<string> } | null = null;
  private readonly elsewhere: string[] = [];
  private readonly result: FolderAuditResult;

  constructor(
    readonly userId: string,
    private readonly index: PhotoIndex,
    private readonly exists: ObjectExists,
  ) {
    this.result = {
      userId,
      databasePhotos: 0,
      storageFiles: 0,
      storageBytes: 0,
      images: 0,
      inDatabase: 0,
      orphaned: 0,
      missing: 0,
      orphanedFiles: [],
      missingFiles: [],
      tally: new TypeTally(),
    };
  }

  add(file: ClassifiedFile): void {
    const result = this.result;
    result.storageFiles += 1;
    result.storageBytes += file.bytes;
    result.tally.add(file.type, file.bytes);
    // An orphaned original has no document to name its type, and a listing does not give it;
    // only an upload that passed the content checks writes one, so it counts as an image
    // (asking storage for each would be one request per file: 10 000 for a large folder).
    if (file.type?.startsWith('image/') || (file.type === null && file.restorable)) result.images += 1;
    if (!file.photo) {
      result.orphaned += 1;
      if (result.orphanedFiles.length < LISTED_KEYS) result.orphanedFiles.push(file.key);
      return;
    }
    result.inDatabase += 1;
    let open = this.open;
    if (open?.photo.id !== file.photo.id) {
      this.closeOpenPhoto();
      open = { photo: file.photo, present: new Set() };
      this.open = open;
      this.seen.add(file.photo.id);
    }
    open.present.add(file.key);
  }

  /** Checks the last photo, then the user's photos that have no file at all. */
  async finish(): Promise<FolderAuditResult> {
    this.closeOpenPhoto();
    this.result.databasePhotos = await this.index.countOfUser(this.userId);
    if (this.result.databasePhotos > this.seen.size) {
      let after: string | null = null;
      for (;;) {
        const page = await this.index.pageOfUserForAudit(this.userId, after, 500);
        for (const photo of page) if (!this.seen.has(photo.id)) this.checkPhoto(photo, new Set());
        const last = page.at(-1);
        if (page.length < 500 || !last) break;
        after = last.id;
      }
    }
    for (let start = 0; start < this.elsewhere.length; start += CHECKS_AT_ONCE) {
      const batch = this.elsewhere.slice(start, start + CHECKS_AT_ONCE);
      const found = await Promise.all(batch.map((key) => this.exists(key)));
      this.markMissing(batch.filter((_key, i) => !found[i]));
    }
    return this.result;
  }

  private closeOpenPhoto(): void {
    if (!this.open) return;
    this.checkPhoto(this.open.photo, this.open.present);
    this.open = null;
  }

  private checkPhoto(photo: AuditedPhoto, present: ReadonlySet<string>): void {
    const folder = photoPrefix(photo.userId, photo.id);
    const keys = expectedKeys(photo);
    this.markMissing(keys.filter((key) => key.startsWith(folder) && !present.has(key)));
    this.elsewhere.push(...keys.filter((key) => !key.startsWith(folder)));
  }

  private markMissing(keys: string[]): void {
    this.result.missing += keys.length;
    for (const key of keys) if (this.result.missingFiles.length < LISTED_KEYS) this.result.missingFiles.push(key);
  }
}
