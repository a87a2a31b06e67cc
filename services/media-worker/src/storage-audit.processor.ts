import type { MediaQueue } from '@lumafolio/contracts';
import { PhotoAuditIndex, type PhotoRepository, type StorageAuditRepository } from '@lumafolio/dal';
import type { JobHandlers, Logger } from '@lumafolio/server-common';
import { auditStore, type ObjectStorage } from '@lumafolio/storage';

export interface StorageAuditDeps {
  storage: ObjectStorage;
  photos: PhotoRepository;
  audits: StorageAuditRepository;
  logger: Logger;
}

/**
 * The whole-store audit (ADR 31): walks `photo/` a page at a time, reporting its progress
 * to the queue, and keeps the report with the run so it outlives the queue's clean-up.
 */
export function createStorageAuditProcessor({ storage, photos, audits, logger }: StorageAuditDeps): JobHandlers<MediaQueue>['storage-audit'] {
  return async ({ runId }, job) => {
    await audits.running(runId);
    try {
      const report = await auditStore(storage, new PhotoAuditIndex(photos), (progress) => job.updateProgress(progress));
      await audits.done(runId, { ...report });
      logger.info({ runId, files: report.totalFiles, orphaned: report.orphaned, missing: report.missing }, 'storage audit done');
      return { totalFiles: report.totalFiles, orphaned: report.orphaned, missing: report.missing };
    } catch (error) {
      await audits.failed(runId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
}
