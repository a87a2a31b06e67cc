import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';

export const PHOTO_BUCKET_COLLECTION = 'photo_buckets';

/**
 * How many photos of one owner share a list bucket. Each list page is read from one bucket
 * at a time (an equality on the bucket number), so what a page costs follows this size,
 * not the owner's number of photos: FerretDB 1.x sorts every row a query matches (ADR 20).
 */
export const LIST_BUCKET_SIZE = 100;

/** The photos of one category within a bucket. */
export interface CategoryTally {
  category: string;
  total: number;
  public: number;
  featured: number;
  publicFeatured: number;
}

/**
 * A summary of one bucket of an owner's photos, recounted from its photos after every write
 * that changes what it counts. Totals, categories, stats and the quota's used bytes are sums
 * of an owner's summaries (about one per hundred photos), never a scan of the photos.
 */
export interface PhotoBucketSummary {
  /** `${userId}:${bucket}` */
  _id: string;
  userId: string;
  bucket: number;
  originalBytes: number;
  /** The oldest and newest upload in the bucket (null when it is empty; summaries older than the first lack it). */
  firstCreatedAt?: Date | null;
  lastCreatedAt: Date | null;
  categories: CategoryTally[];
}

/**
 * As stored: the tallies as one JSON string. FerretDB 1.x decodes every field of every
 * document it reads (about 12 µs each here); nested tallies made an owner's 100 summaries
 * cost 70 ms, as much as the page they serve. Nothing queries inside them.
 */
export type PhotoBucketDocument = Omit<PhotoBucketSummary, 'categories'> & { tallies: string };

export const photoBucketSchema = new Schema<PhotoBucketDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    bucket: { type: Number, required: true },
    originalBytes: { type: Number, required: true },
    firstCreatedAt: { type: Date, default: null },
    lastCreatedAt: { type: Date, default: null },
    tallies: { type: String, required: true },
  },
  { collection: PHOTO_BUCKET_COLLECTION, versionKey: false },
);

// An owner's summaries, newest bucket first: every total, and where the next photo goes.
photoBucketSchema.index({ userId: 1, bucket: -1 });
// Every owner's buckets by their newest upload: the admin's grid of every photo (findPageOfAllPhotos).
photoBucketSchema.index({ lastCreatedAt: -1, _id: -1 });

/** A summary is recounted (read its photos, replace it) after every counted write of any of its photos, from any media replica. */
export const photoBucketEntity = defineEntity<PhotoBucketDocument>({ name: 'photo-bucket', model: 'PhotoBucket', schema: photoBucketSchema, writes: 'shared' });
