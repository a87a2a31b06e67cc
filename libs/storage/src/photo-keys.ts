/**
 * The photo key layout (DESIGN.md "Data"): every file of a user's photo lives under
 * `photo/{userId}/{photoId}/`: the uploaded `original`, the variants made from it
 * (`w400.webp`, …) and the JPEGs for print its owner downloaded (`print-2400.jpg`, ADR 62).
 * The folder `photo/{userId}/` holds nothing else.
 */
export const PHOTO_ROOT = 'photo/';
export const ORIGINAL_FILE = 'original';

export function photoFolder(userId: string): string {
  return `${PHOTO_ROOT}${userId}/`;
}

/** The folder of one photo's files: `photo/{userId}/{photoId}/`. */
export function photoPrefix(userId: string, photoId: string): string {
  return `${photoFolder(userId)}${photoId}/`;
}

/** Where an upload's original is stored. */
export function originalKeyOf(userId: string, photoId: string): string {
  return `${photoPrefix(userId, photoId)}${ORIGINAL_FILE}`;
}

/** A JPEG for print in its photo's folder: `print-full.jpg`, or `print-2400.jpg` for a long edge of at most 2400 px. */
export function printJpegFile(longEdge: number | null): string {
  return `print-${longEdge ?? 'full'}.jpg`;
}

export interface PhotoKeyParts {
  userId: string;
  /** Null for a file lying directly in the user's folder (no photo's folder holds it). */
  photoId: string | null;
  /** The rest of the key: `original`, `w400.webp`, … */
  file: string;
}

/** The parts of a key under `photo/`, or null for any other key. */
export function parsePhotoKey(key: string): PhotoKeyParts | null {
  if (!key.startsWith(PHOTO_ROOT)) return null;
  const [userId, first, ...rest] = key.slice(PHOTO_ROOT.length).split('/');
  if (!userId || first === undefined) return null;
  if (rest.length === 0) return { userId, photoId: null, file: first };
  return { userId, photoId: first, file: rest.join('/') };
}

/** True when `key` names a file inside `photo/{userId}/` (and not the folder itself). */
export function isInPhotoFolder(key: string, userId: string): boolean {
  return parsePhotoKey(key)?.userId === userId;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The MIME type a key's extension names (variants have one; originals do not), or null. */
export function typeOfExtension(key: string): string | null {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(key);
  const extension = match?.[1]?.toLowerCase();
  return extension ? (TYPES_BY_EXTENSION[extension] ?? null) : null;
}
