import { z } from 'zod';

/** Google's duration strings ("5s", "1.500s") in milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(\.\d+)?s$/)
  .transform((value) => Math.round(Number.parseFloat(value) * 1_000));

/** A Picker API PickingSession, as much of it as we use (Google's answers are checked, not trusted). */
export const pickingSessionSchema = z.object({
  id: z.string().min(1).max(200),
  pickerUri: z.url({ protocol: /^https?$/ }).optional(),
  pollingConfig: z.object({ pollInterval: duration.optional(), timeoutIn: duration.optional() }).optional(),
  expireTime: z.string().optional(),
  mediaItemsSet: z.boolean().optional(),
});
export type PickingSession = z.infer<typeof pickingSessionSchema>;

export const pickedMediaItemSchema = z.object({
  id: z.string().min(1).max(200),
  createTime: z.string().optional(),
  type: z.string().default('TYPE_UNSPECIFIED'),
  mediaFile: z.object({
    baseUrl: z.url({ protocol: /^https?$/ }),
    mimeType: z.string().max(200).default('application/octet-stream'),
    filename: z.string().max(1_000).default(''),
    mediaFileMetadata: z.object({ width: z.number().optional(), height: z.number().optional() }).loose().optional(),
  }),
});
export type PickedMediaItem = z.infer<typeof pickedMediaItemSchema>;

export const pickedMediaItemsPageSchema = z.object({
  mediaItems: z.array(pickedMediaItemSchema).default([]),
  nextPageToken: z.string().optional(),
});
export type PickedMediaItemsPage = z.infer<typeof pickedMediaItemsPageSchema>;

/** Google's error body: `{ error: { code, message, status } }`. */
export const googleErrorBodySchema = z.object({ error: z.object({ message: z.string().optional(), status: z.string().optional() }).loose() });
