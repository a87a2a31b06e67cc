import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { photoIdSchema, photoSchema } from './photo.schema.js';

/** One of the user's own photos, as My Photos shows it. */
export const getOwnPhotoRpc = defineRpc('media.photo.get.v1', z.object({ userId: serverText().min(1), photoId: photoIdSchema }).strict(), photoSchema);
