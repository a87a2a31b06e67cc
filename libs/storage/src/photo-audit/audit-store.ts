import type { ObjectStorage } from '../object-storage.js';
import { PHOTO_ROOT } from '../photo-keys.js';
import { AUDIT_PAGE, existsIn } from './audit-folder.js';
import { classifyFiles } from './classify.js';
import { FolderAudit, LISTED_KEYS, type FolderAuditResult } from './folder-audit.js';
import type { PhotoIndex } from './photo-index.js';
import { TypeTally, type TypeCount } from './type-tally.js';

export interface StoreAuditProgress {
  filesScanned: number;
  usersChecked: number;
  /** An estimate (photo documents seen against all of them), below 100 until the end. */
  percent: number;
}

export interface UserProblems {
  userId: string;
  orphaned: number;
  missing: number;
}

export interface StoreAuditReport {
  totalFiles: number;
  totalBytes: number;
  databasePhotos: number;
  users: number;
  images: number;
  inDatabase: number;
  orphaned: number;
  missing: number;
  breakdown: TypeCount[];
  /** Up to LISTED_KEYS users with a problem, most problems first. */
  usersWithProblems: UserProblems[];
  orphanedFiles: string[];
  missingFiles: string[];
}

/**
 * Every file under `photo/` against every photo document, in one walk of the store a page
 * at a time (one document query per page). A user's files are contiguous in key order, so
 * each user's folder is checked as the walk leaves it; users with documents and no folder
 * at all are checked last. Memory: one user's photo ids and the user ids.
 */
export async function auditStore(
  storage: ObjectStorage,
  index: PhotoIndex,
  onProgress: (progress: StoreAuditProgress) => Promise<void> = async () => undefined,
): Promise<StoreAuditReport> {
  const totalPhotos = Math.max(1, await index.countAll());
  const exists = existsIn(storage);
  const report = emptyReport();
  const tally = new TypeTally();
  const problems: UserProblems[] = [];
  const usersSeen = new Set<string>();
  let current = null as FolderAudit | null;

  const finishUser = async (audit: FolderAudit) => {
    const result = await audit.finish();
    addUser(report, tally, problems, result);
  };

  let token: string | null = null;
  do {
    const page = await storage.listPage(PHOTO_ROOT, { limit: AUDIT_PAGE, continuationToken: token });
    for (const file of await classifyFiles(page.objects, index)) {
      if (current?.userId !== file.userId) {
        if (current) await finishUser(current);
        current = new FolderAudit(file.userId, index, exists);
        usersSeen.add(file.userId);
      }
      current.add(file);
    }
    token = page.next;
    await onProgress({
      filesScanned: report.totalFiles + page.objects.length,
      usersChecked: report.users,
      percent: Math.min(99, Math.floor((report.databasePhotos / totalPhotos) * 100)),
    });
  } while (token);
  if (current) await finishUser(current);

  for (const userId of await index.userIdsWithPhotos()) {
    if (!usersSeen.has(userId)) await finishUser(new FolderAudit(userId, index, exists));
  }
  report.breakdown = tally.entries();
  report.usersWithProblems = problems.sort((a, b) => b.orphaned + b.missing - (a.orphaned + a.missing)).slice(0, LISTED_KEYS);
  await onProgress({ filesScanned: report.totalFiles, usersChecked: report.users, percent: 100 });
  return report;
}

function addUser(report: StoreAuditReport, tally: TypeTally, problems: UserProblems[], result: FolderAuditResult): void {
  report.users += 1;
  report.totalFiles += result.storageFiles;
  report.totalBytes += result.storageBytes;
  report.databasePhotos += result.databasePhotos;
  report.images += result.images;
  report.inDatabase += result.inDatabase;
  report.orphaned += result.orphaned;
  report.missing += result.missing;
  tally.merge(result.tally);
  if (result.orphaned + result.missing > 0) {
    problems.push({ userId: result.userId, orphaned: result.orphaned, missing: result.missing });
    // Keep the list bounded while walking: only the worst users are reported.
    if (problems.length > LISTED_KEYS * 2)
      problems.splice(0, problems.length, ...problems.sort((a, b) => b.orphaned + b.missing - (a.orphaned + a.missing)).slice(0, LISTED_KEYS));
  }
  report.orphanedFiles.push(...result.orphanedFiles.slice(0, LISTED_KEYS - report.orphanedFiles.length));
  report.missingFiles.push(...result.missingFiles.slice(0, LISTED_KEYS - report.missingFiles.length));
}

function emptyReport(): StoreAuditReport {
  return {
    totalFiles: 0,
    totalBytes: 0,
    databasePhotos: 0,
    users: 0,
    images: 0,
    inDatabase: 0,
    orphaned: 0,
    missing: 0,
    breakdown: [],
    usersWithProblems: [],
    orphanedFiles: [],
    missingFiles: [],
  };
}
