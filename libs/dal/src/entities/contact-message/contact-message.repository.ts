import type { Connection, Model } from 'mongoose';
import { contactMessageSchema, type ContactMessageDocument } from './contact-message.schema.js';

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
