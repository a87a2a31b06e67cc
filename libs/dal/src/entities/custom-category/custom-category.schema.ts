import { Schema } from 'mongoose';

export const CUSTOM_CATEGORY_COLLECTION = 'custom_categories';

export interface CustomCategoryDocument {
  _id: string;
  userId: string;
  /** The slug made from the label; unique per user. */
  categoryId: string;
  label: string;
  description: string;
  createdAt: Date;
}

/** Owned by the media service: a user's own photo categories. */
export const customCategorySchema = new Schema<CustomCategoryDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    categoryId: { type: String, required: true },
    label: { type: String, required: true },
    description: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: CUSTOM_CATEGORY_COLLECTION, versionKey: false },
);

// One slug per user; also serves "list a user's categories".
customCategorySchema.index({ userId: 1, categoryId: 1 }, { unique: true });
