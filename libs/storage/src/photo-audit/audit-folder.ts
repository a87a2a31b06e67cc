import type { ObjectStorage } from '../object-storage.js';
import { photoFolder } from '../photo-keys.js';
import { classifyFiles } from './classify.js';
import { FolderAudit, type FolderAuditResult } from './folder-audit.js';
import type { PhotoIndex } from './photo-index.js';

/** The object store's largest page: one document query per 1000 files. */
export const AUDIT_PAGE = 1000;

/** One user's folder against their photos, read a page of the store at a time. */
export async function auditUserFolder(storage: ObjectStorage, index: PhotoIndex, userId: string): Promise<FolderAuditResult> {
  const audit = new FolderAudit(userId, index);
  let token: string | null = null;
  do {
    const page = await storage.listPage(photoFolder(userId), { limit: AUDIT_PAGE, continuationToken: token });
    for (const file of await classifyFiles(page.objects, index)) audit.add(file);
    token = page.next;
  } while (token);
  return audit.finish();
}
