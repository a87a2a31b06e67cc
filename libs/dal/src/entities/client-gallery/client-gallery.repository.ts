import type { Connection, Model } from 'mongoose';
import { clientGallerySchema, type ClientGalleryDocument } from './client-gallery.schema.js';

export type ClientGalleryChanges = Partial<Pick<ClientGalleryDocument, 'name' | 'photoIds' | 'passwordHash' | 'expiresAt' | 'download'>>;

/** Every owner-side read and write is scoped by ownerId: another user's id finds nothing. */
export class ClientGalleryRepository {
  private readonly model: Model<ClientGalleryDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.ClientGallery ?? connection.model<ClientGalleryDocument>('ClientGallery', clientGallerySchema);
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
    const doc = await this.model
      .findOneAndUpdate({ _id: id, ownerId }, { $set: { ...changes, updatedAt: new Date() } }, { returnDocument: 'after' })
      .lean<ClientGalleryDocument>()
      .exec();
    return withDefaultsOrNull(doc);
  }

  async deleteOwned(ownerId: string, id: string): Promise<ClientGalleryDocument | null> {
    return withDefaultsOrNull(await this.model.findOneAndDelete({ _id: id, ownerId }).lean<ClientGalleryDocument>().exec());
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
