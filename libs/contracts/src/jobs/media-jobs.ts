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
