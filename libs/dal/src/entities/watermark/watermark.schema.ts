import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';
import type { WatermarkKind, WatermarkPosition } from '@lumafolio/contracts';

/** A photographer's watermark (ADR 44), owned by the media service. `_id` is the user id. */
export interface WatermarkDocument {
  _id: string;
  enabled: boolean;
  kind: WatermarkKind;
  text: string;
  position: WatermarkPosition;
  opacityPercent: number;
  sizePercent: number;
  /** The uploaded logo, normalised to PNG; null when none. */
  logoKey: string | null;
  /** Changes with every save: names the public variants made for it, and their redo job. */
  revision: string;
  /** How many of the owner's photos the redo for `revision` has done, of `total`. */
  progress: { revision: string; done: number; total: number; finished: boolean } | null;
  updatedAt: Date;
}

export const watermarkSchema = new Schema<WatermarkDocument>(
  {
    _id: { type: String, required: true },
    enabled: { type: Boolean, default: false },
    kind: { type: String, default: 'text' },
    text: { type: String, default: '' },
    position: { type: String, default: 'bottom-right' },
    opacityPercent: { type: Number, default: 60 },
    sizePercent: { type: Number, default: 20 },
    logoKey: { type: String, default: null },
    revision: { type: String, required: true },
    progress: { type: Schema.Types.Mixed, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'watermarks', versionKey: false },
);

/** The media worker counts a redo's pages while the media service saves the next setting. */
export const watermarkEntity = defineEntity<WatermarkDocument>({ name: 'watermark', model: 'Watermark', schema: watermarkSchema, writes: 'shared' });
