import type { Connection, Model } from 'mongoose';
import { googleConnectionSchema, type GoogleConnectionDocument } from './google-connection.schema.js';

export class GoogleConnectionRepository {
  private readonly model: Model<GoogleConnectionDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.GoogleConnection ?? connection.model<GoogleConnectionDocument>('GoogleConnection', googleConnectionSchema);
  }

  find(userId: string): Promise<GoogleConnectionDocument | null> {
    return this.model.findById(userId).lean<GoogleConnectionDocument>().exec();
  }

  /** A new grant (connect or reconnect) replaces the old one. */
  async connect(userId: string, sealedGrant: string, at: Date = new Date()): Promise<void> {
    await this.model.updateOne({ _id: userId }, { $set: { sealedGrant, needsReconnect: false, connectedAt: at, updatedAt: at } }, { upsert: true }).exec();
  }

  /** A refreshed access token; a connection removed meanwhile stays removed. */
  async saveGrant(userId: string, sealedGrant: string): Promise<void> {
    await this.model.updateOne({ _id: userId }, { $set: { sealedGrant, updatedAt: new Date() } }).exec();
  }

  async markNeedsReconnect(userId: string): Promise<void> {
    await this.model.updateOne({ _id: userId }, { $set: { needsReconnect: true, updatedAt: new Date() } }).exec();
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId }).exec();
  }
}
