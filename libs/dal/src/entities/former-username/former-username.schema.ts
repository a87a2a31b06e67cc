import { Schema } from 'mongoose';

export const FORMER_USERNAME_COLLECTION = 'former_usernames';

/**
 * Owned by the auth service: a username somebody gave up, still pointing at them so their
 * old portfolio links redirect. `_id` is the name lowercased: one claim per name, so a
 * name is never two people's old address.
 */
export interface FormerUsernameDocument {
  _id: string;
  userId: string;
  createdAt: Date;
}

export const formerUsernameSchema = new Schema<FormerUsernameDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: FORMER_USERNAME_COLLECTION, versionKey: false },
);

// Account deletion removes a user's old names.
formerUsernameSchema.index({ userId: 1 });
