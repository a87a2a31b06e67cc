import { Schema } from 'mongoose';

export const PHOTO_SOURCE_COLLECTION = 'photo_sources';

/** Where a photo was imported from (today only Google Photos). */
export type PhotoSourceProvider = 'google-photos';

/**
 * A claim: this user's item at this provider is (or is becoming) this photo. The `_id`
 * names the item, so its uniqueness (which FerretDB enforces like MongoDB, unlike partial
 * or sparse indexes) makes one item at most one photo however often it is imported.
 */
export interface PhotoSourceDocument {
  /** `{userId}:{provider}:{sourceId}` (see photoSourceKey). */
  _id: string;
  userId: string;
  provider: PhotoSourceProvider;
  sourceId: string;
  photoId: string;
  createdAt: Date;
}

export const photoSourceKey = (userId: string, provider: PhotoSourceProvider, sourceId: string) => `${userId}:${provider}:${sourceId}`;

/** Owned by the media service. */
export const photoSourceSchema = new Schema<PhotoSourceDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    provider: { type: String, enum: ['google-photos'], required: true },
    sourceId: { type: String, required: true },
    photoId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: PHOTO_SOURCE_COLLECTION, versionKey: false },
);
// Account deletion.
photoSourceSchema.index({ userId: 1 });
