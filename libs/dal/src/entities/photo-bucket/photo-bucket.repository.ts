import type { Connection, Model } from 'mongoose';
import { photoBucketSchema, type CategoryTally, type PhotoBucketDocument, type PhotoBucketSummary } from './photo-bucket.schema.js';

const toSummary = ({ tallies, ...stored }: PhotoBucketDocument): PhotoBucketSummary => ({ ...stored, categories: JSON.parse(tallies) as CategoryTally[] });

/** Owned by the photo repository, which keeps the summaries in step with the photos. */
export class PhotoBucketRepository {
  private readonly model: Model<PhotoBucketDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<PhotoBucketDocument>('PhotoBucket', photoBucketSchema);
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

  async save({ categories, ...summary }: PhotoBucketSummary): Promise<void> {
    await this.model.replaceOne({ _id: summary._id }, { ...summary, tallies: JSON.stringify(categories) }, { upsert: true }).exec();
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }

  async deleteAll(): Promise<void> {
    await this.model.deleteMany({}).exec();
  }
}

export const bucketSummaryId = (userId: string, bucket: number) => `${userId}:${bucket}`;
