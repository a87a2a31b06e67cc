import type { Connection, Model } from 'mongoose';
import { googlePhotoSetEntity, type GooglePhotoSetDocument, type GoogleSyncState } from './google-photo-set.schema.js';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';

export type NewGooglePhotoSet = Pick<GooglePhotoSetDocument, '_id' | 'userId' | 'title' | 'pickerSessionId' | 'pickerUri' | 'sessionExpiresAt'>;

/** The photographer's picked sets; every read and write is scoped to its owner. */
export class GooglePhotoSetRepository {
  private readonly model: Model<GooglePhotoSetDocument>;
  private readonly writes: SharedWrites;

  constructor(connection: Connection) {
    this.model = modelOf(connection, googlePhotoSetEntity);
    this.writes = sharedWritesOf(connection, googlePhotoSetEntity);
  }

  async create(set: NewGooglePhotoSet, at: Date = new Date()): Promise<GooglePhotoSetDocument> {
    const document: GooglePhotoSetDocument = {
      ...set,
      state: 'picking',
      mediaItemsCount: 0,
      photoCount: 0,
      videoCount: 0,
      coverKey: null,
      selected: false,
      itemsListedAt: null,
      syncState: 'idle',
      problem: null,
      createdAt: at,
    };
    await this.writes.document(document._id, () => this.model.create(document));
    return document;
  }

  findOwned(userId: string, setId: string): Promise<GooglePhotoSetDocument | null> {
    return this.model.findOne({ _id: setId, userId }).lean<GooglePhotoSetDocument>().exec();
  }

  listOwned(userId: string, limit: number): Promise<GooglePhotoSetDocument[]> {
    return this.model.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<GooglePhotoSetDocument[]>().exec();
  }

  countOwned(userId: string): Promise<number> {
    return this.model.countDocuments({ userId }).exec();
  }

  async update(userId: string, setId: string, changes: Partial<Omit<GooglePhotoSetDocument, '_id' | 'userId'>>): Promise<GooglePhotoSetDocument | null> {
    return this.writes.document(setId, () =>
      this.model.findOneAndUpdate({ _id: setId, userId }, { $set: changes }, { returnDocument: 'after' }).lean<GooglePhotoSetDocument>().exec(),
    );
  }

  /** Exactly the given sets are selected (the album page's selection, saved whole). */
  async select(userId: string, setIds: readonly string[]): Promise<void> {
    const wanted = new Set(setIds);
    const sets = await this.model.find({ userId }, { selected: 1 }).lean<Array<Pick<GooglePhotoSetDocument, '_id' | 'selected'>>>().exec();
    for (const set of sets) {
      const selected = wanted.has(set._id);
      if (set.selected !== selected) await this.writes.document(set._id, () => this.model.updateOne({ _id: set._id, userId }, { $set: { selected } }).exec());
    }
  }

  async setSyncState(setId: string, syncState: GoogleSyncState, problem?: string | null): Promise<void> {
    await this.writes.document(setId, () =>
      this.model.updateOne({ _id: setId }, { $set: { syncState, ...(problem === undefined ? {} : { problem }) } }).exec(),
    );
  }

  async remove(userId: string, setId: string): Promise<boolean> {
    return (await this.writes.document(setId, () => this.model.deleteOne({ _id: setId, userId }).exec())).deletedCount > 0;
  }

  /** Account deletion: the sets' cover keys, for the caller to delete, then the sets. */
  async removeAllOf(userId: string): Promise<string[]> {
    const covers = await this.model
      .find({ userId, coverKey: { $ne: null } }, { coverKey: 1 })
      .lean<Array<Pick<GooglePhotoSetDocument, 'coverKey'>>>()
      .exec();
    await this.model.deleteMany({ userId }).exec();
    return covers.flatMap((set) => (set.coverKey ? [set.coverKey] : []));
  }
}
