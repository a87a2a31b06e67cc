import { MAX_UPLOAD_BYTES, type WatermarkRedoJobPayload } from '@lumafolio/contracts';
import type { PhotoDocument, PhotoRepository, PublicVariants, WatermarkRepository } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, photoPrefix, type ObjectStorage } from '@lumafolio/storage';
import { decodeOnce } from './decode-once.js';
import { openOriginal } from '@lumafolio/images';
import { loadOwnerWatermark, type OwnerWatermark } from './owner-watermark.js';
import { readAll } from './processor-deps.js';
import { encodeWatermarkedVariants, PUBLIC_VARIANT_KEY_PATTERN, publicVariantKey } from './watermark-variants.js';

/** Photos per job: a page takes seconds, so a changed setting interrupts a long redo quickly. */
export const WATERMARK_REDO_PAGE = 25;

export interface WatermarkRedoDeps {
  photos: Pick<PhotoRepository, 'pageOfReadyById' | 'savePublicVariants'>;
  watermarks: Pick<WatermarkRepository, 'find' | 'addProgress'>;
  storage: ObjectStorage;
  logger: Logger;
  /** Queues the page after `afterId`. */
  queueNext: (payload: WatermarkRedoJobPayload) => Promise<void>;
}

export interface WatermarkRedoResult {
  userId: string;
  status: 'superseded' | 'page-done';
  /** Photos whose public variants changed on this page. */
  changed: number;
  /** Photos of the page (changed or already right). */
  seen: number;
  finished: boolean;
}

/**
 * One page of an owner's photos gets the public variants of the current watermark (or none
 * when it is off). Idempotent: a photo already carrying the stamp is skipped, so a retried
 * page redoes nothing twice. A job of an older setting stops without touching anything.
 */
export function createWatermarkRedoProcessor(deps: WatermarkRedoDeps) {
  return async (payload: WatermarkRedoJobPayload): Promise<WatermarkRedoResult> => {
    const { userId, revision, afterId } = payload;
    const settings = await deps.watermarks.find(userId);
    if (!settings || settings.revision !== revision) return { userId, status: 'superseded', changed: 0, seen: 0, finished: false };
    const watermark = await loadOwnerWatermark(settings, deps.storage);

    const page = await deps.photos.pageOfReadyById(userId, afterId, WATERMARK_REDO_PAGE);
    let changed = 0;
    for (const photo of page) {
      if ((photo.publicVariants?.stamp ?? null) === (watermark?.stamp ?? null)) continue;
      if (await redoPhoto(deps, photo, watermark)) changed += 1;
    }
    const last = page.at(-1);
    const finished = page.length < WATERMARK_REDO_PAGE || !last;
    if (!finished) await deps.queueNext({ userId, revision, afterId: last._id });
    await deps.watermarks.addProgress(userId, revision, page.length, finished);
    deps.logger.info({ job: 'watermark-redo', userId, revision, seen: page.length, changed, finished }, 'watermark page redone');
    return { userId, status: 'page-done', changed, seen: page.length, finished };
  };
}

/** New files first, then the document, then the files it no longer names: visitors never get a missing file. */
async function redoPhoto(deps: WatermarkRedoDeps, photo: PhotoDocument, watermark: OwnerWatermark | null): Promise<boolean> {
  const publicVariants = watermark ? await watermarked(deps, photo, watermark) : null;
  if (watermark && !publicVariants) return false;
  const saved = await deps.photos.savePublicVariants(photo.userId, photo._id, publicVariants);
  const keep = new Set(saved ? (publicVariants?.variants ?? []).map((v) => v.key) : []);
  for await (const object of deps.storage.list(photoPrefix(photo.userId, photo._id))) {
    if (PUBLIC_VARIANT_KEY_PATTERN.test(object.key) && !keep.has(object.key)) await deps.storage.delete(object.key);
  }
  return saved !== null;
}

/**
 * Made from the original, decoded once at the largest clean variant's width, as `optimise`
 * does: the clean WebP variants are not re-encoded a second time. Null when the original
 * is gone (the photo was deleted meanwhile).
 */
async function watermarked(deps: WatermarkRedoDeps, photo: PhotoDocument, watermark: OwnerWatermark): Promise<PublicVariants | null> {
  const widths = photo.variants.map((v) => v.width);
  if (widths.length === 0) return null;
  let input: Buffer;
  try {
    const original = await deps.storage.get(photo.originalKey);
    input = await readAll(original.body, MAX_UPLOAD_BYTES * 2);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null;
    throw error;
  }
  const pixels = await decodeOnce(await openOriginal(input), Math.max(...widths));
  const variants = await encodeWatermarkedVariants(pixels, widths, watermark.look, async (width, height, webp) => {
    const key = publicVariantKey(photo.userId, photo._id, width, watermark.stamp);
    const { bytes } = await deps.storage.put(key, webp, { contentType: 'image/webp' });
    return { width, height, format: 'webp', key, bytes };
  });
  return { stamp: watermark.stamp, variants };
}
