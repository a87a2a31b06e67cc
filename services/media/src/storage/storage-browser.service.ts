import { Injectable } from '@nestjs/common';
import type { UserAuditResult, UserStorageListing } from '@lumafolio/contracts';
import { PhotoAuditIndex } from '@lumafolio/dal';
import { InjectStorage, rpcError } from '@lumafolio/server-common';
import { auditUserFolder, classifyFiles, InvalidContinuationTokenError, photoFolder, type ObjectStorage } from '@lumafolio/storage';
import { toStorageFiles } from './storage-files.js';

/**
 * The Object Storage browser and the user audit (spec 02 §2): a user's folder read a page
 * of the store at a time, each page matched with its photo documents in one query.
 */
@Injectable()
export class StorageBrowserService {
  constructor(
    @InjectStorage() private readonly storage: ObjectStorage,
    private readonly index: PhotoAuditIndex,
  ) {}

  /** A page of the folder; the first page also carries the whole folder's summary (one walk of it). */
  async list(userId: string, cursor: string | null, limit: number): Promise<UserStorageListing> {
    const folder = photoFolder(userId);
    let page;
    try {
      page = await this.storage.listPage(folder, { limit, continuationToken: cursor });
    } catch (error) {
      if (error instanceof InvalidContinuationTokenError) throw rpcError(400, error.message, 'INVALID_CURSOR');
      throw error;
    }
    const [files, audit] = await Promise.all([
      classifyFiles(page.objects, this.index).then((classified) => toStorageFiles(classified, this.storage)),
      cursor === null ? auditUserFolder(this.storage, this.index, userId) : null,
    ]);
    return {
      userId,
      folder,
      totalFiles: audit?.storageFiles ?? null,
      summary: audit
        ? {
            totalFiles: audit.storageFiles,
            totalSize: audit.storageBytes,
            images: audit.images,
            inDatabase: audit.inDatabase,
            orphaned: audit.orphaned,
            missing: audit.missing,
          }
        : null,
      files,
      nextCursor: page.next,
    };
  }

  async audit(userId: string): Promise<UserAuditResult> {
    const result = await auditUserFolder(this.storage, this.index, userId);
    return {
      userId,
      databasePhotos: result.databasePhotos,
      storageFiles: result.storageFiles,
      status: result.orphaned + result.missing === 0 ? 'match' : 'mismatch',
      missingFiles: result.missingFiles,
      orphanedFiles: result.orphanedFiles,
      missingCount: result.missing,
      orphanedCount: result.orphaned,
    };
  }
}
