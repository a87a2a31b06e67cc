import type { ObjectStorage } from '../object-storage.js';
import { photoFolder } from '../photo-keys.js';
import { classifyFiles, type ClassifiedFile } from './classify.js';
import { FolderAudit, type FolderAuditResult } from './folder-audit.js';
import type { PhotoIndex } from './photo-index.js';

/** The object store's largest page: one document query per 1000 files. */
export const AUDIT_PAGE = 1000;

/** HEAD requests at once when asking storage for types. */
const HEADS_AT_ONCE = 16;

/** One user's folder against their photos, read a page of the store at a time. */
export async function auditUserFolder(storage: ObjectStorage, index: PhotoIndex, userId: string): Promise<FolderAuditResult> {
  const audit = new FolderAudit(userId, index, existsIn(storage));
  let token: string | null = null;
  do {
    const page = await storage.listPage(photoFolder(userId), { limit: AUDIT_PAGE, continuationToken: token });
    const files = await classifyFiles(page.objects, index);
    for (const file of files) audit.add(file);
    token = page.next;
  } while (token);
  return audit.finish();
}

/** Fills in the types storage keeps for files whose type is still unknown (a generic type stays unknown). */
export async function askStorageForTypes(storage: ObjectStorage, files: ClassifiedFile[]): Promise<void> {
  const unknown = files.filter((file) => file.type === null);
  for (let start = 0; start < unknown.length; start += HEADS_AT_ONCE) {
    await Promise.all(
      unknown.slice(start, start + HEADS_AT_ONCE).map(async (file) => {
        const type = (await storage.head(file.key))?.contentType;
        if (type && type !== 'application/octet-stream') file.type = type;
      }),
    );
  }
}

/** Whether a key holds an object, for keys the walk cannot see. */
export function existsIn(storage: ObjectStorage): (key: string) => Promise<boolean> {
  return async (key) => {
    try {
      return (await storage.head(key)) !== null;
    } catch {
      return false; // not even a valid key: nothing can be stored there
    }
  };
}
