import type { Connection, Model } from 'mongoose';
import { isDuplicateKey } from '../../repository/duplicate-key.js';
import { photoSourceKey, photoSourceSchema, type PhotoSourceDocument, type PhotoSourceProvider } from './photo-source.schema.js';

export interface PhotoSourceRef {
  userId: string;
  provider: PhotoSourceProvider;
  sourceId: string;
}

/** What a claim found: the item was free (now ours), or another photo holds it. */
export type PhotoSourceClaim = { claimed: true } | { claimed: false; photoId: string };

/** The claims of imported items on the photos they became (see PhotoSourceDocument). */
export class PhotoSourceRepository {
  private readonly model: Model<PhotoSourceDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.PhotoSource ?? connection.model<PhotoSourceDocument>('PhotoSource', photoSourceSchema);
  }

  /** Claims the item for `photoId`; when it is already claimed, says by which photo (the caller checks that it still exists). */
  async claim(source: PhotoSourceRef, photoId: string, at: Date = new Date()): Promise<PhotoSourceClaim> {
    const _id = photoSourceKey(source.userId, source.provider, source.sourceId);
    try {
      await this.model.create({ _id, ...source, photoId, createdAt: at });
      return { claimed: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await this.model.findById(_id).lean<PhotoSourceDocument>().exec();
    // Released between the insert and the read: try once more.
    if (!existing) return this.claim(source, photoId, at);
    return existing.photoId === photoId ? { claimed: true } : { claimed: false, photoId: existing.photoId };
  }

  /** Moves a claim whose photo is gone to `photoId`; false when another intake moved it first. */
  async takeOver(source: PhotoSourceRef, fromPhotoId: string, photoId: string, at: Date = new Date()): Promise<boolean> {
    const _id = photoSourceKey(source.userId, source.provider, source.sourceId);
    const result = await this.model.updateOne({ _id, photoId: fromPhotoId }, { $set: { photoId, createdAt: at } }).exec();
    return result.matchedCount > 0;
  }

  /** The claims of these items of one user (at most as many as asked). */
  findMany(userId: string, provider: PhotoSourceProvider, sourceIds: readonly string[]): Promise<PhotoSourceDocument[]> {
    if (!sourceIds.length) return Promise.resolve([]);
    return this.model
      .find({ _id: { $in: sourceIds.map((id) => photoSourceKey(userId, provider, id)) } })
      .lean<PhotoSourceDocument[]>()
      .exec();
  }

  async deleteAllOfUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId }).exec()).deletedCount;
  }
}
