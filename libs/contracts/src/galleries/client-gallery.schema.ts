import { isoDateTime, lineText, serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { photoIdSchema, photoSchema } from '../media/photo.schema.js';

export { CLIENT_GALLERIES_PER_USER_MAX, CLIENT_GALLERY_MESSAGES, CLIENT_GALLERY_VISITORS_MAX } from './client-gallery-messages.js';

/** A gallery's id in the owner's API: 24 hex characters. */
export const clientGalleryIdSchema = verbatimText().regex(/^[a-f0-9]{24}$/, 'Gallery not found.');

/** The unlisted link's token: 128 random bits, base64url (22 characters). */
export const clientGalleryTokenSchema = verbatimText().regex(/^[A-Za-z0-9_-]{22}$/, 'Gallery not found.');

/** A visitor's favourites are kept under this id (a random cookie value). */
export const galleryVisitorIdSchema = verbatimText().regex(/^[A-Za-z0-9_-]{22}$/);

/**
 * What visitors may download: nothing, the largest variant up to a width (webp, no camera
 * metadata), or the original file as uploaded (with its metadata: the photographer's choice).
 */
export const CLIENT_GALLERY_DOWNLOADS = ['off', 'w800', 'w1600', 'w2400', 'original'] as const;
export const clientGalleryDownloadSchema = z.enum(CLIENT_GALLERY_DOWNLOADS);
export type ClientGalleryDownload = z.infer<typeof clientGalleryDownloadSchema>;

export const CLIENT_GALLERY_NAME_MAX = 100;
export const CLIENT_GALLERY_PHOTOS_MAX = 500;
/** For new passwords; galleries given a shorter one before keep it. */
export const CLIENT_GALLERY_PASSWORD_MIN = 8;
export const CLIENT_GALLERY_PASSWORD_MAX = 200;
export const GALLERY_VISITOR_NAME_MAX = 60;

const name = lineText().min(1, 'Please give the gallery a name.').max(CLIENT_GALLERY_NAME_MAX, `Names are at most ${CLIENT_GALLERY_NAME_MAX} characters.`);
const photoIds = z
  .array(photoIdSchema)
  .min(1, 'Please choose at least one photo.')
  .max(CLIENT_GALLERY_PHOTOS_MAX, `A gallery holds at most ${CLIENT_GALLERY_PHOTOS_MAX} photos.`)
  .transform((ids) => [...new Set(ids)]);
const password = verbatimText()
  .min(CLIENT_GALLERY_PASSWORD_MIN, `Passwords are at least ${CLIENT_GALLERY_PASSWORD_MIN} characters.`)
  .max(CLIENT_GALLERY_PASSWORD_MAX, `Passwords are at most ${CLIENT_GALLERY_PASSWORD_MAX} characters.`);
/** ISO date-time; a past date is allowed (the gallery is simply expired). */
const expiresAt = isoDateTime({ offset: true, error: 'Please give a valid expiry date.' }).nullable();

/** POST /api/client-galleries */
export const createClientGalleryRequestSchema = z
  .object({
    name,
    photoIds,
    password: password.nullable().default(null),
    expiresAt: expiresAt.default(null),
    download: clientGalleryDownloadSchema.default('off'),
  })
  .strict();
export type CreateClientGalleryRequest = z.input<typeof createClientGalleryRequestSchema>;

/** PATCH /api/client-galleries/{id}: what is left out stays; `password: null` removes it. */
export const updateClientGalleryRequestSchema = z
  .object({
    name: name.optional(),
    photoIds: photoIds.optional(),
    password: password.nullable().optional(),
    expiresAt: expiresAt.optional(),
    download: clientGalleryDownloadSchema.optional(),
  })
  .strict();
export type UpdateClientGalleryRequest = z.input<typeof updateClientGalleryRequestSchema>;

/** A gallery as its owner sees it. */
export const ownClientGallerySchema = z.object({
  id: clientGalleryIdSchema,
  name: serverText(),
  token: clientGalleryTokenSchema,
  photoIds: z.array(photoIdSchema),
  hasPassword: z.boolean(),
  expiresAt: serverText().nullable(),
  /** Its expiry has passed: the link answers 410. */
  expired: z.boolean(),
  download: clientGalleryDownloadSchema,
  /** How many visitors marked at least one favourite. */
  favouriteVisitors: z.number().int().nonnegative(),
  createdAt: serverText(),
  updatedAt: serverText(),
});
export type OwnClientGallery = z.infer<typeof ownClientGallerySchema>;

/** The owner's view of the favourites: per photo, and per visitor. */
export const clientGalleryFavouritesSchema = z.object({
  photos: z.array(z.object({ photoId: photoIdSchema, title: serverText(), count: z.number().int().positive() })),
  visitors: z.array(z.object({ name: serverText(), photoIds: z.array(photoIdSchema), updatedAt: serverText() })),
});
export type ClientGalleryFavourites = z.infer<typeof clientGalleryFavouritesSchema>;

/** A photo on the visitor page: its files come through the gallery's own URLs. */
export const clientGalleryPhotoSchema = photoSchema.pick({
  id: true,
  title: true,
  description: true,
  category: true,
  tags: true,
  photographer: true,
  featured: true,
  imageUrl: true,
  width: true,
  height: true,
  placeholder: true,
  variants: true,
  aiAltText: true,
  exif: true,
});
export type ClientGalleryPhoto = z.infer<typeof clientGalleryPhotoSchema>;

/** GET /api/client-gallery/{token}: a locked gallery shows only its name until its password is given. */
export const clientGalleryViewSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('locked'), name: serverText() }),
  z.object({
    status: z.literal('open'),
    name: serverText(),
    expiresAt: serverText().nullable(),
    download: clientGalleryDownloadSchema,
    photos: z.array(clientGalleryPhotoSchema),
    /** This visitor's favourites. */
    favourites: z.array(photoIdSchema),
    visitorName: serverText(),
  }),
]);
export type ClientGalleryView = z.infer<typeof clientGalleryViewSchema>;

/** POST /api/client-gallery/{token}/unlock */
export const unlockClientGalleryRequestSchema = z
  .object({ password: verbatimText().min(1, 'Please enter the password.').max(CLIENT_GALLERY_PASSWORD_MAX) })
  .strict();

/** PUT /api/client-gallery/{token}/favourites/{photoId} */
export const setGalleryFavouriteRequestSchema = z
  .object({
    favourite: z.boolean(),
    visitorName: lineText().max(GALLERY_VISITOR_NAME_MAX, `Names are at most ${GALLERY_VISITOR_NAME_MAX} characters.`).default(''),
  })
  .strict();
