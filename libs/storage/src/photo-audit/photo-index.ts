/** What an audit needs to know of a photo document (the media service's `photos`). */
export interface AuditedPhoto {
  id: string;
  userId: string;
  originalKey: string;
  mimeType: string;
  /** Keys of the variants made so far. */
  variantKeys: string[];
  isPublic: boolean;
  featured: boolean;
}

/**
 * The photo documents, as the audit reads them (implemented by the data layer's photo
 * repository): never one query per file.
 */
export interface PhotoIndex {
  /** The photos of these ids, whoever owns them: one query for a page of files. */
  findForAudit(photoIds: readonly string[]): Promise<AuditedPhoto[]>;
  /** A user's photos in id order after `afterId`: the ones with no file at all are found this way. */
  pageOfUserForAudit(userId: string, afterId: string | null, limit: number): Promise<AuditedPhoto[]>;
  countOfUser(userId: string): Promise<number>;
  /** Every user that has at least one photo document. */
  userIdsWithPhotos(): Promise<string[]>;
  /** All photo documents (a progress estimate for a whole-store audit). */
  countAll(): Promise<number>;
}

/** The files a photo document says it has. */
export function expectedKeys(photo: AuditedPhoto): string[] {
  return [photo.originalKey, ...photo.variantKeys];
}
