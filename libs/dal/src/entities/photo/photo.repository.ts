import type { Connection, Model } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import { photoSchema, type PhotoDocument, type PhotoExif, type StoredVariant } from './photo.schema.js';

/** What the media worker's optimise job writes, in one update (the photo becomes 'ready'). */
export interface OptimisedPhoto {
  width: number;
  height: number;
  variants: StoredVariant[];
  placeholder: string | null;
  /** Left as stored when absent: the camera details sent with the upload outlive an EXIF-less file. */
  exif?: PhotoExif | null;
  /** Original plus every variant. */
  sizeBytes: number;
}

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

  /**
   * Owners of public photos with the latest change to one of them, most recent first.
   * FerretDB 1.x's $group knows only $sum and $count (no $max), so the newest-first scan
   * keeps each owner's first row and stops once `limit` owners are found.
   */
  async latestPublicChangePerOwner(limit: number): Promise<Array<{ userId: string; lastModified: Date }>> {
    const owners = new Map<string, Date>();
    const cursor = this.model.find({ isPublic: true }, { userId: 1, updatedAt: 1 }).sort({ updatedAt: -1 }).lean<Pick<PhotoDocument, 'userId' | 'updatedAt'>>().cursor();
    try {
      for await (const photo of cursor) {
        if (!owners.has(photo.userId)) owners.set(photo.userId, photo.updatedAt);
        if (owners.size >= limit) break;
      }
    } finally {
      await cursor.close();
    }
    return [...owners].map(([userId, lastModified]) => ({ userId, lastModified }));
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

  /** What counts toward the user's quota: the originals they uploaded. */
  async usedBytes(userId: string): Promise<number> {
    const [total] = await this.model.aggregate<{ bytes: number }>([
      { $match: { userId } },
      { $group: { _id: null, bytes: { $sum: '$originalBytes' } } },
    ]);
    return total?.bytes ?? 0;
  }

  async markJobsQueued(photoId: string): Promise<void> {
    await this.model.updateOne({ _id: photoId }, { $set: { jobsQueued: true } }).exec();
  }

  /** Photos still waiting for their jobs to be queued, created before `before`, oldest first. */
  listUnqueued(before: Date, limit: number): Promise<Array<Pick<PhotoDocument, '_id' | 'userId' | 'originalKey'>>> {
    return this.model
      .find({ jobsQueued: false, status: 'processing', createdAt: { $lt: before } }, { userId: 1, originalKey: 1 })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<Array<Pick<PhotoDocument, '_id' | 'userId' | 'originalKey'>>>()
      .exec();
  }

  async deleteAllOfUser(userId: string): Promise<number> {
    const result = await this.model.deleteMany({ userId }).exec();
    return result.deletedCount;
  }

  // ── Media worker (background jobs know the photo id and its owner from the job payload) ──

  /** The optimise job's outputs; null when the photo no longer exists (deleted meanwhile). */
  saveOptimised(userId: string, photoId: string, result: OptimisedPhoto): Promise<PhotoDocument | null> {
    return this.model
      .findOneAndUpdate(
        { _id: photoId, userId },
        { $set: { ...result, status: 'ready', updatedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<PhotoDocument>()
      .exec();
  }

  /** The original cannot be processed (undecodable): the photo is shown as failed. */
  async markFailed(userId: string, photoId: string): Promise<boolean> {
    const result = await this.model.updateOne({ _id: photoId, userId }, { $set: { status: 'failed', updatedAt: new Date() } }).exec();
    return result.matchedCount > 0;
  }

  /** The palette job's summary; null when the photo no longer exists. */
  savePalette(userId: string, photoId: string, palette: ColorPalette): Promise<PhotoDocument | null> {
    return this.model
      .findOneAndUpdate({ _id: photoId, userId }, { $set: { palette, updatedAt: new Date() } }, { returnDocument: 'after' })
      .lean<PhotoDocument>()
      .exec();
  }

  /**
   * AI suggestions fill only what the user left empty: tags when there are none, alt text
   * when it is null or blank. Each field is a conditional update, so a value the user sets
   * meanwhile is never overwritten. Resolves with the fields that were written.
   */
  async saveAiSuggestionsWhereEmpty(
    userId: string,
    photoId: string,
    suggestions: { aiTags: string[]; aiAltText: string },
  ): Promise<{ aiTags: boolean; aiAltText: boolean }> {
    const now = new Date();
    // One after the other: FerretDB 1.x can lose one of two concurrent updates of the same document.
    const tags =
      suggestions.aiTags.length === 0
        ? { modifiedCount: 0 }
        : await this.model.updateOne({ _id: photoId, userId, aiTags: { $size: 0 } }, { $set: { aiTags: suggestions.aiTags, updatedAt: now } }).exec();
    const alt =
      suggestions.aiAltText.trim() === ''
        ? { modifiedCount: 0 }
        : await this.model
            .updateOne({ _id: photoId, userId, $or: [{ aiAltText: null }, { aiAltText: '' }] }, { $set: { aiAltText: suggestions.aiAltText, updatedAt: now } })
            .exec();
    return { aiTags: tags.modifiedCount > 0, aiAltText: alt.modifiedCount > 0 };
  }

  // ── Bulk loading (benchmarks, imports) ──

  /**
   * Stores many complete photo documents in one round trip per batch (validated like
   * `insert`). For seeding and bulk imports; an upload stores one photo through `insert`.
   */
  async insertMany(photos: readonly PhotoDocument[], batchSize = 1_000): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < photos.length; start += batchSize) {
      const batch = photos.slice(start, start + batchSize);
      await this.model.insertMany(batch, { ordered: true });
      inserted += batch.length;
    }
    return inserted;
  }
}
