import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';
import type { ColorPalette, HeroSignals } from '@lumafolio/contracts';
import type { StoredVariant } from '../photo/photo.schema.js';

export const HERO_IMAGE_COLLECTION = 'hero_images';

/** Owned by the portfolio service: a global hero banner. `_id` is the hero id. */
export interface HeroImageDocument {
  _id: string;
  name: string;
  description: string;
  /** `hero/{heroId}/original.webp` (seeded) or `hero/{heroId}/source` (added by an admin): what the variants are made from. */
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
  /**
   * The default banner is the one with the highest rank (ties: the smallest id), so there is
   * always exactly one while any banner exists. Setting a default writes one rank on one
   * document: the flag moves in a single update, with no moment of zero or two defaults.
   */
  defaultRank: number;
  /** Added with "make it the default": it takes the rank once its variants exist. */
  promoteWhenReady: boolean;
  colorPalette: ColorPalette | null;
  colorAnalysisComplete: boolean;
  /** Measured by the media worker with the palette (ADR 30); null or absent before. */
  signals?: HeroSignals | null;
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
    defaultRank: { type: Number, default: 0 },
    promoteWhenReady: { type: Boolean, default: false },
    colorPalette: { type: Schema.Types.Mixed, default: null },
    colorAnalysisComplete: { type: Boolean, default: false },
    signals: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: HERO_IMAGE_COLLECTION, versionKey: false },
);

// "Which is the default": the first document in this order.
heroImageSchema.index({ defaultRank: -1, _id: 1 });
// The admin list's keyset pages (oldest first, the seeded banners at the top).
heroImageSchema.index({ createdAt: 1, _id: 1 });

/** A banner's renditions and palette arrive together from the worker, next to an admin's edits, on any portfolio replica. */
export const heroImageEntity = defineEntity<HeroImageDocument>({ name: 'hero-image', model: 'HeroImage', schema: heroImageSchema, writes: 'shared' });
