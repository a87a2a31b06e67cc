import { adminStorageFileUrl, type StorageFile } from '@lumafolio/contracts';
import type { ClassifiedFile, ObjectStorage } from '@lumafolio/storage';

/** At most this many HEAD requests at once for the types storage listings do not carry. */
const HEADS_AT_ONCE = 8;

/**
 * A page of classified files as the browser shows them. A file whose type neither its
 * document nor its name tells (an orphaned original) is asked of storage, a few at a time.
 */
export async function toStorageFiles(files: readonly ClassifiedFile[], storage: ObjectStorage): Promise<StorageFile[]> {
  const types = new Map<string, string | null>();
  const unknown = files.filter((file) => file.type === null);
  for (let start = 0; start < unknown.length; start += HEADS_AT_ONCE) {
    await Promise.all(
      unknown.slice(start, start + HEADS_AT_ONCE).map(async (file) => {
        const head = await storage.head(file.key);
        types.set(file.key, head?.contentType && head.contentType !== 'application/octet-stream' ? head.contentType : null);
      }),
    );
  }
  return files.map((file) => ({
    key: file.key,
    size: Number.isFinite(file.bytes) ? file.bytes : null,
    type: file.type ?? types.get(file.key) ?? null,
    url: adminStorageFileUrl(file.key),
    lastModified: file.lastModified ? file.lastModified.toISOString() : null,
    hasDbEntry: file.photo !== null,
    dbInfo: file.photo ? { id: file.photo.id, isPublic: file.photo.isPublic, isFeatured: file.photo.featured } : null,
    restorable: file.restorable,
  }));
}
