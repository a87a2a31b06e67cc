import type { Connection, Model } from 'mongoose';
import { customCategorySchema, type CustomCategoryDocument } from './custom-category.schema.js';
import { isDuplicateKey } from '../../repository/duplicate-key.js';

export class DuplicateCategoryError extends Error {
  override readonly name = 'DuplicateCategoryError';
}

export class CustomCategoryRepository {
  private readonly model: Model<CustomCategoryDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<CustomCategoryDocument>('CustomCategory', customCategorySchema);
  }

  /** A user's categories, oldest first; at most `limit` (the product caps how many a user has). */
  listByUser(userId: string, limit: number): Promise<CustomCategoryDocument[]> {
    return this.model.find({ userId }).sort({ createdAt: 1 }).limit(limit).lean<CustomCategoryDocument[]>().exec();
  }

  countOfUser(userId: string): Promise<number> {
    return this.model.countDocuments({ userId }).exec();
  }

  async insert(category: CustomCategoryDocument): Promise<void> {
    try {
      await this.model.create(category);
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateCategoryError(category.categoryId);
      throw error;
    }
  }

  rename(userId: string, id: string, label: string): Promise<CustomCategoryDocument | null> {
    return this.model.findOneAndUpdate({ _id: id, userId }, { $set: { label } }, { returnDocument: 'after' }).lean<CustomCategoryDocument>().exec();
  }

  async deleteAllOfUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId }).exec()).deletedCount;
  }

  deleteOwned(userId: string, id: string): Promise<CustomCategoryDocument | null> {
    return this.model.findOneAndDelete({ _id: id, userId }).lean<CustomCategoryDocument>().exec();
  }
}
