import { z } from 'zod';

export const MEDIA_QUEUE = 'media';

export const mediaJobNames = ['optimise', 'palette', 'ai-tag'] as const;
export type MediaJobName = (typeof mediaJobNames)[number];

export const photoJobPayloadSchema = z.object({
  userId: z.string().min(1),
  photoId: z.string().min(1),
  storageKey: z.string().min(1),
});
export type PhotoJobPayload = z.infer<typeof photoJobPayloadSchema>;

/** Deterministic: a retried or re-enqueued job for the same photo never duplicates work. */
export function mediaJobId(name: MediaJobName, photoId: string): string {
  return `${name}-${photoId}`;
}
