import { z } from 'zod';
import { googlePhotoSetProgressSchema } from '../integrations/google-photos.js';
import { serverText } from '../text/clean-text.js';
import { defineEvent } from './define-event.js';

/**
 * An item of a Google Photos set ended (imported, skipped or failed; the album-sync worker):
 * the set's progress as the album page shows it. A hint (core NATS, every gateway replica):
 * the gateway pushes it to the owner's open album pages, whose next fetch is the backstop.
 */
export const photoSetProgressedEvent = defineEvent(
  'events.integrations.photo-set.progressed.v1',
  z.object({ ownerId: serverText().min(1), progress: googlePhotoSetProgressSchema }).strict(),
);
