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

  async save(userId: string, templateId: string): Promise<void> {
    await this.model.updateOne({ _id: userId }, { $set: { templateId, updatedAt: new Date() } }, { upsert: true }).exec();
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId }).exec();
  }
}
