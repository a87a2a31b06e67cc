import type { Connection, Model } from 'mongoose';
import { formerUsernameSchema, type FormerUsernameDocument } from './former-username.schema.js';

const key = (name: string) => name.trim().toLowerCase();

/** Usernames given up, each pointing at the user who gave it up last (ADR 45). */
export class FormerUsernameRepository {
  private readonly model: Model<FormerUsernameDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.FormerUsername ?? connection.model<FormerUsernameDocument>('FormerUsername', formerUsernameSchema);
  }

  async ensureIndexes(): Promise<void> {
    await this.model.createIndexes();
  }

  /** `name` now leads to `userId` (replacing whoever gave it up before). */
  async record(name: string, userId: string): Promise<void> {
    await this.model.replaceOne({ _id: key(name) }, { _id: key(name), userId, createdAt: new Date() }, { upsert: true }).exec();
  }

  /** Somebody has taken `name`: it leads nowhere else any more. Resolves with the user it led to, if any. */
  async release(name: string): Promise<string | null> {
    const removed = await this.model
      .findOneAndDelete({ _id: key(name) })
      .lean<FormerUsernameDocument>()
      .exec();
    return removed?.userId ?? null;
  }

  /** The user who gave up `name` last; null when nobody did. */
  async findUserId(name: string): Promise<string | null> {
    const found = await this.model.findById(key(name)).lean<FormerUsernameDocument>().exec();
    return found?.userId ?? null;
  }

  /** Account deletion. */
  async removeAllOf(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }
}
