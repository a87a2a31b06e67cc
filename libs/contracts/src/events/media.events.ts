import { z } from 'zod';
import { photoIdSchema } from '../media/photo.schema.js';
import { serverText } from '../text/clean-text.js';
import { defineEvent } from './define-event.js';

const photoOfOwner = z.object({ ownerId: serverText().min(1), photoId: photoIdSchema }).strict();

/**
 * A photo's processing ended: its variants are made and it is `ready` (the media worker's
 * `optimise` job). A hint (core NATS, every gateway replica): the gateway pushes the photo
 * to its owner's open My Photos, whose next fetch is the backstop for a lost one. Only the
 * owner and the photo travel: the card is the owner's to read (media.photo.get.v1), once,
 * and only by a replica the owner is connected to.
 */
export const photoProcessedEvent = defineEvent('events.media.photo.processed.v1', photoOfOwner);

/** A photo cannot be processed (its original is missing or cannot be decoded): it is `failed` now. A hint, like `photoProcessedEvent`. */
export const photoProcessingFailedEvent = defineEvent('events.media.photo.processing-failed.v1', photoOfOwner);
