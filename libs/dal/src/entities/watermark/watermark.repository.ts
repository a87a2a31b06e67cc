import type { Connection, Model } from 'mongoose';
import { DEFAULT_WATERMARK_SETTINGS, type WatermarkSettings } from '@lumafolio/contracts';
import { watermarkEntity, type WatermarkDocument } from './watermark.schema.js';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';

/** One document per photographer; fields missing from older or partial documents read as the defaults. */
export class WatermarkRepository {
  private readonly model: Model<WatermarkDocument>;
  private readonly writes: SharedWrites;

  constructor(connection: Connection) {
    this.model = modelOf(connection, watermarkEntity);
    this.writes = sharedWritesOf(connection, watermarkEntity);
  }

  async find(userId: string): Promise<WatermarkDocument | null> {
    const doc = await this.model.findById(userId).lean<Partial<WatermarkDocument> & { _id: string }>().exec();
    return doc ? withDefaults(doc) : null;
  }

  /** The new setting under a new revision; its redo starts at 0 of `total`. */
  async saveSettings(userId: string, settings: WatermarkSettings, revision: string, total: number): Promise<WatermarkDocument> {
    const doc = await this.writes.document(userId, () =>
      this.model
        .findOneAndUpdate(
          { _id: userId },
          { $set: { ...settings, revision, progress: { revision, done: 0, total, finished: total === 0 }, updatedAt: new Date() } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<WatermarkDocument>()
        .exec(),
    );
    return withDefaults(doc);
  }

  /** The new logo; resolves with the document before (its logo file is the caller's to remove). */
  async setLogo(userId: string, logoKey: string, revision: string): Promise<WatermarkDocument | null> {
    const before = await this.writes.document(userId, () =>
      this.model
        .findOneAndUpdate({ _id: userId }, { $set: { logoKey, updatedAt: new Date() }, $setOnInsert: { revision } }, { upsert: true, returnDocument: 'before' })
        .lean<Partial<WatermarkDocument> & { _id: string }>()
        .exec(),
    );
    return before ? withDefaults(before) : null;
  }

  /** A page of the redo for `revision` is done; ignored once another revision is current. A finished redo stays finished. */
  async addProgress(userId: string, revision: string, done: number, finished: boolean): Promise<void> {
    await this.writes.document(userId, () =>
      this.model
        .updateOne(
          { _id: userId, revision },
          { $inc: { 'progress.done': done }, $set: { ...(finished ? { 'progress.finished': true } : {}), updatedAt: new Date() } },
        )
        .exec(),
    );
  }

  async remove(userId: string): Promise<WatermarkDocument | null> {
    return this.writes.document(userId, () => this.model.findOneAndDelete({ _id: userId }).lean<WatermarkDocument>().exec());
  }
}

function withDefaults(doc: Partial<WatermarkDocument> & { _id: string }): WatermarkDocument {
  return {
    ...DEFAULT_WATERMARK_SETTINGS,
    ...Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== null && value !== undefined)),
    _id: doc._id,
    logoKey: doc.logoKey ?? null,
    revision: doc.revision ?? '',
    progress: doc.progress ?? null,
    updatedAt: doc.updatedAt ?? new Date(0),
  } as WatermarkDocument;
}
