import type { Connection, Model } from 'mongoose';
import { findPage, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { emailLogSchema, type EmailLogDocument } from './email-log.schema.js';

const NEWEST_FIRST: readonly SortField[] = [
  { field: 'createdAt', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];

/** An entry without its body, for lists. */
export type EmailLogSummaryDocument = Omit<EmailLogDocument, 'html'>;

export type EmailContent = Pick<EmailLogDocument, 'contactMessageId' | 'from' | 'to' | 'replyTo' | 'subject' | 'html'>;

/**
 * One entry per e-mail, keyed by a deterministic id: each attempt updates it in place, so
 * a job that runs twice never leaves two entries.
 */
export class EmailLogRepository {
  private readonly model: Model<EmailLogDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.EmailLog ?? connection.model<EmailLogDocument>('EmailLog', emailLogSchema);
  }

  findById(id: string): Promise<EmailLogDocument | null> {
    return this.model.findById(id).lean<EmailLogDocument>().exec();
  }

  listNewestFirst(limit: number): Promise<EmailLogDocument[]> {
    return this.model.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<EmailLogDocument[]>().exec();
  }

  /** Newest first, without the bodies; an unreadable cursor is an InvalidCursorError. */
  pageNewestFirst(page: { cursor: string | null; limit: number }): Promise<KeysetPage<EmailLogSummaryDocument>> {
    return findPage(this.model, {}, NEWEST_FIRST, page, { html: 0 });
  }

  count(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }

  /**
   * Account deletion: the e-mails sent to that address alone (its account e-mails and the
   * notifications of messages to its portfolio). A notification sent to several admins
   * stays: it is the other admins' record as well.
   */
  async deleteByRecipient(address: string): Promise<number> {
    return (await this.model.deleteMany({ to: address.trim().toLowerCase() }).exec()).deletedCount;
  }

  /** Creates the entry or refreshes its content, marks an attempt under way and counts it. */
  async startAttempt(id: string, content: EmailContent, at: Date = new Date()): Promise<void> {
    await this.model
      .updateOne(
        { _id: id },
        { $set: { ...content, status: 'queued', timestamp: at }, $inc: { attempts: 1 }, $setOnInsert: { createdAt: at, error: null, messageId: null } },
        { upsert: true },
      )
      .exec();
  }

  async markSent(id: string, status: 'captured' | 'delivered', messageId: string | null, at: Date = new Date()): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status, messageId, error: null, timestamp: at } }).exec();
  }

  async markFailed(id: string, error: string, at: Date = new Date()): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status: 'failed', error: error.slice(0, 1000), timestamp: at } }).exec();
  }
}
