import type { Connection, Model } from 'mongoose';
import { photoBucketEntity, type CategoryTally, type PhotoBucketDocument, type PhotoBucketSummary } from './photo-bucket.schema.js';
import { modelOf } from '../../writes/entity.js';
import { upsertRetryingOnce } from '../../repository/duplicate-key.js';

/** A bucket as the walk over every owner's photos needs it. */
export type BucketSpan = Pick<PhotoBucketSummary, 'userId' | 'bucket'> & { lastCreatedAt: Date };

/** Summaries read per round trip by a walk (a page usually needs the first few). */
const SPAN_BATCH = 50;

const toSummary = ({ tallies, ...stored }: PhotoBucketDocument): PhotoBucketSummary => ({ ...stored, categories: JSON.parse(tallies) as CategoryTally[] });

/** Owned by the photo repository, which keeps the summaries in step with the photos. */
export class PhotoBucketRepository {
  private readonly model: Model<PhotoBucketDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, photoBucketEntity);
  }

  async ensureIndexes(): Promise<void> {
    await this.model.init();
  }

  /** Every summary of an owner, newest bucket first (one per about a hundred photos), in one batch. */
  async ofUser(userId: string): Promise<PhotoBucketSummary[]> {
    const stored = await this.model.find({ userId }).sort({ bucket: -1 }).batchSize(100_000).lean<PhotoBucketDocument[]>().exec();
    return stored.map(toSummary);
  }

  async newestOfUser(userId: string): Promise<PhotoBucketSummary | null> {
    const stored = await this.model.findOne({ userId }).sort({ bucket: -1 }).lean<PhotoBucketDocument>().exec();
    return stored && toSummary(stored);
  }

  /**
   * Visits the buckets that hold photos, newest upload first, until `visit` answers false.
   * With `before`, only those that may hold a photo uploaded at or before it (a bucket whose
   * oldest upload is later cannot). Read in batches; the cursor is closed however the walk ends.
   */
  async forEachSpanNewestFirst(before: Date | null, visit: (span: BucketSpan) => Promise<boolean>): Promise<void> {
    const filter: Record<string, unknown> = { lastCreatedAt: { $ne: null } };
    if (before) filter.$or = [{ firstCreatedAt: { $lte: before } }, { firstCreatedAt: null }];
    const cursor = this.model
      .find(filter, { userId: 1, bucket: 1, lastCreatedAt: 1 })
      .sort({ lastCreatedAt: -1, _id: -1 })
      .batchSize(SPAN_BATCH)
      .lean<BucketSpan[]>()
      .cursor();
    try {
      for await (const span of cursor) if (!(await visit(span))) return;
    } finally {
      await cursor.close();
    }
  }

  /**
   * How many photos every owner has, summed over the summaries (one per about a hundred
   * photos): FerretDB 1.x counts a collection by reading every document of it.
   */
  async countAllPhotos(): Promise<number> {
    const stored = await this.model.find({}, { tallies: 1 }).batchSize(100_000).lean<Array<Pick<PhotoBucketDocument, 'tallies'>>>().exec();
    let count = 0;
    for (const { tallies } of stored) for (const row of JSON.parse(tallies) as CategoryTally[]) count += row.total;
    return count;
  }

  /** The buckets whose summaries were written before summaries kept their oldest upload. */
  async withoutFirstUpload(): Promise<Array<Pick<PhotoBucketSummary, 'userId' | 'bucket'>>> {
    return this.model
      .find({ firstCreatedAt: { $exists: false } }, { userId: 1, bucket: 1 })
      .batchSize(100_000)
      .lean<Array<Pick<PhotoBucketSummary, 'userId' | 'bucket'>>>()
      .exec();
  }

  async save({ categories, ...summary }: PhotoBucketSummary): Promise<void> {
    // Recounts of one bucket take turns, but a lock can lapse under load or differ between processes (a tool beside the service).
    await upsertRetryingOnce(() => this.model.replaceOne({ _id: summary._id }, { ...summary, tallies: JSON.stringify(categories) }, { upsert: true }).exec());
  }

  async delete(userId: string, bucket: number): Promise<void> {
    await this.model.deleteOne({ _id: bucketSummaryId(userId, bucket) }).exec();
  }

  async deleteAll(): Promise<void> {
    await this.model.deleteMany({}).exec();
  }
}

export const bucketSummaryId = (userId: string, bucket: number) => `${userId}:${bucket}`;
