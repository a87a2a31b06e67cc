import type { Connection, Model } from 'mongoose';
import { photoSchema, type PhotoDocument } from './photo.schema.js';

export type PhotoChanges = Partial<Pick<PhotoDocument, 'title' | 'description' | 'category' | 'tags' | 'featured' | 'isPublic'>>;

/** Every read and write of a user's photo is scoped by userId: another user's id finds nothing. */
export class PhotoRepository {
  private readonly model: Model<PhotoDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<PhotoDocument>('Photo', photoSchema);
  }

  async insert(photo: PhotoDocument): Promise<void> {
    await this.model.create(photo);
  }

  findOwned(userId: string, photoId: string): Promise<PhotoDocument | null> {
    return this.model.findOne({ _id: photoId, userId }).lean<PhotoDocument>().exec();
  }

  findById(photoId: string): Promise<PhotoDocument | null> {
    return this.model.findById(photoId).lean<PhotoDocument>().exec();
  }

  listByUser(userId: string): Promise<PhotoDocument[]> {
    return this.model.find({ userId }).sort({ createdAt: -1 }).lean<PhotoDocument[]>().exec();
  }

  listPublic(filter: { featuredOnly?: boolean; category?: string; userId?: string }, limit = 500): Promise<PhotoDocument[]> {
    const query: Record<string, unknown> = { isPublic: true };
    if (filter.featuredOnly) query.featured = true;
    if (filter.category) query.category = filter.category;
    if (filter.userId) query.userId = filter.userId;
    return this.model.find(query).sort({ createdAt: -1 }).limit(limit).lean<PhotoDocument[]>().exec();
  }

  async updateOwned(userId: string, photoId: string, changes: PhotoChanges): Promise<PhotoDocument | null> {
    return this.model
      .findOneAndUpdate({ _id: photoId, userId }, { $set: { ...changes, updatedAt: new Date() } }, { returnDocument: 'after' })
      .lean<PhotoDocument>()
      .exec();
  }

  async deleteOwned(userId: string, photoId: string): Promise<PhotoDocument | null> {
    return this.model.findOneAndDelete({ _id: photoId, userId }).lean<PhotoDocument>().exec();
  }

  async usedBytes(userId: string): Promise<number> {
    const [total] = await this.model.aggregate<{ bytes: number }>([
      { $match: { userId } },
      { $group: { _id: null, bytes: { $sum: '$sizeBytes' } } },
    ]);
    return total?.bytes ?? 0;
  }

  async deleteAllOfUser(userId: string): Promise<number> {
    const result = await this.model.deleteMany({ userId }).exec();
    return result.deletedCount;
  }
}
