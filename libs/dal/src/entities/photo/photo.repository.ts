import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection, Model } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import { findBucketedPage } from '../../paging/bucketed.js';
import { afterPosition, findPage, withPosition, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';
import { PhotoBucketRepository } from '../photo-bucket/photo-bucket.repository.js';
import { photoBucketEntity, type PhotoBucketSummary } from '../photo-bucket/photo-bucket.schema.js';
import { PhotoFingerprintRepository } from '../photo-fingerprint/photo-fingerprint.repository.js';
import { findPageOfAllPhotos, type BucketWalk } from './all-photos-page.js';
import { PhotoListBuckets, tally, talliesOf } from './photo-list-buckets.js';
import { photoEntity, type PhotoDocument, type PhotoExif, type PublicVariants, type StoredVariant } from './photo.schema.js';
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

/** Photos in My Photos' order (the newest list bucket first, then OWNER_ORDER within it), as read without a sort. */
export function inOwnerOrder<T extends Pick<PhotoDocument, '_id' | 'listBucket' | 'position'>>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => b.listBucket - a.listBucket || (b.position ?? 0) - (a.position ?? 0) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
}

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
  /** Its content's fingerprint (ADR 59): listed in the duplicates index once the photo is saved. */
  fingerprint?: string;
}

export interface OwnPhotoCounts {
  total: number;
  public: number;
  featured: number;
}

/**
 * What a bulk action reads of each photo it names: enough to tell what it changes and which
 * counts to redo, and, deleted, where its files are and which fingerprint it is indexed by.
 */
export type SelectedPhoto = Pick<PhotoDocument, '_id' | 'listBucket' | 'position' | 'isPublic' | 'featured' | 'category' | 'originalKey' | 'fingerprint'>;
const SELECTED_FIELDS = { listBucket: 1, position: 1, isPublic: 1, featured: 1, category: 1, originalKey: 1, fingerprint: 1 };

/**
 * What a ZIP of photos reads of each (ADR 61): its original's key, size and type, its title
 * (the file's name) and when it was uploaded (the files' order). A few fields more than a
 * bulk action's: reading every photo of an owner to find many picked ids stays one batch.
 */
export type ArchivedPhoto = Pick<PhotoDocument, '_id' | 'title' | 'originalKey' | 'originalBytes' | 'mimeType' | 'createdAt'>;
const ARCHIVED_FIELDS = { title: 1, originalKey: 1, originalBytes: 1, mimeType: 1, createdAt: 1 };

/**
 * Ids a bulk selection may name before it is found by reading the owner's photos rather than
 * by `$in`: FerretDB 1.24 compares each document with every id of an `$in` in Go.
 */
const IDS_BY_IN_MAX = 50;
/** List buckets a bulk write updates at once. */
const BUCKETS_WRITTEN_AT_ONCE = 4;

/** The photos a bulk action names: picked by id, or every one matching My Photos' filters but a few. */
export type PhotoSelection = { photoIds: readonly string[] } | { filter: OwnPhotosFilter; except: readonly string[] };

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
  private readonly writes: SharedWrites;
  private readonly buckets: PhotoListBuckets;
  /** The duplicates index (ADR 59): kept in step with every save and removal of a photo. */
  readonly fingerprints: PhotoFingerprintRepository;
  /** Null without a read model: writes are not projected, lists come from the database. */
  readonly readModel: PhotoReadModel | null;
  /** Set while a bulk write of one list bucket's photos is projected: they are read back in one query of that bucket. */
  private readonly projectingBucket = new AsyncLocalStorage<{ userId: string; listBucket: number }>();

  constructor(connection: Connection, options: PhotoRepositoryOptions = {}) {
    this.model = modelOf(connection, photoEntity);
    this.writes = sharedWritesOf(connection, photoEntity);
    this.buckets = new PhotoListBuckets(this.model, new PhotoBucketRepository(connection), sharedWritesOf(connection, photoBucketEntity));
    this.fingerprints = new PhotoFingerprintRepository(connection);
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

  /** A write of one photo in its turn (the media service and the workers write photos at once), then projected. */
  private writingOne<T>(photoId: string, write: () => Promise<T>): Promise<T> {
    return this.writes.document(photoId, () => this.changing([photoId], write));
  }

  /**
   * Runs `work` in the photo's write turn: for a caller whose writes of this photo must not
   * interleave with anyone else's (revoking its image URLs, then making it private). The
   * repository's writes of the photo inside it do not wait for the turn again.
   */
  inWriteTurn<T>(photoId: string, work: () => Promise<T>): Promise<T> {
    return this.writes.document(photoId, work);
  }

  /** `inWriteTurn` for many photos at once (a bulk action), their turns taken together. */
  inWriteTurns<T>(photoIds: readonly string[], work: () => Promise<T>): Promise<T> {
    return this.writes.documents(photoIds, work);
  }

  /** Resolves once the photo and bucket indexes are built (mongoose starts building them at once). */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.model.init(), this.buckets.ensureIndexes(), this.fingerprints.ensureIndexes()]);
  }

  /** Stored in the owner's newest list bucket; the bucket's summary counts it before this resolves. */
  async insert(photo: PhotoDocument): Promise<void> {
    const [listBucket = 0] = await this.buckets.bucketsForMany(photo.userId, 1);
    const placed = { ...photo, listBucket, position: photo.position ?? uploadPosition(photo) };
    await this.writes.document(placed._id, () => this.inserting([placed], () => this.model.create(placed)));
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
    const updated = await this.writingOne(photoId, () =>
      this.model
        .findOneAndUpdate({ _id: photoId, userId }, { $set: { ...changes, updatedAt: new Date() } }, { returnDocument: 'after' })
        .lean<PhotoDocument>()
        .exec(),
    );
    if (updated && COUNTED_FIELDS.some((field) => field in changes)) await this.buckets.recount(userId, updated.listBucket);
    return updated;
  }

  /**
   * The user's photos a bulk action names, at most `limit + 1` of them (so a caller can tell
   * a selection larger than it allows): ids of anyone else's photos find nothing.
   */
  selectOwned(userId: string, selection: PhotoSelection, limit: number): Promise<SelectedPhoto[]> {
    return this.findSelected<SelectedPhoto>(userId, selection, limit, SELECTED_FIELDS);
  }

  /** `selectOwned` reading what a ZIP of the photos' originals needs (ADR 61) rather than what a bulk action does. */
  selectOwnedForArchive(userId: string, selection: PhotoSelection, limit: number): Promise<ArchivedPhoto[]> {
    return this.findSelected<ArchivedPhoto>(userId, selection, limit, ARCHIVED_FIELDS);
  }

  private async findSelected<T extends { _id: string }>(
    userId: string,
    selection: PhotoSelection,
    limit: number,
    fields: Readonly<Record<string, number>>,
  ): Promise<T[]> {
    if ('photoIds' in selection && selection.photoIds.length > IDS_BY_IN_MAX) {
      const wanted = new Set(selection.photoIds);
      const owned = await this.model.find({ userId }, fields).batchSize(ONE_BATCH).lean<T[]>().exec();
      return owned.filter((photo) => wanted.has(photo._id)).slice(0, limit + 1);
    }
    const query =
      'photoIds' in selection
        ? { _id: { $in: [...selection.photoIds] }, userId }
        : { ...ownPhotosQuery(userId, selection.filter), ...(selection.except.length ? { _id: { $nin: [...selection.except] } } : {}) };
    return this.model
      .find(query, fields)
      .limit(limit + 1)
      .lean<T[]>()
      .exec();
  }

  /**
   * One change to many of the user's photos in one write (a bulk action), projected into the
   * visitors' lists, each list bucket they are counted in recounted once. Resolves with how
   * many were changed.
   */
  async updateManyOwned(userId: string, photos: readonly SelectedPhoto[], changes: PhotoChanges): Promise<number> {
    // A list bucket at a time, a few at once: FerretDB finds a bucket's photos by its owner and
    // number without a scan, and compares each with the `$in` of that bucket's ids only.
    const changed = await eachListBucket(photos, async (listBucket, inBucket) => {
      const ids = inBucket.map((photo) => photo._id);
      const result = await this.inWriteTurns(ids, () =>
        this.projectingBucket.run({ userId, listBucket }, () =>
          this.changing(ids, () => this.model.updateMany({ userId, listBucket, _id: { $in: ids } }, { $set: { ...changes, updatedAt: new Date() } }).exec()),
        ),
      );
      if (COUNTED_FIELDS.some((field) => field in changes)) await this.buckets.recount(userId, listBucket);
      return result.modifiedCount;
    });
    return changed.reduce((sum, n) => sum + n, 0);
  }

  /**
   * Many of the user's photos deleted (a bulk action), a list bucket at a time as
   * `updateManyOwned` writes them: each bucket's in one write in their turns, dropped from the
   * visitors' lists, the bucket recounted once. Resolves with the photos deleted: one moved to
   * another bucket since it was selected is kept (and projected again as it is now); one
   * deleted by someone else meanwhile is gone all the same. Their files and their entries in
   * the duplicates index (`fingerprints.removeMany`, four writes a photo) are the caller's to
   * remove, in the background.
   */
  async deleteManyOwned(userId: string, photos: readonly SelectedPhoto[]): Promise<SelectedPhoto[]> {
    const deleted = await eachListBucket(photos, async (listBucket, inBucket) => {
      const ids = inBucket.map((photo) => photo._id);
      const gone = await this.inWriteTurns(ids, async () => {
        const result = await this.projectingBucket.run({ userId, listBucket }, () =>
          this.changing(ids, () => this.model.deleteMany({ userId, listBucket, _id: { $in: ids } }).exec()),
        );
        if (result.deletedCount === ids.length) return inBucket;
        const kept = await this.ownedIds(userId, ids);
        if (kept.length) await this.changing(kept, () => Promise.resolve());
        return inBucket.filter((photo) => !kept.includes(photo._id));
      });
      await this.buckets.recount(userId, listBucket);
      return gone;
    });
    return deleted.flat();
  }

  async deleteOwned(userId: string, photoId: string): Promise<PhotoDocument | null> {
    const removed = await this.writingOne(photoId, () => this.model.findOneAndDelete({ _id: photoId, userId }).lean<PhotoDocument>().exec());
    if (removed) await this.buckets.recount(userId, removed.listBucket);
    if (removed?.fingerprint) await this.fingerprints.remove(userId, photoId, removed.fingerprint);
    return removed;
  }

  /** What counts toward the user's quota: the originals they uploaded (summed from the bucket summaries). */
  async usedBytes(userId: string): Promise<number> {
    return (await this.buckets.ofUser(userId)).reduce((sum, summary) => sum + summary.originalBytes, 0);
  }

  async markJobsQueued(photoId: string): Promise<void> {
    await this.writes.document(photoId, () => this.model.updateOne({ _id: photoId }, { $set: { jobsQueued: true } }).exec());
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
   * deletion must not put them back afterwards). Uploads racing with it are settled by the
   * bucket summaries' write turns and the read model's owner generation.
   */
  async deleteAllOfUser(userId: string): Promise<number> {
    const [projected, stored] = await Promise.all([
      this.readModel?.store.owned(userId) ?? [],
      this.model.find({ userId }, { _id: 1, listBucket: 1 }).lean<Array<Pick<PhotoDocument, '_id' | 'listBucket'>>>().exec(),
    ]);
    const gone = [...new Set([...projected, ...stored.map((photo) => photo._id)])];
    const marks = this.readModel ? await this.readModel.projection.mark(gone) : [];
    const result = await this.model.deleteMany({ userId }).exec();
    await this.fingerprints.deleteAllOfUser(userId);
    await this.buckets.deleteAllOfUser(
      userId,
      stored.map((photo) => photo.listBucket),
    );
    await this.readModel?.projection.removeGone(userId, gone, marks, () => this.model.find({ userId }, PROJECTED_FIELDS).lean<ProjectedPhoto[]>().exec());
    return result.deletedCount;
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
    return this.writingOne(photoId, () =>
      this.model.findOneAndUpdate({ _id: photoId, userId }, update, { returnDocument: 'after' }).lean<PhotoDocument>().exec(),
    );
  }

  /** The optimise job's outputs, in one write; null when the photo no longer exists (deleted meanwhile). */
  async saveOptimised(userId: string, photoId: string, { publicVariants, palette, ...result }: OptimisedPhoto): Promise<PhotoDocument | null> {
    const update = {
      $set: { ...result, ...(publicVariants ? { publicVariants } : {}), ...(palette ? { palette } : {}), status: 'ready', updatedAt: new Date() },
      ...(publicVariants === null ? { $unset: { publicVariants: 1 } } : {}),
    };
    // Indexed before the photo shows as ready, so a photo seen ready is found as a duplicate.
    if (result.fingerprint) await this.fingerprints.add(userId, photoId, result.fingerprint);
    const saved = await this.writingOne(photoId, () =>
      this.model.findOneAndUpdate({ _id: photoId, userId }, update, { returnDocument: 'after' }).lean<PhotoDocument>().exec(),
    );
    // Deleted meanwhile: its delete could not know the fingerprint to take off the index.
    if (!saved && result.fingerprint) await this.fingerprints.remove(userId, photoId, result.fingerprint);
    return saved;
  }

  /** A fingerprint made after the photo was processed (ADR 59); false when the photo is gone. */
  async saveFingerprint(userId: string, photoId: string, fingerprint: string): Promise<boolean> {
    const result = await this.writes.document(photoId, () => this.model.updateOne({ _id: photoId, userId }, { $set: { fingerprint } }).exec());
    if (result.matchedCount === 0) return false;
    await this.fingerprints.add(userId, photoId, fingerprint);
    return true;
  }

  /** The original cannot be processed (undecodable): the photo is shown as failed. */
  async markFailed(userId: string, photoId: string): Promise<boolean> {
    const result = await this.writingOne(photoId, () =>
      this.model.updateOne({ _id: photoId, userId }, { $set: { status: 'failed', updatedAt: new Date() } }).exec(),
    );
    return result.matchedCount > 0;
  }

  /** The palette job's summary; null when the photo no longer exists. */
  savePalette(userId: string, photoId: string, palette: ColorPalette): Promise<PhotoDocument | null> {
    return this.writingOne(photoId, () =>
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
    return this.writingOne(photoId, () => this.writeAiSuggestionsWhereEmpty(userId, photoId, suggestions));
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
    const updated = await this.writingOne(photoId, () =>
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
    // Each photo in its own turn, one after the other: a worker may be saving any of them.
    await this.changing(
      inOrder.map((photo) => photo._id),
      async () => {
        for (const [index, { _id }] of inOrder.entries()) {
          await this.writes.document(_id, () => this.model.updateOne({ _id }, { $set: { position: top - index * RENUMBER_GAP } }).exec());
        }
      },
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
    const bucket = this.projectingBucket.getStore();
    if (bucket)
      return this.model
        .find({ ...bucket, _id: { $in: [...photoIds] } }, PROJECTED_FIELDS)
        .lean<ProjectedPhoto[]>()
        .exec();
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

/** Runs `write` on a bulk action's photos a list bucket at a time, `BUCKETS_WRITTEN_AT_ONCE` at once; its answers in bucket order. */
async function eachListBucket<T>(photos: readonly SelectedPhoto[], write: (listBucket: number, inBucket: SelectedPhoto[]) => Promise<T>): Promise<T[]> {
  const buckets = [...byListBucket(photos)];
  const answers: T[] = [];
  for (let start = 0; start < buckets.length; start += BUCKETS_WRITTEN_AT_ONCE) {
    answers.push(...(await Promise.all(buckets.slice(start, start + BUCKETS_WRITTEN_AT_ONCE).map(([listBucket, inBucket]) => write(listBucket, inBucket)))));
  }
  return answers;
}

/** A bulk action's photos by the list bucket they are in. */
function byListBucket(photos: readonly SelectedPhoto[]): Map<number, SelectedPhoto[]> {
  const byBucket = new Map<number, SelectedPhoto[]>();
  for (const photo of photos) {
    const inBucket = byBucket.get(photo.listBucket);
    if (inBucket) inBucket.push(photo);
    else byBucket.set(photo.listBucket, [photo]);
  }
  return byBucket;
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
