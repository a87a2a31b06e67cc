import { serverText, verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { photoFileSchema } from '../media/image-urls.js';
import { photoIdSchema } from '../media/photo.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import {
  CLIENT_GALLERIES_PER_USER_MAX,
  clientGalleryFavouritesSchema,
  clientGalleryIdSchema,
  clientGalleryTokenSchema,
  clientGalleryViewSchema,
  createClientGalleryRequestSchema,
  galleryVisitorIdSchema,
  ownClientGallerySchema,
  setGalleryFavouriteRequestSchema,
  updateClientGalleryRequestSchema,
} from './client-gallery.schema.js';

const userId = serverText().min(1);
/** The unlock cookie's value (null: none sent). */
const access = serverText().max(100).nullable();

/** The owner's galleries (ADR 42). Another user's gallery is a 404, as one that does not exist. */
export const listClientGalleriesRpc = defineRpc(
  'media.client-galleries.list.v1',
  z.object({ userId }).strict(),
  z.array(ownClientGallerySchema).max(CLIENT_GALLERIES_PER_USER_MAX),
);
export const createClientGalleryRpc = defineRpc(
  'media.client-galleries.create.v1',
  z.object({ userId, gallery: createClientGalleryRequestSchema }).strict(),
  ownClientGallerySchema,
);
export const updateClientGalleryRpc = defineRpc(
  'media.client-galleries.update.v1',
  z.object({ userId, id: clientGalleryIdSchema, change: updateClientGalleryRequestSchema }).strict(),
  ownClientGallerySchema,
);
export const deleteClientGalleryRpc = defineRpc(
  'media.client-galleries.delete.v1',
  z.object({ userId, id: clientGalleryIdSchema }).strict(),
  z.object({ deleted: z.literal(true) }),
);
export const clientGalleryFavouritesRpc = defineRpc(
  'media.client-galleries.favourites.v1',
  z.object({ userId, id: clientGalleryIdSchema }).strict(),
  clientGalleryFavouritesSchema,
);

/**
 * A visitor's request by link. Unknown token: 404; expired: 410; password not given yet:
 * `locked`. The owner (`requesterId`) never needs the password.
 */
const visit = { token: clientGalleryTokenSchema, access, requesterId: serverText().nullable() };

export const openClientGalleryRpc = defineRpc(
  'media.client-gallery.open.v1',
  z.object({ ...visit, visitorId: galleryVisitorIdSchema.nullable() }).strict(),
  clientGalleryViewSchema,
);

/** Right password: the value of the unlock cookie; wrong: a 401 with CLIENT_GALLERY_MESSAGES.wrongPassword. */
export const unlockClientGalleryRpc = defineRpc(
  'media.client-gallery.unlock.v1',
  z.object({ token: clientGalleryTokenSchema, password: verbatimText().min(1).max(200) }).strict(),
  z.object({ access: serverText() }),
);

/** A file of a gallery photo: `view` any variant; `download` what the gallery allows (403 when off). */
export const resolveClientGalleryFileRpc = defineRpc(
  'media.client-gallery.file.v1',
  z.union([
    z.object({ ...visit, photoId: photoIdSchema, purpose: z.literal('view'), file: photoFileSchema }).strict(),
    z.object({ ...visit, photoId: photoIdSchema, purpose: z.literal('download') }).strict(),
  ]),
  z.object({ key: serverText(), contentType: serverText(), fileName: serverText() }),
);

export const setClientGalleryFavouriteRpc = defineRpc(
  'media.client-gallery.favourite.v1',
  z.object({ ...visit, visitorId: galleryVisitorIdSchema, photoId: photoIdSchema, change: setGalleryFavouriteRequestSchema }).strict(),
  z.object({ favourites: z.array(photoIdSchema) }),
);

/** Where a gallery's photo files are served: the unlock cookie goes with them. */
export const clientGalleryFileUrl = (token: string, photoId: string, file: string) => `/api/client-gallery/${token}/photos/${photoId}/${file}`;
export const clientGalleryDownloadUrl = (token: string, photoId: string) => `/api/client-gallery/${token}/photos/${photoId}/download`;
