import type { Connection, Model } from 'mongoose';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';
import { clientGalleryEntity, type ClientGalleryDocument } from './client-gallery.schema.js';

export type ClientGalleryChanges = Partial<Pick<ClientGalleryDocument, 'name' | 'photoIds' | 'passwordHash' | 'expiresAt' | 'download'>>;

/** What adding photos to a gallery came to. */
export type PhotosAddedToGallery =
  | { outcome: 'added'; added: number }
  | { outcome: 'not-found' }
  /** It would hold more than `max`: nothing was added. */
  | { outcome: 'too-many'; name: string; held: number; adding: number };

/**
 * Every owner-side read and write is scoped by ownerId: another user's id finds nothing. Each
 * change of a gallery runs in its turn: the edit form, bulk actions and deletes may change
 * one gallery's photos at once.
 */
export class ClientGalleryRepository {
  private readonly model: Model<ClientGalleryDocument>;
  private readonly writes: SharedWrites;

  constructor(connection: Connection) {
    this.model = modelOf(connection, clientGalleryEntity);
    this.writes = sharedWritesOf(connection, clientGalleryEntity);
  }

  async insert(gallery: ClientGalleryDocument): Promise<void> {
    await this.model.create(gallery);
  }

  async listByOwner(ownerId: string, limit: number): Promise<ClientGalleryDocument[]> {
    const docs = await this.model.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<ClientGalleryDocument[]>().exec();
    return docs.map(withDefaults);
  }

  countOfOwner(ownerId: string): Promise<number> {
    return this.model.countDocuments({ ownerId }).exec();
  }

  async findOwned(ownerId: string, id: string): Promise<ClientGalleryDocument | null> {
    return withDefaultsOrNull(await this.model.findOne({ _id: id, ownerId }).lean<ClientGalleryDocument>().exec());
  }

  async findByToken(token: string): Promise<ClientGalleryDocument | null> {
    return withDefaultsOrNull(await this.model.findOne({ token }).lean<ClientGalleryDocument>().exec());
  }

  async updateOwned(ownerId: string, id: string, changes: ClientGalleryChanges): Promise<ClientGalleryDocument | null> {
    const doc = await this.writes.document(id, () =>
      this.model
        .findOneAndUpdate({ _id: id, ownerId }, { $set: { ...changes, updatedAt: new Date() } }, { returnDocument: 'after' })
        .lean<ClientGalleryDocument>()
        .exec(),
    );
    return withDefaultsOrNull(doc);
  }

  /**
   * Adds the photos the gallery does not hold yet at its end, in the order given (a bulk
   * action; their owner is the caller's to check), unless it would then hold more than `max`.
   */
  async addPhotos(ownerId: string, id: string, photoIds: readonly string[], max: number): Promise<PhotosAddedToGallery> {
    return this.writes.document(id, async () => {
      const gallery = await this.findOwned(ownerId, id);
      if (!gallery) return { outcome: 'not-found' };
      const held = new Set(gallery.photoIds);
      const adding = [...new Set(photoIds)].filter((photoId) => !held.has(photoId));
      if (adding.length === 0) return { outcome: 'added', added: 0 };
      if (held.size + adding.length > max) return { outcome: 'too-many', name: gallery.name, held: held.size, adding: adding.length };
      await this.model.updateOne({ _id: id, ownerId }, { $set: { photoIds: [...gallery.photoIds, ...adding], updatedAt: new Date() } }).exec();
      return { outcome: 'added', added: adding.length };
    });
  }

  async deleteOwned(ownerId: string, id: string): Promise<ClientGalleryDocument | null> {
    return withDefaultsOrNull(await this.writes.document(id, () => this.model.findOneAndDelete({ _id: id, ownerId }).lean<ClientGalleryDocument>().exec()));
  }

  /**
   * Deleted photos leave every gallery of their owner that holds one (a gallery left empty
   * stays, its link still works), each in its turn; answers how many galleries changed.
   */
  async removePhotos(ownerId: string, photoIds: readonly string[]): Promise<number> {
    if (photoIds.length === 0) return 0;
    const gone = new Set(photoIds);
    const holding = (await this.model.find({ ownerId }, { photoIds: 1 }).lean<Array<Pick<ClientGalleryDocument, '_id' | 'photoIds'>>>().exec()).filter(
      (gallery) => (gallery.photoIds ?? []).some((photoId) => gone.has(photoId)),
    );
    for (const { _id } of holding) {
      await this.writes.document(_id, () => this.model.updateOne({ _id, ownerId }, { $pullAll: { photoIds: [...photoIds] } }).exec());
    }
    return holding.length;
  }

  /** Account deletion; answers the ids of the removed galleries. */
  async deleteAllOfOwner(ownerId: string): Promise<string[]> {
    const ids = (await this.model.find({ ownerId }, { _id: 1 }).lean<Array<{ _id: string }>>().exec()).map((doc) => doc._id);
    if (ids.length) await this.model.deleteMany({ ownerId }).exec();
    return ids;
  }
}

/** FerretDB leaves out empty arrays and nulls written by some updates: every field gets its default on read. */
function withDefaults(doc: ClientGalleryDocument): ClientGalleryDocument {
  return { ...doc, photoIds: doc.photoIds ?? [], passwordHash: doc.passwordHash ?? null, expiresAt: doc.expiresAt ?? null, download: doc.download ?? 'off' };
}

const withDefaultsOrNull = (doc: ClientGalleryDocument | null) => (doc ? withDefaults(doc) : null);
