import { formatStorageSize, type StorageAudit, type StoreAuditState } from '@lumafolio/contracts';

/** Spec 02 §3 "Storage audit" from the latest whole-store audit (zeros before the first one). */
export function toStorageAudit(state: StoreAuditState): StorageAudit {
  const report = state.report;
  return {
    totalFiles: report?.totalFiles ?? 0,
    totalSize: formatStorageSize(report?.totalBytes ?? 0),
    totalBytes: report?.totalBytes ?? 0,
    breakdown: (report?.breakdown ?? []).map((entry) => ({ ...entry, size: formatStorageSize(entry.bytes) })),
    orphanedFiles: report?.orphaned ?? 0,
    missingFiles: report?.missing ?? 0,
    healthy: report ? report.orphaned + report.missing === 0 : null,
    checkedAt: state.checkedAt,
    run: state.run,
  };
}
