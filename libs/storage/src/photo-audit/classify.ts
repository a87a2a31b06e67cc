import type { ObjectInfo } from '../object-storage.js';
import { ORIGINAL_FILE, parsePhotoKey, typeOfExtension } from '../photo-keys.js';
import type { AuditedPhoto, PhotoIndex } from './photo-index.js';

/** One stored file under `photo/`, with the document it belongs to (null: an orphan). */
export interface ClassifiedFile extends ObjectInfo {
  userId: string;
  photoId: string | null;
  /** The MIME type when known without reading the file (the document's, or the extension's). */
  type: string | null;
  photo: AuditedPhoto | null;
  /** An orphaned original whose photo id is free: restoring it makes the photo again. */
  restorable: boolean;
}

const PHOTO_ID = /^[a-z0-9]{8,40}$/;

/**
 * Matches a page of stored files with their photo documents in ONE query for the page's
 * photo ids. A file belongs to a photo when it sits in that photo's folder of its owner;
 * anything else under `photo/` (no document, another owner's id, a stray file) is an orphan.
 */
export async function classifyFiles(objects: readonly ObjectInfo[], index: PhotoIndex): Promise<ClassifiedFile[]> {
  const parsed = objects.flatMap((object) => {
    const parts = parsePhotoKey(object.key);
    return parts ? [{ object, parts }] : [];
  });
  const ids = [...new Set(parsed.flatMap(({ parts }) => (parts.photoId ? [parts.photoId] : [])))];
  const photos = ids.length === 0 ? [] : await index.findForAudit(ids);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return parsed.map(({ object, parts }) => {
    const found = parts.photoId ? byId.get(parts.photoId) : undefined;
    const photo = found && found.userId === parts.userId ? found : null;
    const type = photo && object.key === photo.originalKey ? photo.mimeType : typeOfExtension(object.key);
    const restorable = !photo && !found && parts.file === ORIGINAL_FILE && parts.photoId !== null && PHOTO_ID.test(parts.photoId);
    return { ...object, userId: parts.userId, photoId: parts.photoId, type, photo, restorable };
  });
}
