import type { Connection, Model } from 'mongoose';
import { findPage, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { contactMessageSchema, type ContactMessageDocument } from './contact-message.schema.js';

const NEWEST_FIRST: readonly SortField[] = [
  { field: 'createdAt', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];

export class ContactMessageRepository {
  private readonly model: Model<ContactMessageDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.ContactMessage ?? connection.model<ContactMessageDocument>('ContactMessage', contactMessageSchema);
  }

  async insert(message: ContactMessageDocument): Promise<void> {
    await this.model.create(message);
  }

  findById(id: string): Promise<ContactMessageDocument | null> {
    return this.model.findById(id).lean<ContactMessageDocument>().exec();
  }

  listNewestFirst(limit: number): Promise<ContactMessageDocument[]> {
    return this.model.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<ContactMessageDocument[]>().exec();
  }

  /** Newest first; an unreadable cursor is an InvalidCursorError. */
  pageNewestFirst(page: { cursor: string | null; limit: number }): Promise<KeysetPage<ContactMessageDocument>> {
    return findPage(this.model, {}, NEWEST_FIRST, page);
  }

  count(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }

  /** Removes one message and answers it as it was (null when there was none). */
  deleteById(id: string): Promise<ContactMessageDocument | null> {
    return this.model.findOneAndDelete({ _id: id }).lean<ContactMessageDocument>().exec();
  }

  /** Account deletion: the messages sent to the user's portfolio. */
  async deleteByRecipient(userId: string): Promise<number> {
    return (await this.model.deleteMany({ recipientUserId: userId }).exec()).deletedCount;
  }

  async markEmailQueued(id: string, at: Date = new Date()): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { emailQueuedAt: at } }).exec();
  }

  /** Messages stored before `createdBefore` whose notification has not reached the queue. */
  listAwaitingEmail(createdBefore: Date, limit: number): Promise<ContactMessageDocument[]> {
    return this.model
      .find({ emailQueuedAt: null, createdAt: { $lt: createdBefore } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<ContactMessageDocument[]>()
      .exec();
  }
}
