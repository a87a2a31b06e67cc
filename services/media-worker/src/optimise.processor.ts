import { MAX_UPLOAD_BYTES, type PhotoJobPayload } from '@lumafolio/contracts';
import type { StoredVariant } from '@lumafolio/dal';
import { ObjectNotFoundError } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { sharp, type Sharp } from '@lumafolio/images';
import { rgbaToThumbHash } from 'thumbhash';
import { encodeWebpVariants } from './encode-variants.js';
import { extractExif } from './exif.js';
import { openOriginal, type OriginalImage } from './original-image.js';
import { readAll, type ProcessorDeps } from './processor-deps.js';
import {
  PLACEHOLDER_MAX,
  VARIANT_KEY_PATTERN,
  photoPrefix,
  planVariantWidths,
  scaledHeight,
  variantKey,
} from './variants.js';

/** EXIF (APP1) sits in a JPEG's first 64 KB; TIFF/HEIC tags are near the start too. */
const EXIF_HEAD_BYTES = 256 * 1024;

/** Also what the gateway reads from the queue's events to tell the owner (photoProcessedResultSchema). */
export interface OptimiseResult {
  userId: string;
  photoId: string;
  status: 'ready' | 'deleted';
  width?: number;
  height?: number;
  variants?: number[];
  timings?: OptimiseTimings;
}

class StorageWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super('storing a variant failed', { cause });
  }
}

export interface OptimiseTimings {
  /** Reading the original and its header (ms). */
  decodeMs: number;
  /** Decoding, every variant encoded and stored, the placeholder and EXIF (ms, overlapping). */
  encodeMs: number;
  /** Removing stale variants of earlier runs (ms). */
  storeMs: number;
  totalMs: number;
}

/**
 * Auto-oriented WebP variants, a ThumbHash placeholder, EXIF and the oriented size, then
 * ONE document update that makes the photo 'ready'. Variants carry no metadata at all, so
 * GPS never reaches a served file. Keys are deterministic, so a rerun overwrites the same
 * files.
 */
export function createOptimiseProcessor(deps: ProcessorDeps) {
  return async (payload: PhotoJobPayload): Promise<OptimiseResult> => {
    const { userId, photoId, storageKey } = payload;
    const log = deps.logger.child({ job: 'optimise', photoId });
    const started = performance.now();

    const failUndecodable = async (error: unknown): Promise<never> => {
      log.warn({ err: error }, 'original cannot be decoded');
      await deps.photoWrites(photoId, () => deps.photos.markFailed(userId, photoId));
      throw new UnrecoverableError(`The original of photo ${photoId} cannot be decoded: ${(error as Error).message}`);
    };

    const existing = await deps.photos.findOwned(userId, photoId);
    if (!existing) return discard(deps, userId, photoId);

    let original;
    try {
      original = await deps.storage.get(storageKey);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      // Deleted meanwhile (document and files), or an original that never arrived.
      if (!(await deps.photos.findOwned(userId, photoId))) return discard(deps, userId, photoId);
      await deps.photoWrites(photoId, () => deps.photos.markFailed(userId, photoId));
      throw new UnrecoverableError(`The original of photo ${photoId} is missing`);
    }

    // The original (≤ 25 MB) in memory once; it is decoded once, at the largest width
    // (see encodeWebpVariants), so no full-resolution pixel buffer is ever made.
    let input: Buffer;
    try {
      input = await readAll(original.body, MAX_UPLOAD_BYTES * 2);
    } catch (error) {
      original.body.destroy();
      throw error; // a storage hiccup: retried with backoff
    }
    let image: OriginalImage;
    try {
      image = await openOriginal(input);
    } catch (error) {
      return failUndecodable(error);
    }
    const size = { width: image.width, height: image.height };
    const decodeMs = performance.now() - started;
    const widths = planVariantWidths(size.width);

    const encodeStarted = performance.now();
    const exifRead = extractExif(input.subarray(0, EXIF_HEAD_BYTES));
    let placeholderMade: Promise<string> | undefined;
    const variants: StoredVariant[] = [];
    try {
      // Each variant is stored, and the smallest turned into the placeholder, while the
      // others are still encoding: the disk or network work overlaps the CPU work.
      await encodeWebpVariants(image, widths, async ({ width, height, webp }) => {
        if (width === widths[0]) placeholderMade = makePlaceholder(sharp(webp));
        const key = variantKey(userId, photoId, width);
        const { bytes } = await deps.storage.put(key, webp, { contentType: 'image/webp' }).catch((cause: unknown) => {
          throw new StorageWriteError(cause);
        });
        variants.push({ width, height: height || scaledHeight(size, width), format: 'webp', key, bytes });
      });
    } catch (error) {
      if (error instanceof StorageWriteError) throw error.cause; // a storage hiccup: retried with backoff
      return failUndecodable(error);
    }
    variants.sort((a, b) => a.width - b.width);
    const [placeholder, exif] = await Promise.all([placeholderMade as Promise<string>, exifRead]);
    const encodeMs = performance.now() - encodeStarted;

    // Variants of an earlier run with other widths (e.g. another release) are not left behind.
    const storeStarted = performance.now();
    const keep = new Set(variants.map((v) => v.key));
    for await (const object of deps.storage.list(photoPrefix(userId, photoId))) {
      if (VARIANT_KEY_PATTERN.test(object.key) && !keep.has(object.key)) await deps.storage.delete(object.key);
    }
    const storeMs = performance.now() - storeStarted;

    const saved = await deps.photoWrites(photoId, () => deps.photos.saveOptimised(userId, photoId, {
      width: size.width,
      height: size.height,
      variants,
      placeholder,
      // The browser re-encodes most uploads: their camera details came with the upload.
      ...(exif.exif ? { exif: exif.exif } : {}),
      sizeBytes: original.bytes + variants.reduce((sum, v) => sum + v.bytes, 0),
    }));
    if (!saved) return discard(deps, userId, photoId);

    const timings = { decodeMs: round(decodeMs), encodeMs: round(encodeMs), storeMs: round(storeMs), totalMs: round(performance.now() - started) };
    log.info({ ...size, widths, timings }, 'photo optimised');
    return { userId, photoId, status: 'ready', ...size, variants: widths, timings };
  };
}

/** ThumbHash (base64) of a ≤ 100 px RGBA render. */
async function makePlaceholder(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize(PLACEHOLDER_MAX, PLACEHOLDER_MAX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/** The photo is gone: remove whatever this (or an earlier) run wrote, and finish quietly. */
async function discard(deps: ProcessorDeps, userId: string, photoId: string): Promise<OptimiseResult> {
  const removed = await deps.storage.deletePrefix(photoPrefix(userId, photoId));
  deps.logger.info({ job: 'optimise', photoId, removed }, 'photo deleted meanwhile; its files are removed');
  return { userId, photoId, status: 'deleted' };
}

function round(ms: number): number {
  return Math.round(ms);
}
