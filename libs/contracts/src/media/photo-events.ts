import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { photoIdSchema, photoSchema, photoStatusSchema } from './photo.schema.js';

/**
 * What the media worker's `optimise` job answers when it ends: the photo it made ready (or
 * marked failed). The gateway reads it from the queue's events to tell the owner at once.
 */
export const photoProcessedResultSchema = z.object({
  userId: serverText().min(1),
  photoId: photoIdSchema,
  status: photoStatusSchema,
});
export type PhotoProcessedResult = z.infer<typeof photoProcessedResultSchema>;

/** One of the user's own photos, as My Photos shows it. */
export const getOwnPhotoRpc = defineRpc('media.photo.get.v1', z.object({ userId: serverText().min(1), photoId: photoIdSchema }).strict(), photoSchema);
