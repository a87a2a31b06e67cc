import type { Connection, Model } from 'mongoose';
import { firstStepsSchema, type FirstStepsDocument } from './first-steps.schema.js';

export interface FirstStepsMarks {
  shared: boolean;
  dismissed: boolean;
}

/** The first-steps checklist's own marks, one document per user. */
export class FirstStepsRepository {
  private readonly model: Model<FirstStepsDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.FirstSteps ?? connection.model<FirstStepsDocument>('FirstSteps', firstStepsSchema);
  }

  async find(userId: string): Promise<FirstStepsMarks> {
    const doc = await this.model.findById(userId).lean<FirstStepsDocument>().exec();
    return { shared: Boolean(doc?.sharedAt), dismissed: Boolean(doc?.dismissedAt) };
  }

  /** The first time counts: a later share or dismissal keeps the first date. */
  async mark(userId: string, mark: keyof FirstStepsMarks): Promise<void> {
    const field = mark === 'shared' ? 'sharedAt' : 'dismissedAt';
    await this.model
      .updateOne({ _id: userId, [field]: { $exists: false } }, { $set: { [field]: new Date() } }, { upsert: true })
      .exec()
      .catch(ignoreDuplicate);
  }

  /** Account deletion. */
  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId }).exec();
  }
}

/** The document exists with the mark already set: the upsert's insert collides, and there is nothing to do. */
function ignoreDuplicate(error: unknown): void {
  if ((error as { code?: number }).code !== 11000) throw error;
}
