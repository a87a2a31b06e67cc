import type { Connection, Model } from 'mongoose';
import { photoBucketSchema, type PhotoBucketDocument } from './photo-bucket.schema.js';

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
  ofUser(userId: string): Promise<PhotoBucketDocument[]> {
    return this.model.find({ userId }).sort({ bucket: -1 }).batchSize(100_000).lean<PhotoBucketDocument[]>().exec();
  }

  newestOfUser(userId: string): Promise<PhotoBucketDocument | null> {
    return this.model.findOne({ userId }).sort({ bucket: -1 }).lean<PhotoBucketDocument>().exec();
  }

  async save(summary: PhotoBucketDocument): Promise<void> {
    await this.model.replaceOne({ _id: summary._id }, summary, { upsert: true }).exec();
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }

  async deleteAll(): Promise<void> {
    await this.model.deleteMany({}).exec();
  }
}

export const bucketSummaryId = (userId: string, bucket: number) => `${userId}:${bucket}`;
