import { aiExifHintsSchema, MAX_UPLOAD_BYTES, type AiExifHintsPayload, type ColorPalette, type PhotoJobPayload } from '@lumafolio/contracts';
import type { PhotoDocument, PublicVariants, StoredVariant } from '@lumafolio/dal';
import { ObjectNotFoundError, photoPrefix } from '@lumafolio/storage';
import { UnrecoverableError } from 'bullmq';
import { decodeOnce, fromPixels, type DecodedPixels } from './decode-once.js';
import { encodeWebpVariants } from './encode-variants.js';
import { extractExif, type ExtractedExif } from './exif.js';
import { openOriginal, type OriginalImage } from '@lumafolio/images';
import { paletteOf } from './palette-of.js';
import { fingerprintOf } from './fingerprint.js';
import { placeholderOf } from './placeholder.js';
import { readAll, type OptimiseDeps } from './processor-deps.js';
import { ownerWatermark, type OwnerWatermark } from './owner-watermark.js';
import { VARIANT_KEY_PATTERN, aiSourceVariant, planVariantWidths, scaledHeight, variantKey } from './variants.js';
import { encodeWatermarkedVariants, PUBLIC_VARIANT_KEY_PATTERN, publicVariantKey } from './watermark-variants.js';

/** EXIF (APP1) sits in a JPEG's first 64 KB; TIFF/HEIC tags are near the start too. */
const EXIF_HEAD_BYTES = 256 * 1024;

/** What the job answers (the admin's Jobs tab shows it); the owner's screen learns of it from `photoProcessedEvent`. */
export interface OptimiseResult {
  userId: string;
  photoId: string;
  status: 'ready' | 'deleted';
  width?: number;
  height?: number;
  variants?: number[];
  /** Whether the photo's ai-tag job was queued (only when its tags or alt text are empty). */
  aiTagQueued?: boolean;
  timings?: OptimiseTimings;
}

class StorageWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super('storing a variant failed', { cause });
  }
}

export interface OptimiseTimings {
  /** Reading the original, its header, and its one decode (ms). */
  decodeMs: number;
  /** Every variant encoded and stored, the placeholder, the palette and EXIF (ms, overlapping). */
  encodeMs: number;
  /** Removing stale variants of earlier runs (ms). */
  storeMs: number;
  totalMs: number;
}

interface Derived {
  variants: StoredVariant[];
  placeholder: string;
  palette: ColorPalette | null;
  exif: ExtractedExif;
  /** The watermarked variants visitors get, when the owner has a watermark (ADR 44). */
  publicVariants: PublicVariants | null;
  /** What duplicates of it are found by (ADR 59). */
  fingerprint: string;
}

/**
 * The first job of a photo: ONE read and ONE decode of the original give its auto-oriented
 * WebP variants, ThumbHash placeholder, palette and EXIF, saved in the update that makes
 * the photo 'ready'; then its ai-tag job is queued with a small variant to read. Variants
 * carry no metadata, so GPS never reaches a served file. Keys are deterministic, so a
 * rerun overwrites the same files.
 */
export function createOptimiseProcessor(deps: OptimiseDeps) {
  return async (payload: PhotoJobPayload): Promise<OptimiseResult> => {
    const { userId, photoId, storageKey } = payload;
    const log = deps.logger.child({ job: 'optimise', photoId });
    const started = performance.now();

    const failUndecodable = async (error: unknown): Promise<never> => {
      log.warn({ err: error }, 'original cannot be decoded');
      await deps.photos.markFailed(userId, photoId);
      deps.outcomes.failed(userId, photoId);
      throw new UnrecoverableError(`The original of photo ${photoId} cannot be decoded: ${(error as Error).message}`);
    };

    if (!(await deps.photos.findOwned(userId, photoId))) return discard(deps, userId, photoId);
    const watermark = await ownerWatermark(userId, deps.watermarks, deps.storage);

    let original;
    try {
      original = await deps.storage.get(storageKey);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      // Deleted meanwhile (document and files), or an original that never arrived.
      if (!(await deps.photos.findOwned(userId, photoId))) return discard(deps, userId, photoId);
      await deps.photos.markFailed(userId, photoId);
      deps.outcomes.failed(userId, photoId);
      throw new UnrecoverableError(`The original of photo ${photoId} is missing`);
    }

    // The original (≤ 25 MB) in memory once, decoded once at the largest width: no
    // full-resolution pixel buffer is ever made.
    let input: Buffer;
    try {
      input = await readAll(original.body, MAX_UPLOAD_BYTES * 2);
    } catch (error) {
      original.body.destroy();
      throw error; // a storage hiccup: retried with backoff
    }
    let image: OriginalImage;
    let pixels: DecodedPixels;
    const widths: number[] = [];
    try {
      image = await openOriginal(input);
      widths.push(...planVariantWidths(image.width));
      pixels = await decodeOnce(image, Math.max(...widths));
    } catch (error) {
      return failUndecodable(error);
    }
    const size = { width: image.width, height: image.height };
    const decodeMs = performance.now() - started;

    const encodeStarted = performance.now();
    let derived: Derived;
    try {
      derived = await derive(deps, payload, pixels, widths, size, extractExif(input.subarray(0, EXIF_HEAD_BYTES)), watermark);
    } catch (error) {
      if (error instanceof StorageWriteError) throw error.cause; // a storage hiccup: retried with backoff
      return failUndecodable(error);
    }
    const encodeMs = performance.now() - encodeStarted;

    // Variants of an earlier run with other widths (e.g. another release) are not left behind.
    const storeStarted = performance.now();
    const keep = new Set([...derived.variants, ...(derived.publicVariants?.variants ?? [])].map((v) => v.key));
    for await (const object of deps.storage.list(photoPrefix(userId, photoId))) {
      const made = VARIANT_KEY_PATTERN.test(object.key) || PUBLIC_VARIANT_KEY_PATTERN.test(object.key);
      if (made && !keep.has(object.key)) await deps.storage.delete(object.key);
    }
    const storeMs = performance.now() - storeStarted;

    const { palette, exif, variants, placeholder, publicVariants, fingerprint } = derived;
    const saved = await deps.photos.saveOptimised(userId, photoId, {
      ...size,
      variants,
      placeholder,
      palette,
      // The browser re-encodes most uploads: their camera details came with the upload.
      ...(exif.exif ? { exif: exif.exif } : {}),
      sizeBytes: original.bytes + variants.reduce((sum, v) => sum + v.bytes, 0),
      publicVariants,
      fingerprint,
    });
    if (!saved) return discard(deps, userId, photoId);
    // The photo is ready in the database: its owner's open screens may show it now.
    deps.outcomes.processed(userId, photoId);

    const aiTagQueued = await queueAiTagIfNeeded(deps, saved, derived);
    const timings = { decodeMs: round(decodeMs), encodeMs: round(encodeMs), storeMs: round(storeMs), totalMs: round(performance.now() - started) };
    log.info({ ...size, widths, timings, aiTagQueued }, 'photo optimised');
    return { userId, photoId, status: 'ready', ...size, variants: widths, aiTagQueued, timings };
  };
}

/** Everything made from the decoded pixels, at once: each variant is stored while the others still encode. */
async function derive(
  deps: OptimiseDeps,
  { userId, photoId }: PhotoJobPayload,
  pixels: DecodedPixels,
  widths: number[],
  size: { width: number; height: number },
  exifRead: Promise<ExtractedExif>,
  watermark: OwnerWatermark | null,
): Promise<Derived> {
  const variants: StoredVariant[] = [];
  const [, placeholder, fingerprint, palette, exif, watermarked] = await Promise.all([
    encodeWebpVariants(pixels, widths, async ({ width, height, webp }) => {
      const key = variantKey(userId, photoId, width);
      const { bytes } = await deps.storage.put(key, webp, { contentType: 'image/webp' }).catch((cause: unknown) => {
        throw new StorageWriteError(cause);
      });
      variants.push({ width, height: height || scaledHeight(size, width), format: 'webp', key, bytes });
    }),
    placeholderOf(pixels),
    fingerprintOf(pixels),
    // A photo without a palette is still a photo: its absence never fails the job.
    paletteOf(fromPixels(pixels)).catch((error: unknown) => {
      deps.logger.warn({ err: error, photoId }, 'no palette for this photo');
      return null;
    }),
    exifRead,
    watermark
      ? encodeWatermarkedVariants(pixels, widths, watermark.look, async (width, height, webp) => {
          const key = publicVariantKey(userId, photoId, width, watermark.stamp);
          const { bytes } = await deps.storage.put(key, webp, { contentType: 'image/webp' }).catch((cause: unknown) => {
            throw new StorageWriteError(cause);
          });
          return { width, height, format: 'webp' as const, key, bytes };
        })
      : null,
  ]);
  variants.sort((a, b) => a.width - b.width);
  const publicVariants = watermark && watermarked ? { stamp: watermark.stamp, variants: watermarked } : null;
  return { variants, placeholder, palette, exif, publicVariants, fingerprint };
}

/** AI suggestions only fill what the user left empty: a photo with both needs no job. */
async function queueAiTagIfNeeded(deps: OptimiseDeps, photo: PhotoDocument, derived: Derived): Promise<boolean> {
  const source = aiSourceVariant(derived.variants);
  const wants = { tags: photo.aiTags.length === 0, alt: !photo.aiAltText?.trim() };
  if (!source || (!wants.tags && !wants.alt)) return false;
  const palette = photo.palette ? { dominantColor: photo.palette.dominantColor, mood: photo.palette.mood, brightness: photo.palette.brightness } : undefined;
  await deps.followUps.queueAiTag({
    userId: photo.userId,
    photoId: photo._id,
    sourceKey: source.key,
    exif: hintsPayload(derived.exif),
    wants,
    ...(palette ? { palette } : {}),
  });
  return true;
}

/** The camera details the AI is told about; hints that do not fit the job's contract are left out. */
function hintsPayload({ hints }: ExtractedExif): AiExifHintsPayload {
  const { camera, lens, takenAt, focalLength, aperture, exposureTime, iso } = hints;
  const candidate = { camera, lens, takenAt: takenAt instanceof Date ? takenAt.toISOString() : takenAt, focalLength, aperture, exposureTime, iso };
  const defined = Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined && value !== null));
  const parsed = aiExifHintsSchema.safeParse(defined);
  return parsed.success ? parsed.data : {};
}

/** The photo is gone: remove whatever this (or an earlier) run wrote, and finish quietly. */
async function discard(deps: OptimiseDeps, userId: string, photoId: string): Promise<OptimiseResult> {
  const removed = await deps.storage.deletePrefix(photoPrefix(userId, photoId));
  deps.logger.info({ job: 'optimise', photoId, removed }, 'photo deleted meanwhile; its files are removed');
  return { userId, photoId, status: 'deleted' };
}

function round(ms: number): number {
  return Math.round(ms);
}
