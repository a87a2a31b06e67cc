import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';

export const CLIENT_GALLERY_FAVOURITE_COLLECTION = 'client_gallery_favourites';

/** One visitor's favourites in one gallery; `_id` is "{galleryId}:{visitorId}". */
export interface ClientGalleryFavouriteDocument {
  _id: string;
  galleryId: string;
  visitorName: string;
  photoIds: string[];
  updatedAt: Date;
}

export const clientGalleryFavouriteSchema = new Schema<ClientGalleryFavouriteDocument>(
  {
    _id: { type: String, required: true },
    galleryId: { type: String, required: true },
    visitorName: { type: String, default: '' },
    photoIds: { type: [String], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: CLIENT_GALLERY_FAVOURITE_COLLECTION, versionKey: false },
);

clientGalleryFavouriteSchema.index({ galleryId: 1 });

/** A visitor's hearts clicked quickly arrive together, on any media replica. */
export const clientGalleryFavouriteEntity = defineEntity<ClientGalleryFavouriteDocument>({
  name: 'client-gallery-favourite',
  model: 'ClientGalleryFavourite',
  schema: clientGalleryFavouriteSchema,
  writes: 'shared',
});
