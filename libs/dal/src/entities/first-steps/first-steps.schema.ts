import { Schema } from 'mongoose';

export const FIRST_STEPS_COLLECTION = 'first_steps';

/**
 * Owned by the portfolio service: what the first-steps checklist cannot read from other
 * data. `_id` is the user id. Missing fields (older or partial documents) read as "not yet".
 */
export interface FirstStepsDocument {
  _id: string;
  sharedAt?: Date | null;
  dismissedAt?: Date | null;
}

export const firstStepsSchema = new Schema<FirstStepsDocument>(
  {
    _id: { type: String, required: true },
    sharedAt: { type: Date },
    dismissedAt: { type: Date },
  },
  { collection: FIRST_STEPS_COLLECTION, versionKey: false },
);
