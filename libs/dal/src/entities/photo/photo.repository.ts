import type { Connection, Model } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import { findBucketedPage } from '../../paging/bucketed.js';
import { afterPosition, findPage, withPosition, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { createInProcessLock, type RedisLock } from '../../locks/redis-lock.js';
import { PhotoBucketRepository } from '../photo-bucket/photo-bucket.repository.js';
import type { PhotoBucketSummary } from '../photo-bucket/photo-bucket.schema.js';
import { findPageOfAllPhotos, type BucketWalk } from './all-photos-page.js';
import { PhotoListBuckets, tally, talliesOf } from './photo-list-buckets.js';
import { photoSchema, type PhotoDocument, type PhotoExif, type PublicVariants, type StoredVariant } from './photo.schema.js';
import { PROJECTED_FIELDS, type PhotoCard, type ProjectedPhoto } from '../../read-models/public-photos/photo-card.js';
import { PhotoReadModel, type PhotoReadModelOptions } from '../../read-models/public-photos/photo-read-model.js';

export interface PageRequest {
  cursor: string | null;
  limit: number;
}

export interface OwnPhotosFilter {
  category?: string | undefined;
  visibility?: 'public' | 'private' | undefined;
  /** Words matched (case-insensitive) in the title, the description, the tags or the AI tags. */
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
/** An owner's lists within a list bucket: the owner's order (ADR 41), which is upload order until they move a photo. */
export const OWNER_ORDER: readonly SortField[] = [
  { field: 'position', direction: -1, type: 'number' },
  { field: '_id', direction: -1, type: 'string' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function ownPhotosQuery(userId: string, filter: OwnPhotosFilter): Record<string, unknown> {
  const query: Record<string, unknown> = { userId };
  if (filter.visibility) query.isPublic = filter.visibility === 'public';
  if (filter.category) query.category = filter.category;
  const words = filter.search?.trim();
  if (words) {
    const pattern = new RegExp(escapeRegExp(words), 'i');
    query.$or = [{ title: pattern }, { description: pattern }, { tags: pattern }, { aiTags: pattern }];
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
  /** Made when the owner has a watermark (ADR 44); null removes them; left as stored when absent. */
  publicVariants?: PublicVariants | null;
  /** Left as stored when absent (a photo without a palette is still a photo). */
  palette?: ColorPalette | null;
}

export interface OwnPhotoCounts {
  total: number;
  public: number;
  featured: number;
}

export type PhotoChanges = Partial<Pick<PhotoDocument, 'title' | 'description' | 'category' | 'tags' | 'aiTags' | 'featured' | 'isPublic'>>;

/** The one-time numbering of photos stored before list buckets (`numberUnbucketedPhotos`). */
export const LIST_BUCKETS_MIGRATION = 'photo-list-buckets-v1';
/** The one-time recount of bucket summaries stored before they kept their oldest upload (`recountBucketsWithoutFirstUpload`). */
export const BUCKET_FIRST_UPLOAD_MIGRATION = 'photo-bucket-first-upload-v1';

/** The one-time positioning of photos stored before the owner's order (`positionUnpositionedPhotos`). */
export const PHOTO_POSITIONS_MIGRATION = 'photo-positions-v1';

/** Reads whose size is bounded otherwise come in one batch: no cursor stays open on the server between batches. */
export const ONE_BATCH = 100_000;

/** What an owner's bucket summaries count: a change to one of these recounts the photo's bucket. */
const COUNTED_FIELDS = ['category', 'featured', 'isPublic'] as const;

export interface PhotoRepositoryOptions {
  /**
   * Makes recounts of one list bucket take turns across processes. Every process that
   * changes what a bucket counts (creates, deletes, visibility, featured, category) passes one;
   * without, recounts take turns within this process.
   */
  bucketLock?: RedisLock;
  /**
   * The read model visitors' lists are served from (ADR 46). Every process that writes
   * photos passes it, so each write is projected; without it (tools, some tests) writes
   * are not projected and lists are read from the database.
   */
  readModel?: PhotoReadModelOptions;
}

/** Point reads of a projection run this many at a time (a renumbered bucket, a bulk import). */
const PROJECTION_READS_AT_ONCE = 8;
/** How many documents a rebuild reads per batch of its cursor. */
const REBUILD_BATCH = 1_000;

export type PhotoAuditFields = Pick<PhotoDocument, '_id' | 'userId' | 'originalKey' | 'mimeType' | 'variants' | 'isPublic' | 'featured'>;
const AUDIT_FIELDS = { userId: 1, originalKey: 1, mimeType: 1, 'variants.key': 1, isPublic: 1, featured: 1 };

/** Every read and write of a user's photo is scoped by userId: another user's id finds nothing. */
export class PhotoRepository {
  private readonly model: Model<PhotoDocument>;
  private readonly buckets: PhotoListBuckets;
  /** Null without a read model: writes are not projected, lists come from the database. */
  readonly readModel: PhotoReadModel | null;

  constructor(connection: Connection, options: PhotoRepositoryOptions = {}) {
    this.model = connection.model<PhotoDocument>('Photo', photoSchema);
    this.buckets = new PhotoListBuckets(this.model, new PhotoBucketRepository(connection), options.bucketLock ?? createInProcessLock());
    this.readModel = options.readModel
      ? new PhotoReadModel({ database: connection.name, ...options.readModel }, (ids) => this.loadProjected(ids), {
          forEachIdBatch: (visit) => this.forEachIdBatch(visit),
          forEachProjectedBatch: (visit) => this.forEachProjectedBatch(visit),
        })
      : null;
  }

  /** New photos, projected as written once they are stored. */
  private inserting<T>(photos: readonly PhotoDocument[], write: () => Promise<T>): Promise<T> {
    return this.readModel ? this.readModel.projection.inserting(photos, write) : write();
  }

  /** A write of these photos, projected into the read model once it is done. */
  private changing<T>(photoIds: readonly string[], write: () => Promise<T>): Promise<T> {
    return this.readModel ? this.readModel.projection.changing(photoIds, write) : write();
  }

  /** Resolves once the photo and bucket indexes are built (mongoose starts building them at once). */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.model.init(), this.buckets.ensureIndexes()]);
  }

  /** Stored in the owner's newest list bucket; the bucket's summary counts it before this resolves. */
  async insert(photo: PhotoDocument): Promise<void> {
    const [listBucket = 0] = await this.buckets.bucketsForMany(photo.userId, 1);
    const placed = { ...photo, listBucket, position: photo.position ?? uploadPosition(photo) };
    await this.inserting([placed], () => this.model.create(placed));
    await this.buckets.recount(photo.userId, listBucket);
  }

  findOwned(userId: string, photoId: string): Promise<PhotoDocument | null> {
    return this.model.findOne({ _id: photoId, userId }).lean<PhotoDocument>().exec();
  }

  /** Which of these photo ids are photos of this user. */
  async ownedIds(userId: string, photoIds: readonly string[]): Promise<string[]> {
    if (!photoIds.length) return [];
    const found = await this.model
      .find({ _id: { $in: [...photoIds] }, userId }, { _id: 1 })
      .lean<Array<{ _id: string }>>()
      .exec();
    return found.map((photo) => photo._id);
  }

  /** The user's photos among these ids (a client gallery's), in no particular order. */
  findManyOwned(userId: string, photoIds: readonly string[]): Promise<PhotoDocument[]> {
    if (!photoIds.length) return Promise.resolve([]);
    return this.model
      .find({ _id: { $in: [...photoIds] }, userId })
      .lean<PhotoDocument[]>()
      .exec();
  }

  /**
   * The cards of the user's photos among these ids (a client gallery's), in no particular
   * order: from the read model, or the database while it is not ready.
   */
  async findCardsOwned(userId: string, photoIds: readonly string[]): Promise<PhotoCard[]> {
    const cards = this.readModel && photoIds.length ? await this.readModel.reader.cards(photoIds) : null;
    if (!cards) return this.findManyOwned(userId, photoIds);
    return [...cards.values()].filter((card) => card.userId === userId);
  }

  findById(photoId: string): Promise<PhotoDocument | null> {
    return this.model.findById(photoId).lean<PhotoDocument>().exec();
  }

  /** Every photo of every user, newest first (the admin's grid), a list bucket at a time (findPageOfAllPhotos); `total`, from the bucket summaries, with the first page. */
  async pageAll(page: PageRequest): Promise<KeysetPage<PhotoDocument> & { total: number | null }> {
    const walkBuckets: BucketWalk = (before, visit) => this.buckets.forEachSpanNewestFirst(before, visit);
    const [found, total] = await Promise.all([
      findPageOfAllPhotos(this.model, walkBuckets, NEWEST_FIRST, page),
      page.cursor === null ? this.buckets.countAll() : null,
    ]);
    return { ...found, total };
  }

  /** The photos of these ids, whoever owns them, with only what a storage audit compares: one query for a page of files. */
  findManyForAudit(photoIds: readonly string[]): Promise<PhotoAuditFields[]> {
    return this.model
      .find({ _id: { $in: [...photoIds] } }, AUDIT_FIELDS)
      .lean<PhotoAuditFields[]>()
      .exec();
  }

  /** A user's photos in id order after `afterId` (a storage audit's look for photos with no file at all). */
  pageOfUserByIdForAudit(userId: string, afterId: string | null, limit: number): Promise<PhotoAuditFields[]> {
    return this.model
      .find({ userId, ...(afterId ? { _id: { $gt: afterId } } : {}) }, AUDIT_FIELDS)
      .sort({ _id: 1 })
      .limit(limit)
      .lean<PhotoAuditFields[]>()
      .exec();
  }

  /** Every photo document of a user (no filter, no bucket summaries: a storage audit counts what is stored). */
  countDocumentsOfUser(userId: string): Promise<number> {
    return this.model.countDocuments({ userId }).exec();
  }

  /** Every user that has a photo document. */
  /** Which of these titles the user's photos already have (exact text; read through the userId index). */
  async titlesInUse(userId: string, titles: readonly string[]): Promise<string[]> {
    if (titles.length === 0) return [];
    const docs = await this.model
      .find({ userId, title: { $in: [...titles] } }, { title: 1, _id: 0 })
      .lean<Array<{ title: string }>>()
      .exec();
    return [...new Set(docs.map((doc) => doc.title))];
  }

  async distinctOwners(): Promise<string[]> {
    return (await this.model.distinct('userId').exec()) as string[];
  }

  countEvery(): Promise<number> {
    return this.model.estimatedDocumentCount().exec();
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

  /**
   * My Photos: a page of a user's photos, in their order (ADR 41), filtered by category, visibility and
   * words; with `withCounts` (a first page) also how many match, and how many of those are
   * public and featured. The owner's bucket summaries are read once for both.
   */
  async pageOfUser(
    userId: string,
    filter: OwnPhotosFilter,
    page: PageRequest,
    { withCounts = false } = {},
  ): Promise<KeysetPage<PhotoDocument> & { counts: OwnPhotoCounts | null }> {
    const summaries = await this.buckets.ofUser(userId);
    const parts = PhotoListBuckets.parts(summaries, { category: filter.category, visibility: filter.visibility });
    const [found, counts] = await Promise.all([
      findBucketedPage(this.model, ownPhotosQuery(userId, filter), parts, OWNER_ORDER, page),
      withCounts ? this.countOfUser(userId, filter, summaries) : null,
    ]);
    return { ...found, counts };
  }

  /**
   * How many of a user's photos match the filter, and how many of those are public and
   * featured: from the bucket summaries, or (with words to match) by counting the photos.
   */
  async countOfUser(userId: string, filter: OwnPhotosFilter, known?: readonly PhotoBucketSummary[]): Promise<OwnPhotoCounts> {
    if (filter.search?.trim()) {
      const query = ownPhotosQuery(userId, filter);
      const [total, shared, featured] = await Promise.all([
        this.model.countDocuments(query).exec(),
        filter.visibility === 'private' ? 0 : this.model.countDocuments({ ...query, isPublic: true }).exec(),
        this.model.countDocuments({ ...query, featured: true }).exec(),
      ]);
      return { total, public: shared, featured };
    }
    const categories = talliesOf(known ?? (await this.buckets.ofUser(userId)));
    const { category, visibility } = filter;
    return {
      total: tally(categories, { category, visibility }),
      public: visibility === 'private' ? 0 : tally(categories, { category, visibility: 'public' }),
      featured: tally(categories, { category, visibility, featured: true }),
    };
  }

  /**
   * Visitor galleries: a page of public photos, in the owner's order (the home feed: newest
   * first; featured ones first when asked); with `withTotal`, how many there are. Read from
   * the read model in O(page); from the database while the model is not ready.
   */
  async pagePublic(filter: PublicPhotosFilter, page: PageRequest, { withTotal = false } = {}): Promise<KeysetPage<PhotoCard> & { total: number | null }> {
    const modelled = this.readModel ? await this.readModel.reader.page(filter, page, withTotal) : null;
    if (modelled) return { docs: modelled.cards, nextCursor: modelled.nextCursor, total: modelled.total };
    return this.pagePublicFromDatabase(filter, page, { withTotal });
  }

  /** The same page read from the database (what the read model is compared with). */
  async pagePublicFromDatabase(
    filter: PublicPhotosFilter,
    page: PageRequest,
    { withTotal = false } = {},
  ): Promise<KeysetPage<PhotoDocument> & { total: number | null }> {
    if (!filter.ownerId) {
      const [found, total] = await Promise.all([
        findPage(this.model, publicPhotosQuery(filter), filter.featuredFirst ? FEATURED_FIRST : NEWEST_FIRST, page),
        withTotal ? this.model.countDocuments(publicPhotosQuery(filter)).exec() : null,
      ]);
      return { ...found, total };
    }
    const summaries = await this.buckets.ofUser(filter.ownerId);
    const parts = PhotoListBuckets.parts(summaries, publicTally(filter), Boolean(filter.featuredFirst && !filter.featuredOnly));
    const found = await findBucketedPage(this.model, publicPhotosQuery(filter), parts, OWNER_ORDER, page);
    return { ...found, total: withTotal ? tally(talliesOf(summaries), publicTally(filter)) : null };
  }

  /** The categories of an owner's public photos, with their counts, most used first. */
  async publicCategories(ownerId: string): Promise<Array<{ category: string; count: number }>> {
    return (this.readModel && (await this.readModel.reader.categories(ownerId))) ?? this.publicCategoriesFromDatabase(ownerId);
  }

  /** The same, from the bucket summaries (what the read model is compared with). */
  async publicCategoriesFromDatabase(ownerId: string): Promise<Array<{ category: string; count: number }>> {
    const counts = new Map<string, number>();
    for (const row of talliesOf(await this.buckets.ofUser(ownerId))) {
      if (row.public > 0) counts.set(row.category, (counts.get(row.category) ?? 0) + row.public);
    }
    return [...counts]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  }

  /** The figures of a user's photo stats, from the bucket summaries (never from the list). */
  async statsOfUser(userId: string): Promise<{ total: number; shared: number; featured: number; categories: number; lastUploadAt: Date | null }> {
    const summaries = await this.buckets.ofUser(userId);
    const rows = talliesOf(summaries);
    const lastUploadAt = summaries.reduce<Date | null>(
      (latest, { lastCreatedAt }) => (lastCreatedAt && (!latest || lastCreatedAt > latest) ? lastCreatedAt : latest),
      null,
    );
    return {
      total: tally(rows, {}),
      shared: tally(rows, { visibility: 'public' }),
      featured: tally(rows, { featured: true }),
      categories: new Set(rows.filter((row) => row.total > 0).map((row) => row.category)).size,
      lastUploadAt,
    };
  }

  /**
   * Owners of public photos with the latest change to one of them, most recent first.
   * FerretDB 1.x's $group knows only $sum and $count (no $max), so the newest-first scan
   * keeps each owner's first row and stops once `limit` owners are found.
   */
  async latestPublicChangePerOwner(limit: number): Promise<Array<{ userId: string; lastModified: Date }>> {
    const owners = new Map<string, Date>();
    const cursor = this.model
      .find({ isPublic: true }, { userId: 1, updatedAt: 1 })
      .sort({ updatedAt: -1 })
      .lean<Pick<PhotoDocument, 'userId' | 'updatedAt'>>()
      .cursor();
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
    const updated = await this.changing([photoId], () =>
      this.model
        .findOneAndUpdate({ _id: photoId, userId }, { $set: { ...changes, updatedAt: new Date() } }, { returnDocument: 'after' })
        .lean<PhotoDocument>()
        .exec(),
    );
    if (updated && COUNTED_FIELDS.some((field) => field in changes)) await this.buckets.recount(userId, updated.listBucket);
    return updated;
  }

  async deleteOwned(userId: string, photoId: string): Promise<PhotoDocument | null> {
    const removed = await this.changing([photoId], () => this.model.findOneAndDelete({ _id: photoId, userId }).lean<PhotoDocument>().exec());
    if (removed) await this.buckets.recount(userId, removed.listBucket);
    return removed;
  }

  /** What counts toward the user's quota: the originals they uploaded (summed from the bucket summaries). */
  async usedBytes(userId: string): Promise<number> {
    return (await this.buckets.ofUser(userId)).reduce((sum, summary) => sum + summary.originalBytes, 0);
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

  /**
   * Every photo of the account goes, and each leaves its removal in the read model: those the
   * model holds, and those only the database lists (a rebuild that read them before this
   * deletion must not put them back afterwards).
   */
  async deleteAllOfUser(userId: string): Promise<number> {
    const gone = this.readModel ? await this.idsOfUserInModelAndDatabase(userId) : [];
    const marks = this.readModel ? await this.readModel.projection.mark(gone) : [];
    const result = await this.model.deleteMany({ userId }).exec();
    await this.buckets.deleteAllOfUser(userId);
    await this.readModel?.projection.removeGone(gone, marks, () => this.model.find({ userId }, PROJECTED_FIELDS).lean<ProjectedPhoto[]>().exec());
    return result.deletedCount;
  }

  private async idsOfUserInModelAndDatabase(userId: string): Promise<string[]> {
    const [projected, stored] = await Promise.all([
      this.readModel?.store.owned(userId) ?? [],
      this.model.find({ userId }, { _id: 1 }).lean<Array<{ _id: string }>>().exec(),
    ]);
    return [...new Set([...projected, ...stored.map((photo) => photo._id)])];
  }

  // ── Media worker (background jobs know the photo id and its owner from the job payload) ──

  /** A page of a user's processed photos in id order after `afterId` (the watermark redo). */
  pageOfReadyById(userId: string, afterId: string | null, limit: number): Promise<PhotoDocument[]> {
    return this.model
      .find({ userId, status: 'ready', ...(afterId ? { _id: { $gt: afterId } } : {}) })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<PhotoDocument[]>()
      .exec();
  }

  countReadyOfUser(userId: string): Promise<number> {
    return this.model.countDocuments({ userId, status: 'ready' }).exec();
  }

  /** The variants visitors get (null: the clean ones); null when the photo no longer exists. */
  savePublicVariants(userId: string, photoId: string, publicVariants: PublicVariants | null): Promise<PhotoDocument | null> {
    // FerretDB drops a null written by $set inside some updates: "none" is an $unset.
    const update = publicVariants ? { $set: { publicVariants } } : { $unset: { publicVariants: 1 } };
    return this.changing([photoId], () =>
      this.model.findOneAndUpdate({ _id: photoId, userId }, update, { returnDocument: 'after' }).lean<PhotoDocument>().exec(),
    );
  }

  /** The optimise job's outputs, in one write; null when the photo no longer exists (deleted meanwhile). */
  saveOptimised(userId: string, photoId: string, { publicVariants, palette, ...result }: OptimisedPhoto): Promise<PhotoDocument | null> {
    const update = {
      $set: { ...result, ...(publicVariants ? { publicVariants } : {}), ...(palette ? { palette } : {}), status: 'ready', updatedAt: new Date() },
      ...(publicVariants === null ? { $unset: { publicVariants: 1 } } : {}),
    };
    return this.changing([photoId], () =>
      this.model.findOneAndUpdate({ _id: photoId, userId }, update, { returnDocument: 'after' }).lean<PhotoDocument>().exec(),
    );
  }

  /** The original cannot be processed (undecodable): the photo is shown as failed. */
  async markFailed(userId: string, photoId: string): Promise<boolean> {
    const result = await this.changing([photoId], () =>
      this.model.updateOne({ _id: photoId, userId }, { $set: { status: 'failed', updatedAt: new Date() } }).exec(),
    );
    return result.matchedCount > 0;
  }

  /** The palette job's summary; null when the photo no longer exists. */
  savePalette(userId: string, photoId: string, palette: ColorPalette): Promise<PhotoDocument | null> {
    return this.changing([photoId], () =>
      this.model
        .findOneAndUpdate({ _id: photoId, userId }, { $set: { palette, updatedAt: new Date() } }, { returnDocument: 'after' })
        .lean<PhotoDocument>()
        .exec(),
    );
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
    return this.changing([photoId], () => this.writeAiSuggestionsWhereEmpty(userId, photoId, suggestions));
  }

  private async writeAiSuggestionsWhereEmpty(
    userId: string,
    photoId: string,
    suggestions: { aiTags: string[]; aiAltText: string },
  ): Promise<{ aiTags: boolean; aiAltText: boolean }> {
    const now = new Date();
    const altIsEmpty = { $or: [{ aiAltText: null }, { aiAltText: '' }] };
    if (suggestions.aiTags.length > 0 && suggestions.aiAltText.trim() !== '') {
      // The usual case, both fields still empty: one write, so no reader sees tags without alt text.
      const both = await this.model
        .updateOne(
          { _id: photoId, userId, aiTags: { $size: 0 }, ...altIsEmpty },
          { $set: { aiTags: suggestions.aiTags, aiAltText: suggestions.aiAltText, updatedAt: now } },
        )
        .exec();
      if (both.modifiedCount > 0) return { aiTags: true, aiAltText: true };
    }
    // One after the other: FerretDB 1.x can lose one of two concurrent updates of the same document.
    const tags =
      suggestions.aiTags.length === 0
        ? { modifiedCount: 0 }
        : await this.model.updateOne({ _id: photoId, userId, aiTags: { $size: 0 } }, { $set: { aiTags: suggestions.aiTags, updatedAt: now } }).exec();
    const alt =
      suggestions.aiAltText.trim() === ''
        ? { modifiedCount: 0 }
        : await this.model.updateOne({ _id: photoId, userId, ...altIsEmpty }, { $set: { aiAltText: suggestions.aiAltText, updatedAt: now } }).exec();
    return { aiTags: tags.modifiedCount > 0, aiAltText: alt.modifiedCount > 0 };
  }

  // ── Bulk loading (benchmarks, imports) and the one-time numbering of older photos ──

  /**
   * Stores many complete photo documents, one round trip per batch (validated like
   * `insert`), each owner's oldest first into their list buckets; the touched buckets are
   * recounted at the end. For seeding and bulk imports; an upload stores one photo through `insert`.
   */
  async insertMany(photos: readonly PhotoDocument[], batchSize = 1_000): Promise<number> {
    const placed = await this.placeInBuckets(photos);
    let inserted = 0;
    for (let start = 0; start < placed.length; start += batchSize) {
      const batch = placed.slice(start, start + batchSize);
      await this.inserting(batch, () => this.model.insertMany(batch, { ordered: true }));
      inserted += batch.length;
    }
    await this.recountAll(placed);
    return inserted;
  }

  /**
   * Photos stored before list buckets existed get theirs (each owner's oldest first) and
   * their owners' summaries. Reads every photo once: run once per database (a migration).
   */
  async numberUnbucketedPhotos(): Promise<number> {
    // Indexes first: FerretDB 1.x can deadlock an index build against a cursor left open between batches.
    await this.ensureIndexes();
    const unnumbered = await this.model
      .find({ listBucket: { $exists: false } }, { userId: 1, createdAt: 1 })
      .batchSize(ONE_BATCH)
      .lean<Array<Pick<PhotoDocument, '_id' | 'userId' | 'createdAt'>>>()
      .exec();
    const placed = await this.placeInBuckets(unnumbered);
    // Small batches: FerretDB 1.x holds a database connection per statement of an update
    // command until the command ends, and deadlocks past its pool of 50.
    for (let start = 0; start < placed.length; start += 25) {
      const batch = placed.slice(start, start + 25);
      await this.model.bulkWrite(batch.map(({ _id, listBucket }) => ({ updateOne: { filter: { _id }, update: { $set: { listBucket } } } })));
    }
    await this.recountAll(placed);
    // Every numbered photo moved in its owner's order: the read model is rebuilt, not patched.
    if (placed.length) await this.readModel?.markStale();
    return placed.length;
  }

  /**
   * Bucket summaries stored before they kept their oldest upload get it. Until then the grid of
   * every photo still lists their photos, but reads such a bucket on every deeper page.
   */
  recountBucketsWithoutFirstUpload(): Promise<number> {
    return this.buckets.recountWithoutFirstUpload();
  }

  /**
   * Photos stored before the owner's order get their upload time as their position, so
   * lists keep showing them newest first. Reads every such photo once: run once per database.
   */
  async positionUnpositionedPhotos(): Promise<number> {
    await this.ensureIndexes();
    const unpositioned = await this.model
      .find({ position: { $exists: false } }, { createdAt: 1 })
      .batchSize(ONE_BATCH)
      .lean<Array<Pick<PhotoDocument, '_id' | 'createdAt'>>>()
      .exec();
    await this.setPositions(unpositioned.map((photo) => ({ _id: photo._id, position: uploadPosition(photo) })));
    if (unpositioned.length) await this.readModel?.markStale();
    return unpositioned.length;
  }

  /**
   * Moves one of the owner's photos right before or after another of theirs in the owner's
   * order (ADR 41): it joins the other's list bucket, at a position between the other and
   * its neighbour there. One document is written (and the bucket renumbered, about a
   * hundred, in the rare case that no number is left between the two); the buckets it left
   * and joined are recounted. Null when either photo is not the owner's.
   */
  async moveOwned(userId: string, photoId: string, placement: 'before' | 'after', anchorId: string): Promise<PhotoDocument | null> {
    const [moved, anchor] = await Promise.all([this.findOwned(userId, photoId), this.findOwned(userId, anchorId)]);
    if (!moved || !anchor) return null;
    if (moved._id === anchor._id) return moved;
    let position = await this.positionNextTo(moved._id, anchor, placement);
    if (position === null) {
      await this.renumberBucket(userId, anchor.listBucket);
      const renumbered = await this.findOwned(userId, anchorId);
      position = renumbered ? await this.positionNextTo(moved._id, renumbered, placement) : null;
      if (position === null) return null;
    }
    const updated = await this.changing([photoId], () =>
      this.model
        .findOneAndUpdate({ _id: photoId, userId }, { $set: { listBucket: anchor.listBucket, position, updatedAt: new Date() } }, { returnDocument: 'after' })
        .lean<PhotoDocument>()
        .exec(),
    );
    if (!updated) return null;
    await this.buckets.recount(userId, anchor.listBucket);
    if (moved.listBucket !== anchor.listBucket) await this.buckets.recount(userId, moved.listBucket);
    return updated;
  }

  /** A position right before (higher) or after (lower) `anchor` in its bucket; null when the numbers between are used up. */
  private async positionNextTo(movedId: string, anchor: PhotoDocument, placement: 'before' | 'after'): Promise<number | null> {
    const anchorPosition = anchor.position ?? uploadPosition(anchor);
    // Before it in the list means after it in ascending order.
    const order = placement === 'before' ? ASCENDING_OWNER_ORDER : OWNER_ORDER;
    const inBucket = { userId: anchor.userId, listBucket: anchor.listBucket, _id: { $ne: movedId } };
    const [neighbour] = await this.model
      .find(withPosition(inBucket, afterPosition(order, [anchorPosition, anchor._id])), { position: 1, createdAt: 1 })
      .sort(Object.fromEntries(order.map(({ field, direction }) => [field, direction])))
      .limit(1)
      .lean<PhotoDocument[]>()
      .exec();
    const step = placement === 'before' ? POSITION_STEP : -POSITION_STEP;
    if (!neighbour) return anchorPosition + step;
    return positionBetween(anchorPosition, neighbour.position ?? uploadPosition(neighbour));
  }

  /** Spreads a bucket's positions out again, keeping its order (about a hundred documents). */
  private async renumberBucket(userId: string, listBucket: number): Promise<void> {
    const inOrder = await this.model
      .find({ userId, listBucket }, { position: 1, createdAt: 1 })
      .sort(Object.fromEntries(OWNER_ORDER.map(({ field, direction }) => [field, direction])))
      .batchSize(ONE_BATCH)
      .lean<Array<Pick<PhotoDocument, '_id' | 'position' | 'createdAt'>>>()
      .exec();
    const top = inOrder[0] ? (inOrder[0].position ?? uploadPosition(inOrder[0])) : 0;
    await this.changing(
      inOrder.map((photo) => photo._id),
      () => this.setPositions(inOrder.map((photo, index) => ({ _id: photo._id, position: top - index * RENUMBER_GAP }))),
    );
  }

  private async setPositions(positions: ReadonlyArray<{ _id: string; position: number }>): Promise<void> {
    // Small batches: FerretDB 1.x deadlocks past 50 statements in one update command (ADR 20).
    for (let start = 0; start < positions.length; start += 25) {
      const batch = positions.slice(start, start + 25);
      await this.model.bulkWrite(batch.map(({ _id, position }) => ({ updateOne: { filter: { _id }, update: { $set: { position } } } })));
    }
  }

  /** The current documents of these photos, as a projection reads them (point reads, a few at a time). */
  private async loadProjected(photoIds: readonly string[]): Promise<ProjectedPhoto[]> {
    const found: ProjectedPhoto[] = [];
    for (let start = 0; start < photoIds.length; start += PROJECTION_READS_AT_ONCE) {
      const batch = photoIds.slice(start, start + PROJECTION_READS_AT_ONCE);
      const docs = await Promise.all(batch.map((id) => this.model.findById(id, PROJECTED_FIELDS).lean<ProjectedPhoto>().exec()));
      for (const doc of docs) if (doc) found.push(doc);
    }
    return found;
  }

  /** Every photo id, a batch at a time (a read model rebuild's first read). */
  private async forEachIdBatch(visit: (ids: string[]) => Promise<void>): Promise<void> {
    await this.forEachBatch({ _id: 1 }, (docs: Array<Pick<PhotoDocument, '_id'>>) => visit(docs.map((doc) => doc._id)));
  }

  /** Every photo as a projection reads it, a batch at a time (a read model rebuild's second read). */
  private forEachProjectedBatch(visit: (photos: ProjectedPhoto[]) => Promise<void>): Promise<void> {
    return this.forEachBatch(PROJECTED_FIELDS, visit);
  }

  private async forEachBatch<T>(fields: Record<string, 1>, visit: (docs: T[]) => Promise<void>): Promise<void> {
    // Indexes first: FerretDB 1.x can deadlock an index build against a cursor left open between batches.
    await this.ensureIndexes();
    const cursor = this.model.find({}, fields).batchSize(REBUILD_BATCH).lean<T>().cursor();
    let batch: T[] = [];
    try {
      for await (const doc of cursor) {
        batch.push(doc as T);
        if (batch.length >= REBUILD_BATCH) {
          await visit(batch);
          batch = [];
        }
      }
      if (batch.length) await visit(batch);
    } finally {
      await cursor.close();
    }
  }

  private async placeInBuckets<T extends Pick<PhotoDocument, 'userId' | 'createdAt' | '_id' | 'position'>>(
    photos: readonly T[],
  ): Promise<Array<T & { listBucket: number; position: number }>> {
    const byOwner = new Map<string, T[]>();
    for (const photo of photos) byOwner.set(photo.userId, [...(byOwner.get(photo.userId) ?? []), photo]);
    const placed: Array<T & { listBucket: number; position: number }> = [];
    for (const [userId, owned] of byOwner) {
      owned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : 1));
      const buckets = await this.buckets.bucketsForMany(userId, owned.length);
      owned.forEach((photo, index) => placed.push({ ...photo, listBucket: buckets[index] as number, position: photo.position ?? uploadPosition(photo) }));
    }
    return placed;
  }

  private async recountAll(placed: ReadonlyArray<Pick<PhotoDocument, 'userId' | 'listBucket'>>): Promise<void> {
    const touched = new Map<string, Set<number>>();
    for (const { userId, listBucket } of placed) touched.set(userId, (touched.get(userId) ?? new Set()).add(listBucket));
    for (const [userId, buckets] of touched) {
      for (const bucket of buckets) await this.buckets.recount(userId, bucket);
    }
  }
}

const ASCENDING_OWNER_ORDER: readonly SortField[] = OWNER_ORDER.map((sort) => ({ ...sort, direction: 1 as const }));
/** The gap a photo moved to an end of a bucket keeps from its neighbour: a millisecond, so a later upload still comes first. */
const POSITION_STEP = 1;
/** The gap between photos of a renumbered bucket: room for about twenty halvings before the next renumbering. */
const RENUMBER_GAP = 1_000;

/** A photo's position before anyone moved it: its upload time. */
const uploadPosition = (photo: Pick<PhotoDocument, 'createdAt'>): number => photo.createdAt.getTime();

/** The midpoint of two positions; null when floating point has no number strictly between them. */
export function positionBetween(a: number, b: number): number | null {
  const middle = a / 2 + b / 2;
  return middle > Math.min(a, b) && middle < Math.max(a, b) ? middle : null;
}

/** What a visitor list counts in an owner's summaries: their public photos (featured ones only when asked). */
function publicTally(filter: PublicPhotosFilter) {
  return { category: filter.category, visibility: 'public' as const, featured: filter.featuredOnly ? true : undefined };
}
