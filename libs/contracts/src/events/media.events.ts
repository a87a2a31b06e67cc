import { z } from 'zod';
import { heroPaletteJobPayloadSchema, heroRenditionsJobPayloadSchema } from '../jobs/portfolio-jobs.js';
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

/**
 * A banner's renditions are made (the media worker's `hero-optimise`): the portfolio
 * service, which owns the banners, keeps them (one replica, queue group). A hint: a lost
 * one is asked for again by portfolio's sweep of banners still without their results.
 */
export const heroOptimisedEvent = defineEvent('events.media.hero.optimised.v1', heroRenditionsJobPayloadSchema);

/** A banner's or a custom hero's palette is measured (`hero-palette`): kept by portfolio like `heroOptimisedEvent`. */
export const heroPaletteMeasuredEvent = defineEvent('events.media.hero.palette-measured.v1', heroPaletteJobPayloadSchema);
