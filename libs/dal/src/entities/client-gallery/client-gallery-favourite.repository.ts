import type { Connection, Model } from 'mongoose';
import { clientGalleryFavouriteEntity, type ClientGalleryFavouriteDocument } from './client-gallery-favourite.schema.js';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';

/** The gallery keeps the favourites of as many visitors as it may. */
export class GalleryVisitorsFullError extends Error {
  override readonly name = 'GalleryVisitorsFullError';
}

const idOf = (galleryId: string, visitorId: string) => `${galleryId}:${visitorId}`;

/** Visitors' favourites, one document per gallery and visitor. */
export class ClientGalleryFavouriteRepository {
  private readonly model: Model<ClientGalleryFavouriteDocument>;
  private readonly writes: SharedWrites;

  constructor(connection: Connection) {
    this.model = modelOf(connection, clientGalleryFavouriteEntity);
    this.writes = sharedWritesOf(connection, clientGalleryFavouriteEntity);
  }

  async ofVisitor(galleryId: string, visitorId: string): Promise<{ photoIds: string[]; visitorName: string }> {
    const doc = await this.model.findById(idOf(galleryId, visitorId)).lean<ClientGalleryFavouriteDocument>().exec();
    return { photoIds: doc?.photoIds ?? [], visitorName: doc?.visitorName ?? '' };
  }

  /**
   * Marks or unmarks one photo; answers the visitor's favourites as they now are. A new
   * visitor is kept only while the gallery has fewer than `visitorsMax` (new visitors take
   * turns per gallery, so parallel ones cannot pass the cap); unmarking keeps nothing new.
   */
  async set(
    change: { galleryId: string; visitorId: string; visitorName: string; photoId: string; favourite: boolean },
    visitorsMax: number,
  ): Promise<string[]> {
    const _id = idOf(change.galleryId, change.visitorId);
    const set = { galleryId: change.galleryId, updatedAt: new Date(), ...(change.visitorName ? { visitorName: change.visitorName } : {}) };
    const update = change.favourite ? { $set: set, $addToSet: { photoIds: change.photoId } } : { $set: set, $pull: { photoIds: change.photoId } };
    const write = async () => {
      const doc = await this.model.findOneAndUpdate({ _id }, update, { upsert: true, returnDocument: 'after' }).lean<ClientGalleryFavouriteDocument>().exec();
      return doc?.photoIds ?? [];
    };
    // FerretDB also refuses the second of two first upserts of one document: the turn avoids both.
    return this.writes.document(_id, async () => {
      if (await this.model.exists({ _id })) return write();
      if (!change.favourite) return [];
      return this.writes.invariant(`${change.galleryId}:new-visitors`, async () => {
        if ((await this.model.countDocuments({ galleryId: change.galleryId })) >= visitorsMax) throw new GalleryVisitorsFullError();
        return write();
      });
    });
  }

  async listOfGallery(galleryId: string): Promise<ClientGalleryFavouriteDocument[]> {
    const docs = await this.model.find({ galleryId }).sort({ updatedAt: -1 }).lean<ClientGalleryFavouriteDocument[]>().exec();
    return docs.map((doc) => ({ ...doc, photoIds: doc.photoIds ?? [], visitorName: doc.visitorName ?? '' }));
  }

  /** Per gallery, how many visitors have at least one favourite. */
  async visitorCounts(galleryIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (!galleryIds.length) return counts;
    const docs = await this.model
      .find({ galleryId: { $in: [...galleryIds] }, 'photoIds.0': { $exists: true } }, { galleryId: 1 })
      .lean<Array<{ galleryId: string }>>()
      .exec();
    for (const { galleryId } of docs) counts.set(galleryId, (counts.get(galleryId) ?? 0) + 1);
    return counts;
  }

  async deleteOfGalleries(galleryIds: readonly string[]): Promise<void> {
    if (galleryIds.length) await this.model.deleteMany({ galleryId: { $in: [...galleryIds] } }).exec();
  }
}
