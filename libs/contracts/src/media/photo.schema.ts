import { z } from 'zod';
import { categoryIdSchema } from './categories.js';
import { lineText, multilineText, serverText, verbatimText } from '../text/clean-text.js';
import { photoExifSchema, uploadedExifSchema } from './photo-exif.js';

export const PHOTO_TITLE_MAX = 120;
export const PHOTO_DESCRIPTION_MAX = 5_000;
/** The cleaned HTML of a description (links gain attributes): bounds what a photo weighs in a list. */
export const PHOTO_DESCRIPTION_STORED_MAX = 20_000;
export const PHOTO_TAGS_MAX = 30;
export const PHOTO_TAG_MAX = 40;
/** The longest alternative text of a photo. */
export const PHOTO_ALT_TEXT_MAX = 300;

/** Upload limits (spec 01 §5/§9). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
/** Larger decoded images are refused (decompression bombs). 100 MP covers every real camera. */
export const MAX_UPLOAD_PIXELS = 100_000_000;
export const DEFAULT_STORAGE_QUOTA_BYTES = 250 * 1024 * 1024;
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/tiff'] as const;
export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** A photo id (lowercase hex from the gateway); anything else is a photo that does not exist. */
export const photoIdSchema = verbatimText().regex(/^[a-z0-9]{8,40}$/, 'Photo not found.');

export const photoStatusSchema = z.enum(['processing', 'ready', 'failed']);

/** One responsive rendition for `srcset`. */
export const photoVariantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(['webp', 'avif', 'jpeg']),
  url: serverText(),
});

export const colorPaletteSchema = z.object({
  dominantColor: serverText(),
  mood: z.enum(['warm', 'cool', 'neutral']),
  brightness: z.enum(['dark', 'bright', 'medium']),
  colors: z.array(z.object({ hex: serverText(), percentage: z.number() })),
});
export type ColorPalette = z.infer<typeof colorPaletteSchema>;

/** A photo as the API returns it (spec 01 §3 plus the media pipeline's outputs). */
export const photoSchema = z.object({
  id: serverText(),
  userId: serverText(),
  title: serverText(),
  description: serverText(),
  category: serverText(),
  tags: z.array(serverText()),
  imageUrl: serverText(),
  photographer: serverText().nullable(),
  featured: z.boolean(),
  isPublic: z.boolean(),
  aiAltText: serverText().nullable(),
  aiTags: z.array(serverText()),
  status: photoStatusSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** ThumbHash, base64: a tiny placeholder rendered before the image loads. */
  placeholder: serverText().nullable(),
  variants: z.array(photoVariantSchema),
  palette: colorPaletteSchema.nullable(),
  exif: photoExifSchema.nullable(),
  sizeBytes: z.number().int(),
  createdAt: serverText(),
});
export type Photo = z.infer<typeof photoSchema>;

const tag = lineText().min(1, 'A tag cannot be empty.').max(PHOTO_TAG_MAX, `Tags are at most ${PHOTO_TAG_MAX} characters.`);

/** The text fields of POST /api/photos/upload (the file itself is the `image` part). */
export const uploadPhotoFieldsSchema = z.object({
  title: lineText().min(1, 'Please give the photo a title.').max(PHOTO_TITLE_MAX),
  category: categoryIdSchema,
  description: multilineText().max(PHOTO_DESCRIPTION_MAX).default(''),
  aiAltText: lineText().max(PHOTO_ALT_TEXT_MAX).optional(),
  aiTags: z.array(tag).max(PHOTO_TAGS_MAX).default([]),
  imageType: z.literal('photo').default('photo'),
  /** The original file's camera details (the browser's re-encoded upload has none left). */
  exif: uploadedExifSchema.optional(),
});
export type UploadPhotoFields = z.infer<typeof uploadPhotoFieldsSchema>;

/** PATCH /api/user/photos/{id} */
export const updatePhotoRequestSchema = z
  .object({
    title: lineText().min(1, 'Title is required.').max(PHOTO_TITLE_MAX),
    description: multilineText().max(PHOTO_DESCRIPTION_MAX),
    category: categoryIdSchema,
    tags: z.array(tag).max(PHOTO_TAGS_MAX),
    /** The AI's tags as the owner corrected them (added or removed). */
    aiTags: z.array(tag).max(PHOTO_TAGS_MAX, `A photo has at most ${PHOTO_TAGS_MAX} AI tags.`),
  })
  .partial()
  .strict();
export type UpdatePhotoRequest = z.infer<typeof updatePhotoRequestSchema>;

/**
 * POST /api/user/photos/{id}/move: puts the photo right before or after another of the owner's
 * photos in their portfolio's order (ADR 41). A category's first photo is its cover.
 */
export const movePhotoRequestSchema = z
  .object({
    placement: z.enum(['before', 'after'], { message: 'placement must be "before" or "after".' }),
    photoId: photoIdSchema,
  })
  .strict();
export type MovePhotoRequest = z.infer<typeof movePhotoRequestSchema>;

export const setFeaturedRequestSchema = z.object({ featured: z.boolean() }).strict();
export const setPublicRequestSchema = z.object({ isPublic: z.boolean() }).strict();

/** GET /api/photos/stats (spec 01 §3). */
export const photoStatsSchema = z.object({
  totalPhotos: z.number().int(),
  albums: z.number().int(),
  categories: z.number().int(),
  lastUploadDate: serverText().nullable(),
  sharedPhotos: z.number().int(),
  featuredPhotos: z.number().int(),
});
export type PhotoStats = z.infer<typeof photoStatsSchema>;

/** GET /api/user/storage-usage (spec 01 §3; sizes in base 1024). */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  usagePercentage: z.number(),
  usedFormatted: serverText(),
  quotaFormatted: serverText(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** AI suggestions for an image (spec 01 §3). */
export const aiSuggestionsSchema = z.object({
  title: serverText(),
  category: serverText(),
  description: serverText(),
  tags: z.array(serverText()),
  alt: serverText(),
});
export type AiSuggestions = z.infer<typeof aiSuggestionsSchema>;

/** Base-1024 sizes with one decimal: 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** POST /api/user/profile-image/set-custom and /api/user/hero-image/set-custom */
export const fromPhotoRequestSchema = z.object({ photoId: photoIdSchema }).strict();
