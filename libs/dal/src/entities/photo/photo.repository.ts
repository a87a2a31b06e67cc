import type { Connection, Model } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import { findPage, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { photoSchema, type PhotoDocument, type PhotoExif, type StoredVariant } from './photo.schema.js';

export interface PageRequest {
  cursor: string | null;
  limit: number;
}

export interface OwnPhotosFilter {
  category?: string | undefined;
  visibility?: 'public' | 'private' | undefined;
  /** Words matched (case-insensitive) in the title or the description. */
  search?: string | undefined;
}

export interface PublicPhotosFilter {
  ownerId?: string | undefined;
  category?: string | undefined;
  featuredOnly?: boolean | undefined;
  featuredFirst?: boolean | undefined;
}

export const NEWEST_FIRST: readonly SortField[] = [
  { field: 'createdAt', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];
export const FEATURED_FIRST: readonly SortField[] = [{ field: 'featured', direction: -1, type: 'boolean' }, ...NEWEST_FIRST];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function ownPhotosQuery(userId: string, filter: OwnPhotosFilter): Record<string, unknown> {
  const query: Record<string, unknown> = { userId };
  if (filter.visibility) query.isPublic = filter.visibility === 'public';
  if (filter.category) query.category = filter.category;
  const words = filter.search?.trim();
  if (words) {
    const pattern = new RegExp(escapeRegExp(words), 'i');
    query.$or = [{ title: pattern }, { description: pattern }];
  }
  return query;
}

export function publicPhotosQuery(filter: PublicPhotosFilter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (filter.ownerId) query.userId = filter.ownerId;
  query.isPublic = true;
  if (filter.featuredOnly) query.featured = true;
  if (filter.category) query.category = filter.category;
  return query;
}

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

  /** Every photo of a user, newest first: for tests and tools only, never an answer (it grows with the data). */
  listByUser(userId: string): Promise<PhotoDocument[]> {
    return this.model.find({ userId }).sort({ createdAt: -1 }).lean<PhotoDocument[]>().exec();
  }

  /** The ids of every photo of a user, read as a stream (account deletion's clean-up). */
  async forEachIdOfUser(userId: string, visit: (photoId: string) => Promise<void>): Promise<void> {
    const cursor = this.model.find({ userId }, { _id: 1 }).lean<Pick<PhotoDocument, '_id'>>().cursor();
    try {
      for await (const photo of cursor) await visit(photo._id);
    } finally {
      await cursor.close();
    }
  }

  /** My Photos: a page of a user's photos, newest first, filtered by category, visibility and words. */
  pageOfUser(userId: string, filter: OwnPhotosFilter, page: PageRequest): Promise<KeysetPage<PhotoDocument>> {
    return findPage(this.model, ownPhotosQuery(userId, filter), NEWEST_FIRST, page);
  }

  /** How many of a user's photos match the filter, and how many of those are public and featured. */
  async countOfUser(userId: string, filter: OwnPhotosFilter): Promise<{ total: number; public: number; featured: number }> {
    const query = ownPhotosQuery(userId, filter);
    const [total, shared, featured] = await Promise.all([
      this.model.countDocuments(query).exec(),
      filter.visibility === 'private' ? 0 : this.model.countDocuments({ ...query, isPublic: true }).exec(),
      this.model.countDocuments({ ...query, featured: true }).exec(),
    ]);
    return { total, public: shared, featured };
  }

  /** Visitor galleries: a page of public photos, newest first (featured ones first when asked). */
  pagePublic(filter: PublicPhotosFilter, page: PageRequest): Promise<KeysetPage<PhotoDocument>> {
    return findPage(this.model, publicPhotosQuery(filter), filter.featuredFirst ? FEATURED_FIRST : NEWEST_FIRST, page);
  }

  countPublic(filter: PublicPhotosFilter): Promise<number> {
    return this.model.countDocuments(publicPhotosQuery(filter)).exec();
  }

  /** The categories of an owner's public photos, with their counts, most used first. */
  async publicCategories(ownerId: string): Promise<Array<{ category: string; count: number }>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { userId: ownerId, isPublic: true } },
      { $group: { _id: '$category', count: { $sum: 1 } } },
      { $sort: { count: -1, _id: 1 } },
    ]);
    return rows.map((row) => ({ category: row._id, count: row.count }));
  }

  /** The figures of a user's photo stats, each from a count (never from the list). */
  async statsOfUser(userId: string): Promise<{ total: number; shared: number; featured: number; categories: number; lastUploadAt: Date | null }> {
    const [total, shared, featured, categories, newest] = await Promise.all([
      this.model.countDocuments({ userId }).exec(),
      this.model.countDocuments({ userId, isPublic: true }).exec(),
      this.model.countDocuments({ userId, featured: true }).exec(),
      this.model.distinct('category', { userId }).exec(),
      this.model.findOne({ userId }, { createdAt: 1 }).sort({ createdAt: -1, _id: -1 }).lean<Pick<PhotoDocument, 'createdAt'>>().exec(),
    ]);
    return { total, shared, featured, categories: categories.length, lastUploadAt: newest?.createdAt ?? null };
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
