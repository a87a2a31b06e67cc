import { Schema } from 'mongoose';
import type { Template } from '@lumafolio/contracts';
import type { WithStringId } from '../../repository/base.repository.js';

export const TEMPLATE_COLLECTION = 'templates';

const colorScheme = {
  primary: String,
  secondary: String,
  accent: String,
  text: String,
  textLight: String,
  background: String,
  cardBackground: String,
  border: String,
};

/** Owned by the portfolio service. `_id` is the template id (`classic`, `epic`, …). */
export const templateSchema = new Schema<WithStringId<Template>>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, default: '' },
    isDefault: { type: Boolean, default: false },
    colorScheme: { type: colorScheme, required: true, _id: false },
    typography: {
      type: { fontFamily: String, headingWeight: Number, bodyWeight: Number },
      required: true,
      _id: false,
    },
  },
  { collection: TEMPLATE_COLLECTION, versionKey: false },
);

// Lists put the default template first; isDefault is read on every portfolio page render.
templateSchema.index({ isDefault: -1 });
