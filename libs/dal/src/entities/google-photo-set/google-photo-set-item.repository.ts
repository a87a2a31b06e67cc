import type { Connection, Model } from 'mongoose';
import { googlePhotoSetItemSchema, type GooglePhotoSetItemDocument, type GooglePhotoSetItemStatus } from './google-photo-set.schema.js';

export type NewGooglePhotoSetItem = Pick<
  GooglePhotoSetItemDocument,
  'setId' | 'userId' | 'mediaItemId' | 'position' | 'type' | 'filename' | 'mimeType' | 'baseUrl'
> & {
  /** An item that will not be imported (a video) is skipped from the start, with this reason. */
  skipReason: string | null;
};
export type GooglePhotoSetCounts = Record<GooglePhotoSetItemStatus, number> & { total: number };

export const googlePhotoSetItemId = (setId: string, mediaItemId: string) => `${setId}:${mediaItemId}`;

/** The items of picked sets and what became of each. */
export class GooglePhotoSetItemRepository {
  private readonly model: Model<GooglePhotoSetItemDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.GooglePhotoSetItem ?? connection.model<GooglePhotoSetItemDocument>('GooglePhotoSetItem', googlePhotoSetItemSchema);
  }

  /** Adds a set's items (listing again only refreshes their base URLs: nothing is counted twice). */
  async upsertMany(items: readonly NewGooglePhotoSetItem[], at: Date = new Date()): Promise<void> {
    if (!items.length) return;
    await this.model.bulkWrite(
      items.map(({ baseUrl, skipReason, ...item }) => ({
        updateOne: {
          filter: { _id: googlePhotoSetItemId(item.setId, item.mediaItemId) },
          update: {
            $set: { baseUrl, updatedAt: at },
            $setOnInsert: { ...item, status: skipReason ? 'skipped' : 'pending', photoId: null, error: skipReason },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  find(setId: string, mediaItemId: string): Promise<GooglePhotoSetItemDocument | null> {
    return this.model.findById(googlePhotoSetItemId(setId, mediaItemId)).lean<GooglePhotoSetItemDocument>().exec();
  }

  /** The set's first photo (its cover). */
  firstPhoto(setId: string): Promise<GooglePhotoSetItemDocument | null> {
    return this.model.findOne({ setId, type: 'photo' }).sort({ position: 1 }).lean<GooglePhotoSetItemDocument>().exec();
  }

  /** The media item ids of a set still to import, in Google's order. */
  async pendingIds(setId: string): Promise<string[]> {
    const items = await this.model
      .find({ setId, status: { $in: ['pending', 'failed'] } }, { mediaItemId: 1, position: 1 })
      .sort({ position: 1 })
      .lean<Array<Pick<GooglePhotoSetItemDocument, 'mediaItemId'>>>()
      .exec();
    return items.map((item) => item.mediaItemId);
  }

  async counts(setId: string): Promise<GooglePhotoSetCounts> {
    const groups = await this.model.aggregate<{ _id: GooglePhotoSetItemStatus; count: number }>([
      { $match: { setId } },
      { $group: { _id: '$status', count: { $sum: 1 } } },
    ]);
    const counts: GooglePhotoSetCounts = { pending: 0, imported: 0, skipped: 0, failed: 0, total: 0 };
    for (const group of groups) {
      counts[group._id] = group.count;
      counts.total += group.count;
    }
    return counts;
  }

  failures(setId: string, limit: number): Promise<Array<Pick<GooglePhotoSetItemDocument, 'filename' | 'error'>>> {
    return this.model.find({ setId, status: 'failed' }, { filename: 1, error: 1 }).sort({ position: 1 }).limit(limit).lean().exec();
  }

  /** Failed items go back to pending before a new sync, so a retry counts them afresh. */
  async resetFailed(setId: string): Promise<void> {
    await this.model.updateMany({ setId, status: 'failed' }, { $set: { status: 'pending', error: null, updatedAt: new Date() } }).exec();
  }

  async markOutcome(
    setId: string,
    mediaItemId: string,
    outcome: { status: GooglePhotoSetItemStatus; photoId?: string | null; error?: string | null },
  ): Promise<void> {
    await this.model
      .updateOne(
        { _id: googlePhotoSetItemId(setId, mediaItemId) },
        { $set: { status: outcome.status, photoId: outcome.photoId ?? null, error: outcome.error?.slice(0, 500) ?? null, updatedAt: new Date() } },
      )
      .exec();
  }

  async removeSet(setId: string): Promise<void> {
    await this.model.deleteMany({ setId }).exec();
  }

  async removeAllOf(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}
