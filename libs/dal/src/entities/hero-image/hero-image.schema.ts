import { Schema } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import type { StoredVariant } from '../photo/photo.schema.js';

export const HERO_IMAGE_COLLECTION = 'hero_images';

/** `defaultSlot` of the one default banner; hero ids are lowercase, so no id can take it. */
export const DEFAULT_HERO_SLOT = 'DEFAULT';

/** Owned by the portfolio service: a global hero banner. `_id` is the hero id. */
export interface HeroImageDocument {
  _id: string;
  name: string;
  description: string;
  /** `hero/{heroId}/original.webp`: what the variants are made from. */
  sourceKey: string;
  /** SHA-256 (hex) of the source file. */
  sourceHash: string;
  /** The sourceHash the current variants were made from; null before the first optimise job. */
  renditionsOf: string | null;
  width: number | null;
  height: number | null;
  /** ThumbHash, base64. */
  placeholder: string | null;
  variants: StoredVariant[];
  isDefault: boolean;
  /** DEFAULT_HERO_SLOT on the default banner, the hero's own id on every other: unique, so two defaults cannot exist. */
  defaultSlot: string;
  colorPalette: ColorPalette | null;
  colorAnalysisComplete: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const heroImageSchema = new Schema<HeroImageDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    sourceKey: { type: String, required: true },
    sourceHash: { type: String, required: true },
    renditionsOf: { type: String, default: null },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    placeholder: { type: String, default: null },
    variants: { type: [{ width: Number, height: Number, format: String, key: String, bytes: Number, _id: false }], default: [] },
    isDefault: { type: Boolean, default: false },
    defaultSlot: { type: String, required: true },
    colorPalette: { type: Schema.Types.Mixed, default: null },
    colorAnalysisComplete: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: HERO_IMAGE_COLLECTION, versionKey: false },
);

// Exactly one default, race-free without transactions: only the default holds the slot
// DEFAULT_HERO_SLOT, so a second one is refused by the database (E11000). A partial unique
// index on isDefault would say the same, but FerretDB 1.x has no partial indexes.
heroImageSchema.index({ defaultSlot: 1 }, { unique: true });
// The list and "which is the default" read a handful of documents: no further index.
