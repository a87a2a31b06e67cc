import type { Model } from 'mongoose';
import type { BucketedPart } from '../../paging/bucketed.js';
import { bucketSummaryId, PhotoBucketRepository, type BucketSpan } from '../photo-bucket/photo-bucket.repository.js';
import { LIST_BUCKET_SIZE, type CategoryTally, type PhotoBucketSummary } from '../photo-bucket/photo-bucket.schema.js';
import type { SharedWrites } from '../../writes/shared-writes.js';
import type { PhotoDocument } from './photo.schema.js';

/** A bucket may hold a few more than LIST_BUCKET_SIZE (uploads at the same moment): read it in one batch anyway. */
const ONE_BUCKET_BATCH = 10 * LIST_BUCKET_SIZE;

/** Which of an owner's photos a count or a list part is about. */
export interface TallyFilter {
  category?: string | undefined;
  visibility?: 'public' | 'private' | undefined;
  featured?: boolean | undefined;
}

type Counted = Pick<PhotoDocument, 'category' | 'isPublic' | 'featured' | 'originalBytes' | 'createdAt'>;

/** Every category row of these summaries (an owner's, for their totals). */
export const talliesOf = (summaries: readonly PhotoBucketSummary[]): CategoryTally[] => summaries.flatMap((summary) => summary.categories);

/** How many of a bucket's (or an owner's) photos match `filter`. */
export function tally(categories: readonly CategoryTally[], { category, visibility, featured }: TallyFilter): number {
  let count = 0;
  for (const row of categories) {
    if (category !== undefined && row.category !== category) continue;
    const publicOnes = featured === undefined ? row.public : featured ? row.publicFeatured : row.public - row.publicFeatured;
    const all = featured === undefined ? row.total : featured ? row.featured : row.total - row.featured;
    count += visibility === 'public' ? publicOnes : visibility === 'private' ? all - publicOnes : all;
  }
  return count;
}

function summarise(userId: string, bucket: number, photos: readonly Counted[]): PhotoBucketSummary {
  const categories = new Map<string, CategoryTally>();
  let originalBytes = 0;
  let firstCreatedAt: Date | null = null;
  let lastCreatedAt: Date | null = null;
  for (const photo of photos) {
    const row = categories.get(photo.category) ?? { category: photo.category, total: 0, public: 0, featured: 0, publicFeatured: 0 };
    row.total += 1;
    if (photo.isPublic) row.public += 1;
    if (photo.featured) row.featured += 1;
    if (photo.isPublic && photo.featured) row.publicFeatured += 1;
    categories.set(photo.category, row);
    originalBytes += photo.originalBytes;
    if (!firstCreatedAt || photo.createdAt < firstCreatedAt) firstCreatedAt = photo.createdAt;
    if (!lastCreatedAt || photo.createdAt > lastCreatedAt) lastCreatedAt = photo.createdAt;
  }
  return { _id: bucketSummaryId(userId, bucket), userId, bucket, originalBytes, firstCreatedAt, lastCreatedAt, categories: [...categories.values()] };
}

/**
 * An owner's photos are numbered into buckets of about LIST_BUCKET_SIZE in upload order
 * (ADR 20): a new photo joins the newest bucket until it is full. Each bucket has a summary
 * (photo-bucket), recounted from its photos after each write that changes what it counts;
 * recounts of one bucket take its summary's write turn, so a slower one never overwrites a newer one.
 */
export class PhotoListBuckets {
  constructor(
    private readonly photos: Model<PhotoDocument>,
    private readonly summaries: PhotoBucketRepository,
    private readonly summaryWrites: SharedWrites,
  ) {}

  /**
   * Buckets for `count` new photos of this owner, oldest first: the newest bucket's free
   * places, then new buckets.
   */
  async bucketsForMany(userId: string, count: number): Promise<number[]> {
    const newest = await this.summaries.newestOfUser(userId);
    let bucket = newest ? newest.bucket : 0;
    let filled = newest ? tally(newest.categories, {}) : 0;
    const buckets: number[] = [];
    for (let index = 0; index < count; index += 1) {
      if (filled >= LIST_BUCKET_SIZE) {
        bucket += 1;
        filled = 0;
      }
      buckets.push(bucket);
      filled += 1;
    }
    return buckets;
  }

  async recount(userId: string, bucket: number): Promise<void> {
    await this.summaryWrites.document(bucketSummaryId(userId, bucket), () => this.recountNow(userId, bucket));
  }

  /** In the summary's write turn; `dropEmpty`: a bucket left without photos loses its summary. */
  private async recountNow(userId: string, bucket: number, { dropEmpty = false } = {}): Promise<void> {
    const photos = await this.photos
      .find({ userId, listBucket: bucket }, { category: 1, isPublic: 1, featured: 1, originalBytes: 1, createdAt: 1 })
      .batchSize(ONE_BUCKET_BATCH)
      .lean<Counted[]>()
      .exec();
    if (dropEmpty && photos.length === 0) await this.summaries.delete(userId, bucket);
    else await this.summaries.save(summarise(userId, bucket, photos));
  }

  /** Every owner's buckets that hold photos, newest upload first (see PhotoBucketRepository). */
  forEachSpanNewestFirst(before: Date | null, visit: (span: BucketSpan) => Promise<boolean>): Promise<void> {
    return this.summaries.forEachSpanNewestFirst(before, visit);
  }

  /** Every owner's photos, counted from the summaries. */
  countAll(): Promise<number> {
    return this.summaries.countAllPhotos();
  }

  /** Recounts the summaries written before they kept their oldest upload; resolves with how many. */
  async recountWithoutFirstUpload(): Promise<number> {
    const stale = await this.summaries.withoutFirstUpload();
    for (const { userId, bucket } of stale) await this.recount(userId, bucket);
    return stale.length;
  }

  ofUser(userId: string): Promise<PhotoBucketSummary[]> {
    return this.summaries.ofUser(userId);
  }

  ensureIndexes(): Promise<void> {
    return this.summaries.ensureIndexes();
  }

  /** The buckets (highest first) that hold photos matching `filter` (words to match narrow further, on the photos). */
  static withMatches(summaries: readonly PhotoBucketSummary[], filter: TallyFilter): number[] {
    return summaries.filter((summary) => tally(summary.categories, filter) > 0).map((summary) => summary.bucket);
  }

  /** One part per order segment: everything, or the featured ones and then the rest. */
  static parts(summaries: readonly PhotoBucketSummary[], filter: TallyFilter, featuredFirst = false): BucketedPart[] {
    if (!featuredFirst) return [{ equality: {}, buckets: PhotoListBuckets.withMatches(summaries, filter) }];
    return [true, false].map((featured) => ({ equality: { featured }, buckets: PhotoListBuckets.withMatches(summaries, { ...filter, featured }) }));
  }

  /**
   * After every photo of the owner was deleted: each summary goes in its write turn, so a
   * recount that read the photos before the deletion cannot save them back afterwards. The
   * buckets are those summarised, those the deleted photos were in, and the next one (an
   * upload meanwhile may have opened it).
   */
  async deleteAllOfUser(userId: string, bucketsOfDeletedPhotos: readonly number[]): Promise<void> {
    const buckets = new Set([...(await this.summaries.ofUser(userId)).map((summary) => summary.bucket), ...bucketsOfDeletedPhotos]);
    buckets.add(Math.max(-1, ...buckets) + 1);
    for (const bucket of buckets) {
      await this.summaryWrites.document(bucketSummaryId(userId, bucket), () => this.recountNow(userId, bucket, { dropEmpty: true }));
    }
  }
}
