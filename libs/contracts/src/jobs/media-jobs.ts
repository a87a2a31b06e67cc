import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';

export const MEDIA_QUEUE = 'media';

/**
 * The jobs of a photo (declared with their payloads in `job-registry.ts`), a flow in two steps:
 * - `optimise` (queued by the media service): reads and decodes the original ONCE, and
 *   makes from that decode the variants, the placeholder, the palette and the EXIF;
 * - `ai-tag.v2` (queued by `optimise`, only when tags or alt text are empty): works
 *   from one small variant, never the original.
 * `palette` and `ai-tag` are the jobs of earlier releases, still processed so that a job
 * queued before an upgrade is not lost.
 */
export type MediaJobName = 'optimise' | 'ai-tag.v2' | 'palette' | 'ai-tag';

/** `optimise`, and the earlier `palette` and `ai-tag`: `storageKey` is the original. */
export const photoJobPayloadSchema = z.object({
  userId: serverText().min(1),
  photoId: serverText().min(1),
  storageKey: serverText().min(1),
});
export type PhotoJobPayload = z.infer<typeof photoJobPayloadSchema>;

/** Camera details read from the original by `optimise`, handed to the AI as hints. */
export const aiExifHintsSchema = z
  .object({
    camera: serverText().max(200).optional(),
    lens: serverText().max(200).optional(),
    takenAt: serverText().max(40).optional(),
    focalLength: z.number().optional(),
    aperture: z.number().optional(),
    exposureTime: z.number().optional(),
    iso: z.number().optional(),
  })
  .strict();
export type AiExifHintsPayload = z.infer<typeof aiExifHintsSchema>;

/**
 * `ai-tag.v2`: `sourceKey` is a small variant (≥ the AI's 1024 px when the photo has one),
 * never the original. `wants` and `palette`, from the photo as `optimise` saved it, spare
 * the job a read of the document (jobs queued without them read it); a value the owner
 * sets meanwhile is still never overwritten (the write is conditional).
 */
export const aiTagJobPayloadSchema = z
  .object({
    userId: serverText().min(1),
    photoId: serverText().min(1),
    sourceKey: serverText().min(1),
    exif: aiExifHintsSchema.default({}),
    wants: z.object({ tags: z.boolean(), alt: z.boolean() }).strict().optional(),
    palette: z
      .object({ dominantColor: serverText().max(20), mood: z.enum(['warm', 'cool', 'neutral']), brightness: z.enum(['dark', 'bright', 'medium']) })
      .strict()
      .optional(),
  })
  .strict();
export type AiTagJobPayload = z.input<typeof aiTagJobPayloadSchema>;

/** Deterministic: a retried or re-enqueued job for the same photo never duplicates work. */
export function mediaJobId(name: MediaJobName, photoId: string): string {
  return `${name}-${photoId}`;
}

/**
 * `watermark-redo` (ADR 44): one page of an owner's photos gets its public variants made
 * again for the watermark setting `revision` (or cleaned when it is off); the job queues the
 * next page after `afterId`. A job whose revision is no longer the owner's stops at once.
 */
export const watermarkRedoJobPayloadSchema = z
  .object({
    userId: serverText().min(1),
    revision: verbatimText().regex(/^[a-f0-9]{8,32}$/),
    afterId: serverText().min(1).nullable(),
  })
  .strict();
export type WatermarkRedoJobPayload = z.infer<typeof watermarkRedoJobPayloadSchema>;

/** Deterministic per page and revision: a retried or re-queued page never runs twice at once. */
export function watermarkRedoJobId({ userId, revision, afterId }: WatermarkRedoJobPayload): string {
  return `watermark-redo-${userId}-${revision}-${afterId ?? 'first'}`;
}

/**
 * `fingerprint-backfill` (ADR 59): one page of an owner's processed photos gets the
 * fingerprints of those made before fingerprints existed, read from a small variant; the job
 * queues the page after `afterId`, and the last page marks the owner's library as done.
 */
export const fingerprintBackfillJobPayloadSchema = z
  .object({
    userId: serverText().min(1),
    afterId: serverText().min(1).nullable(),
  })
  .strict();
export type FingerprintBackfillJobPayload = z.infer<typeof fingerprintBackfillJobPayloadSchema>;

/** Deterministic per page: asking again while an owner's backfill runs queues nothing new. */
export function fingerprintBackfillJobId({ userId, afterId }: FingerprintBackfillJobPayload): string {
  return `fingerprint-backfill-${userId}-${afterId ?? 'first'}`;
}

/** Photo folders one `photo-files.delete.v1` job removes at most: a bulk delete of 5 000 photos is ten jobs. */
export const PHOTO_FOLDERS_PER_DELETE_JOB = 500;

/** One photo's folder, `photo/{userId}/{photoId}/` (storage's photo key layout). */
const PHOTO_FOLDER = /^photo\/[^/]+\/[^/]+\/$/;

/**
 * `photo-files.delete.v1` (queued by the media service once the photos' documents are gone, a
 * bulk delete): every file under each of these folders of the owner's deleted photos.
 * Idempotent: a retried job finds nothing left where it already deleted. A folder outside
 * the owner's is refused, so a job can never name anything but one owner's photo folders.
 */
export const photoFilesDeleteJobPayloadSchema = z
  .object({
    userId: serverText().min(1),
    prefixes: z.array(verbatimText().regex(PHOTO_FOLDER, 'A photo folder is photo/{userId}/{photoId}/.')).min(1).max(PHOTO_FOLDERS_PER_DELETE_JOB),
  })
  .strict()
  .refine(({ userId, prefixes }) => prefixes.every((prefix) => prefix.startsWith(`photo/${userId}/`)), {
    message: "Every folder is one of the owner's photos.",
    path: ['prefixes'],
  });
export type PhotoFilesDeleteJobPayload = z.infer<typeof photoFilesDeleteJobPayloadSchema>;

/** The folder of a photo's files: its original's key up to the last '/'. */
export function photoFolderOf(originalKey: string): string {
  return originalKey.slice(0, originalKey.lastIndexOf('/') + 1);
}

/**
 * The folders of the owner's originals in jobs of at most `size` folders, in order; `outside`:
 * originals not in a folder of the owner's photos (never stored so), which no job may name.
 */
export function photoFolderChunks(
  userId: string,
  originalKeys: readonly string[],
  size = PHOTO_FOLDERS_PER_DELETE_JOB,
): { chunks: string[][]; outside: string[] } {
  const folders = new Set<string>();
  const outside: string[] = [];
  for (const key of originalKeys) {
    const folder = photoFolderOf(key);
    if (PHOTO_FOLDER.test(folder) && folder.startsWith(`photo/${userId}/`)) folders.add(folder);
    else outside.push(key);
  }
  return { chunks: chunksOf([...folders], size), outside };
}

/** Items in runs of at most `size`, in order; none for none. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a chunk holds at least one item, not ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Deterministic: named by the first folder's photo, which is deleted once, so the same job
 * queued twice is added once and two deletions never share an id.
 */
export function photoFilesDeleteJobId({ userId, prefixes }: PhotoFilesDeleteJobPayload): string {
  const photoId = prefixes[0]?.split('/')[2] ?? 'none';
  return `photo-files-delete-${userId}-${photoId}`;
}

/** Deleted photos one `photo-fingerprints.remove.v1` job takes off the duplicates index at most. */
export const PHOTOS_PER_FINGERPRINT_JOB = 500;

/**
 * `photo-fingerprints.remove.v1` (queued by the media service with a bulk delete's file jobs):
 * the deleted photos leave the owner's duplicates index (ADR 59), each quarter rewritten once.
 * Not in the request: FerretDB takes about 3 ms a quarter, four per photo. Until it runs, a
 * look-up reads the deleted photos back and leaves them out. Idempotent.
 */
export const photoFingerprintsRemoveJobPayloadSchema = z
  .object({
    userId: serverText().min(1),
    photos: z
      .array(z.object({ photoId: serverText().min(1), fingerprint: verbatimText().regex(/^[0-9a-f]{16}$/) }).strict())
      .min(1)
      .max(PHOTOS_PER_FINGERPRINT_JOB),
  })
  .strict();
export type PhotoFingerprintsRemoveJobPayload = z.infer<typeof photoFingerprintsRemoveJobPayloadSchema>;

/** Deterministic: named by its first photo, deleted once. */
export function photoFingerprintsRemoveJobId({ userId, photos }: PhotoFingerprintsRemoveJobPayload): string {
  return `photo-fingerprints-remove-${userId}-${photos[0]?.photoId ?? 'none'}`;
}
