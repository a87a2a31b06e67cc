import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';

/** One of the owner's photos whose fingerprint has this quarter. */
export interface FingerprintedPhoto {
  photoId: string;
  fingerprint: string;
}

/**
 * The duplicates index (owned by media): one document per owner and fingerprint quarter,
 * `_id` `{userId}:{quarter}`, listing the photos whose fingerprint has it. A look-up is a
 * few reads by `_id`, however many photos the owner has.
 */
export interface PhotoFingerprintDocument {
  _id: string;
  userId: string;
  photos: FingerprintedPhoto[];
}

export const fingerprintQuarterSchema = new Schema<PhotoFingerprintDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    photos: { type: [{ _id: false, photoId: String, fingerprint: String }], default: [] },
  },
  { collection: 'photo_fingerprints', versionKey: false },
);

/** The media worker adds a processed photo while the media service removes a deleted one. */
export const photoFingerprintEntity = defineEntity<PhotoFingerprintDocument>({
  name: 'photo-fingerprint',
  model: 'PhotoFingerprint',
  schema: fingerprintQuarterSchema,
  writes: 'shared',
});
