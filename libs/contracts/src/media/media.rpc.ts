import { identifier, serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { PORTFOLIO_PATHS_MAX } from '../auth/portfolio-profile.rpc.js';
import { googleMediaItemIdSchema } from '../jobs/album-sync-jobs.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { photoFileSchema } from './image-urls.js';
import { MAX_CUSTOM_CATEGORIES, createCustomCategoryRequestSchema, customCategorySchema, renameCustomCategoryRequestSchema } from './categories.js';
import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  aiSuggestionsSchema,
  photoIdSchema,
  photoSchema,
  photoStatsSchema,
  storageUsageSchema,
  updatePhotoRequestSchema,
  uploadPhotoFieldsSchema,
} from './photo.schema.js';

const userId = serverText().min(1);
const photoId = photoIdSchema;

/**
 * Where a photo comes from. Every producer enters through the same intake (begin → put the
 * bytes under the key media chose → complete, or abort), so each origin gets the same
 * quota, content check, document and jobs.
 */
export const PHOTO_INTAKE_ORIGINS = ['upload', 'bulk-upload', 'google-photos'] as const;
export type PhotoIntakeOrigin = (typeof PHOTO_INTAKE_ORIGINS)[number];

/**
 * The start of an intake: the media service picks the photo id and its storage key and
 * holds up to `expectedBytes` of the user's quota for it (atomically: concurrent intakes
 * never overbook). `maxBytes` is what may be stored; a full quota is a 413.
 */
export const beginIntakeRpc = defineRpc(
  'media.intake.begin.v1',
  z
    .object({
      userId,
      expectedBytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
      origin: z.enum(PHOTO_INTAKE_ORIGINS),
      /** A reservation this intake takes over (a finished resumable upload's): its bytes count for the intake. */
      reservationId: serverText().min(1).max(100).optional(),
    })
    .strict(),
  z.object({
    intakeId: serverText().min(1),
    photoId,
    storageKey: serverText().min(1),
    maxBytes: z.number().int().positive(),
    /** True when the quota, not the file size limit, sets `maxBytes`. */
    quotaBound: z.boolean(),
  }),
);

/**
 * The quota an unfinished resumable upload will need, held from its creation until its last
 * byte (when its intake takes it over), its cancellation or its expiry: unfinished uploads
 * count against the quota like stored photos, so a user can never hold more than the quota
 * in them. Refused with a 413 when `bytes` does not fit what is left.
 */
export const reserveQuotaRpc = defineRpc(
  'media.quota.reserve.v1',
  z
    .object({
      userId,
      reservationId: serverText().min(1).max(100),
      bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
      /** How long the reservation lasts without being taken over or released (the upload's expiry). */
      expiresInMs: z
        .number()
        .int()
        .positive()
        .max(7 * 24 * 60 * 60 * 1000),
    })
    .strict(),
  z.object({ reserved: z.literal(true) }),
);

/** A reservation given back (its upload was cancelled or expired); releasing one that is gone is no error. */
export const releaseQuotaRpc = defineRpc(
  'media.quota.release.v1',
  z.object({ userId, reservationId: serverText().min(1).max(100) }).strict(),
  z.object({ released: z.boolean() }),
);

/**
 * A refused or failed intake: its stored bytes are removed and its quota hold released.
 * An intake that did become a photo (its answer was lost) is left alone: `aborted: false`.
 */
export const abortIntakeRpc = defineRpc(
  'media.intake.abort.v1',
  z.object({ userId, intakeId: serverText().min(1), photoId }).strict(),
  z.object({ aborted: z.boolean() }),
);

/** Where an imported photo comes from: its item at the provider becomes at most one photo. */
export const PHOTO_SOURCE_PROVIDERS = ['google-photos'] as const;
export const photoSourceSchema = z.object({ provider: z.enum(PHOTO_SOURCE_PROVIDERS), id: googleMediaItemIdSchema }).strict();
export type PhotoSource = z.infer<typeof photoSourceSchema>;
export const PHOTO_SOURCES_FIND_MAX = 100;

/** What the content check found in the bytes as they passed on their way to storage. */
export const checkedContentSchema = z
  .object({
    mimeType: z.enum(ACCEPTED_UPLOAD_TYPES),
    sizeBytes: z.number().int().positive(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
  })
  .strict();
export type CheckedContent = z.infer<typeof checkedContentSchema>;

/**
 * The original is stored and its content checked: media confirms the stored size, writes
 * the document (private), releases the hold and queues the photo's jobs. With a `source`,
 * an item that already is a photo of the user is not taken twice: this intake is aborted
 * and the answer is the existing photo (its id differs from the intake's).
 */
export const completeIntakeRpc = defineRpc(
  'media.intake.complete.v1',
  z
    .object({
      userId,
      intakeId: serverText().min(1),
      content: checkedContentSchema,
      fields: uploadPhotoFieldsSchema,
      source: photoSourceSchema.optional(),
    })
    .strict(),
  photoSchema,
);

/** Which of these items already are photos of the user (an importer skips their download). */
export const findPhotoSourcesRpc = defineRpc(
  'media.photo-sources.find.v1',
  z.object({ userId, provider: z.enum(PHOTO_SOURCE_PROVIDERS), ids: z.array(googleMediaItemIdSchema).min(1).max(PHOTO_SOURCES_FIND_MAX) }).strict(),
  z.object({ found: z.array(z.object({ id: serverText(), photoId })).max(PHOTO_SOURCES_FIND_MAX) }),
);

export const updatePhotoRpc = defineRpc('media.photo.update.v1', z.object({ userId, photoId, changes: updatePhotoRequestSchema }).strict(), photoSchema);
export const setPhotoFeaturedRpc = defineRpc('media.photo.set-featured.v1', z.object({ userId, photoId, featured: z.boolean() }).strict(), photoSchema);
export const setPhotoPublicRpc = defineRpc('media.photo.set-public.v1', z.object({ userId, photoId, isPublic: z.boolean() }).strict(), photoSchema);
/** Moves a photo next to another of the same owner (`anchorId`) in their order; 404 when either is not theirs. */
export const movePhotoRpc = defineRpc(
  'media.photo.move.v1',
  z.object({ userId, photoId, placement: z.enum(['before', 'after']), anchorId: photoIdSchema }).strict(),
  photoSchema,
);
export const deletePhotoRpc = defineRpc('media.photo.delete.v1', z.object({ userId, photoId }).strict(), z.object({ deleted: z.literal(true) }));

/**
 * Owners of at least one public photo, with the latest change to one of those photos;
 * most recent first. Feeds the sitemap.
 */
export const listPublicPhotoOwnersRpc = defineRpc(
  'media.photos.public-owners.v1',
  z.object({ limit: z.number().int().min(1).max(PORTFOLIO_PATHS_MAX) }).strict(),
  z.array(z.object({ userId: serverText(), lastModified: serverText() })),
);

export const photoStatsRpc = defineRpc('media.photos.stats.v1', z.object({ userId }).strict(), photoStatsSchema);
export const storageUsageRpc = defineRpc('media.storage.usage.v1', z.object({ userId }).strict(), storageUsageSchema);

/**
 * Which stored file answers an image URL, if the requester may see it: the owner always,
 * anyone when the photo is public. Anything else is a 404, never a 403 (no existence leak).
 */
export const resolvePhotoFileRpc = defineRpc(
  'media.photo.file.v1',
  z.object({ photoId, file: photoFileSchema, requesterId: serverText().nullable() }).strict(),
  z.object({ key: serverText(), contentType: serverText(), isPublic: z.boolean() }),
);

export const listCustomCategoriesRpc = defineRpc(
  'media.categories.list.v1',
  z.object({ userId }).strict(),
  z.array(customCategorySchema).max(MAX_CUSTOM_CATEGORIES),
);
export const createCustomCategoryRpc = defineRpc(
  'media.categories.create.v1',
  z.object({ userId, category: createCustomCategoryRequestSchema }).strict(),
  customCategorySchema,
);
export const renameCustomCategoryRpc = defineRpc(
  'media.categories.rename.v1',
  z.object({ userId, id: serverText().min(1), change: renameCustomCategoryRequestSchema }).strict(),
  customCategorySchema,
);
export const deleteCustomCategoryRpc = defineRpc(
  'media.categories.delete.v1',
  z.object({ userId, id: serverText().min(1) }).strict(),
  z.object({ deleted: z.literal(true) }),
);

/** Where an image for AI suggestions waits (put by the gateway, read once and deleted by media). */
export const aiAnalyzeImageKey = (id: string): string => `ai-analyze/${id}`;
const AI_ANALYZE_IMAGE_KEY = /^ai-analyze\/[0-9a-f-]{36}$/;

/**
 * The upload form's image, waiting in storage at `key` (no image travels over NATS) → AI
 * suggestions: media decodes and shrinks it, deletes it, and asks the AI; 422 when it cannot be decoded.
 */
export const analyzeImageRpc = defineRpc(
  'media.photo.ai-analyze.v2',
  /** With `userId`, the suggested title is one the user's photos do not have yet. */
  z.object({ key: identifier(AI_ANALYZE_IMAGE_KEY, 'That is not an image waiting for AI suggestions.'), userId: userId.optional() }).strict(),
  aiSuggestionsSchema,
);

/** Account deletion: every photo, file, profile picture and custom category of a user. */
export const deleteUserMediaRpc = defineRpc(
  'media.user-data.delete.v1',
  z.object({ userId }).strict(),
  z.object({ photos: z.number().int(), files: z.number().int() }),
);
