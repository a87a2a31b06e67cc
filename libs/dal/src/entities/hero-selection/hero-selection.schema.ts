import { Schema } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import type { StoredVariant } from '../photo/photo.schema.js';

export const HERO_SELECTION_COLLECTION = 'hero_selections';

/**
 * Owned by the portfolio service: the hero banner each user chose. `_id` is the user id
 * (one selection per user). A global choice points at a banner (`heroId`); a custom one
 * ("custom-{photoId}") carries its own copied renditions and palette, so it shows even
 * while the photo is private.
 */
export interface HeroSelectionDocument {
  _id: string;
  source: 'global' | 'custom';
  heroId: string;
  /** The rest is only set for a custom hero. */
  photoId: string | null;
  name: string;
  description: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: StoredVariant[];
  colorPalette: ColorPalette | null;
  colorAnalysisComplete: boolean;
  updatedAt: Date;
}

export const heroSelectionSchema = new Schema<HeroSelectionDocument>(
  {
    _id: { type: String, required: true },
    source: { type: String, required: true, enum: ['global', 'custom'] },
    heroId: { type: String, required: true },
    photoId: { type: String, default: null },
    name: { type: String, default: '' },
    description: { type: String, default: '' },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    placeholder: { type: String, default: null },
    variants: { type: [{ width: Number, height: Number, format: String, key: String, bytes: Number, _id: false }], default: [] },
    colorPalette: { type: Schema.Types.Mixed, default: null },
    colorAnalysisComplete: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true },
  },
  { collection: HERO_SELECTION_COLLECTION, versionKey: false },
);

// A custom hero's palette arrives by hero id ("custom-{photoId}"); the same index finds
// the users of a global banner.
heroSelectionSchema.index({ heroId: 1 });
