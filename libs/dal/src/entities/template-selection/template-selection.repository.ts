import type { Connection, Model } from 'mongoose';
import { templateSelectionSchema, type TemplateSelectionDocument } from './template-selection.schema.js';

export class TemplateSelectionRepository {
  private readonly model: Model<TemplateSelectionDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<TemplateSelectionDocument>('TemplateSelection', templateSelectionSchema);
  }

  async findTemplateId(userId: string): Promise<string | null> {
    const doc = await this.model.findById(userId).lean<TemplateSelectionDocument>().exec();
    return doc?.templateId ?? null;
  }

  /** Whether the accent follows the hero banner (true unless the user turned it off). */
  async findHeroAccent(userId: string): Promise<boolean> {
    const doc = await this.model.findById(userId).lean<TemplateSelectionDocument>().exec();
    return doc?.heroAccent !== false;
  }

  async saveHeroAccent(userId: string, heroAccent: boolean): Promise<void> {
    await this.model.updateOne({ _id: userId }, { $set: { heroAccent, updatedAt: new Date() } }, { upsert: true }).exec();
  }

  async save(userId: string, templateId: string): Promise<void> {
    await this.model.updateOne({ _id: userId }, { $set: { templateId, updatedAt: new Date() } }, { upsert: true }).exec();
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId }).exec();
  }
}
