import { formatStorageSize } from '@lumafolio/contracts';
import type { FolderAuditResult, StoreAuditReport } from '@lumafolio/storage';

/** The whole-store audit as an operator reads it in a terminal. */
export function storeReportLines(report: StoreAuditReport): string[] {
  return [
    `Files:            ${report.totalFiles} (${formatStorageSize(report.totalBytes)}) in ${report.users} user folder(s)`,
    `Photo documents:  ${report.databasePhotos}`,
    `Orphaned files:   ${report.orphaned}`,
    `Missing files:    ${report.missing}`,
    'By type:',
    ...report.breakdown.map((entry) => `  ${entry.type.padEnd(26)} ${String(entry.count).padStart(8)}  ${formatStorageSize(entry.bytes)}`),
    ...(report.usersWithProblems.length > 0
      ? ['Users with problems:', ...report.usersWithProblems.map((user) => `  ${user.userId}: ${user.orphaned} orphaned, ${user.missing} missing`)]
      : []),
    ...keyLines('Orphaned', report.orphanedFiles, report.orphaned),
    ...keyLines('Missing', report.missingFiles, report.missing),
    report.orphaned + report.missing === 0 ? 'Status: Healthy' : `Status: ${report.orphaned} orphaned and ${report.missing} missing file(s)`,
  ];
}

/** One user's folder (`--user`). */
export function userReportLines(result: FolderAuditResult): string[] {
  return [
    `User:             ${result.userId} (folder photo/${result.userId}/)`,
    `Files:            ${result.storageFiles} (${formatStorageSize(result.storageBytes)})`,
    `Photo documents:  ${result.databasePhotos}`,
    ...keyLines('Orphaned', result.orphanedFiles, result.orphaned),
    ...keyLines('Missing', result.missingFiles, result.missing),
    result.orphaned + result.missing === 0 ? 'Status: match' : `Status: mismatch (${result.orphaned} orphaned, ${result.missing} missing)`,
  ];
}

function keyLines(label: string, keys: string[], count: number): string[] {
  if (count === 0) return [];
  const more = count > keys.length ? [`  … and ${count - keys.length} more`] : [];
  return [`${label} (${count}):`, ...keys.map((key) => `  ${key}`), ...more];
}
