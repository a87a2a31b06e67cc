import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';
import type { ColorPalette } from '@lumafolio/contracts';

export const PHOTO_COLLECTION = 'photos';

export interface StoredVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif' | 'jpeg';
  key: string;
  bytes: number;
}

export interface PhotoExif {
  camera: string | null;
  lens: string | null;
  exposure: string | null;
  takenAt: string | null;
  /** "90 mm"; absent on documents stored before it was kept. */
  focalLength?: string | null;
}

/**
 * The variants visitors get while the owner has a watermark (ADR 44): made for the setting
 * `stamp` (its revision), stored beside the clean ones as `w{width}-{stamp}.webp`. Missing or
 * null (older documents, no watermark): visitors get the clean variants.
 */
export interface PublicVariants {
  stamp: string;
  variants: StoredVariant[];
}

/** Owned by the media service (and its workers). `_id` is the photo id. */
export interface PhotoDocument {
  _id: string;
  userId: string;
  title: string;
  /** Sanitised HTML (allow-list) — rendered as HTML in the lightbox. */
  description: string;
  category: string;
  tags: string[];
  featured: boolean;
  isPublic: boolean;
  aiAltText: string | null;
  aiTags: string[];
  status: 'processing' | 'ready' | 'failed';
  originalKey: string;
  mimeType: string;
  /** Bytes of the uploaded original: what counts toward the owner's storage quota. */
  originalBytes: number;
  /** Bytes of every stored file of this photo (original and variants). */
  sizeBytes: number;
  /** Its place in the owner's lists: photos are read a bucket at a time (photo-list-buckets.ts, ADR 20). */
  listBucket: number;
  /**
   * Its place within its list bucket, highest first (ADR 41): the upload time in ms until the
   * owner moves it. Set on every stored photo (the repository and a migration fill it in).
   */
  position?: number;
  /** False until the photo's jobs are queued; a sweep queues the ones left behind (Redis down). */
  jobsQueued: boolean;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: StoredVariant[];
  palette: ColorPalette | null;
  exif: PhotoExif | null;
  publicVariants?: PublicVariants | null;
  /** Its content's fingerprint (ADR 59), set by the optimise job; absent on photos processed before it. */
  fingerprint?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const photoSchema = new Schema<PhotoDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, required: true },
    tags: { type: [String], default: [] },
    featured: { type: Boolean, default: false },
    isPublic: { type: Boolean, default: false },
    aiAltText: { type: String, default: null },
    aiTags: { type: [String], default: [] },
    status: { type: String, required: true },
    originalKey: { type: String, required: true },
    mimeType: { type: String, required: true },
    originalBytes: { type: Number, required: true },
    sizeBytes: { type: Number, required: true },
    listBucket: { type: Number, required: true },
    position: { type: Number },
    jobsQueued: { type: Boolean, default: false },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    placeholder: { type: String, default: null },
    variants: { type: [{ width: Number, height: Number, format: String, key: String, bytes: Number, _id: false }], default: [] },
    palette: { type: Schema.Types.Mixed, default: null },
    exif: { type: Schema.Types.Mixed, default: null },
    publicVariants: { type: Schema.Types.Mixed, default: undefined },
    fingerprint: { type: String },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: PHOTO_COLLECTION, versionKey: false },
);

// An owner's lists are read a bucket at a time (an equality on listBucket), in the owner's
// order within it (position, highest first; ADR 41); every other list in the order
// (createdAt, _id) after its equality fields. So one range scan of one index serves each query
// of a page, whatever the size of the collection.
// The admin's grid of every photo: an owner's bucket, newest upload first (ADR 28).
photoSchema.index({ userId: 1, listBucket: -1, createdAt: -1, _id: -1 });
// My Photos: a user's photos, and a move's neighbours within a bucket.
photoSchema.index({ userId: 1, listBucket: -1, position: -1, _id: -1 });
// My Photos filtered by category.
photoSchema.index({ userId: 1, category: 1, listBucket: -1, position: -1, _id: -1 });
// A portfolio (its public photos) and My Photos filtered by visibility.
photoSchema.index({ userId: 1, isPublic: 1, listBucket: -1, position: -1, _id: -1 });
// A portfolio's category, and My Photos filtered by visibility and category.
photoSchema.index({ userId: 1, isPublic: 1, category: 1, listBucket: -1, position: -1, _id: -1 });
// A portfolio's featured photos, and a signed-in home feed (featured first), also by category.
photoSchema.index({ userId: 1, isPublic: 1, featured: 1, listBucket: -1, position: -1, _id: -1 });
photoSchema.index({ userId: 1, isPublic: 1, category: 1, featured: 1, listBucket: -1, position: -1, _id: -1 });
// The home feed for visitors: featured public photos of every portfolio, or one category's.
photoSchema.index({ isPublic: 1, featured: 1, createdAt: -1, _id: -1 });
photoSchema.index({ isPublic: 1, category: 1, createdAt: -1, _id: -1 });
// The sitemap: public photos by latest change.
photoSchema.index({ isPublic: 1, updatedAt: -1 });
// The queueing sweep: photos whose jobs could not be queued, oldest first.
photoSchema.index({ jobsQueued: 1, status: 1, createdAt: 1 });

/** The media service applies the owner's edits while the media worker's jobs of the same photo save their results. */
export const photoEntity = defineEntity<PhotoDocument>({ name: 'photo', model: 'Photo', schema: photoSchema, writes: 'shared' });
