import type { Connection, Model } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import type { StoredVariant } from '../photo/photo.schema.js';
import { DEFAULT_HERO_SLOT, heroImageSchema, type HeroImageDocument } from './hero-image.schema.js';

export interface HeroImageSeed {
  id: string;
  name: string;
  description: string;
  sourceKey: string;
  sourceHash: string;
}

export interface HeroRenditions {
  width: number;
  height: number;
  placeholder: string | null;
  variants: StoredVariant[];
}

/** MongoDB says E11000; FerretDB 1.x on SQLite passes on SQLite's own unique-constraint error. */
const isDuplicateKey = (error: unknown) => {
  const { code, message } = error as { code?: number; message?: string };
  return code === 11000 || /UNIQUE constraint failed|duplicate key/i.test(message ?? '');
};

export class HeroImageRepository {
  private readonly model: Model<HeroImageDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<HeroImageDocument>('HeroImage', heroImageSchema);
  }

  /** Builds the unique index now: seeding claims the default right after start-up. */
  async ensureIndexes(): Promise<void> {
    await this.model.init();
  }

  findById(id: string): Promise<HeroImageDocument | null> {
    return this.model.findById(id).lean<HeroImageDocument>().exec();
  }

  /** Default first, then by name. */
  listAll(): Promise<HeroImageDocument[]> {
    return this.model.find().sort({ isDefault: -1, name: 1 }).lean<HeroImageDocument[]>().exec();
  }

  findDefault(): Promise<HeroImageDocument | null> {
    return this.model.findOne({ defaultSlot: DEFAULT_HERO_SLOT }).lean<HeroImageDocument>().exec();
  }

  /**
   * A seeded banner: created once (name and description are then the admins'), its source
   * kept up to date. Running it twice changes nothing.
   */
  async upsertSeed(seed: HeroImageSeed): Promise<HeroImageDocument> {
    const now = new Date();
    const doc = await this.model
      .findOneAndUpdate(
        { _id: seed.id },
        {
          $set: { sourceKey: seed.sourceKey, sourceHash: seed.sourceHash },
          $setOnInsert: {
            name: seed.name,
            description: seed.description,
            renditionsOf: null,
            width: null,
            height: null,
            placeholder: null,
            variants: [],
            isDefault: false,
            defaultSlot: seed.id,
            colorPalette: null,
            colorAnalysisComplete: false,
            createdAt: now,
            updatedAt: now,
          },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<HeroImageDocument>()
      .exec();
    return doc as HeroImageDocument;
  }

  /**
   * Makes `id` the default when there is none. False when another banner already is (the
   * unique slot refuses a second one, also under concurrent calls).
   */
  async claimDefaultIfNone(id: string): Promise<boolean> {
    const current = await this.findDefault();
    if (current) return current._id === id;
    try {
      const result = await this.model.updateOne({ _id: id }, { $set: { isDefault: true, defaultSlot: DEFAULT_HERO_SLOT } }).exec();
      return result.matchedCount > 0;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The worker's variants of the source `sourceHash`; null when the banner no longer exists. */
  saveRenditions(id: string, sourceHash: string, renditions: HeroRenditions): Promise<HeroImageDocument | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $set: { ...renditions, renditionsOf: sourceHash, updatedAt: new Date() } }, { returnDocument: 'after' })
      .lean<HeroImageDocument>()
      .exec();
  }

  async savePalette(id: string, palette: ColorPalette): Promise<boolean> {
    const result = await this.model.updateOne({ _id: id }, { $set: { colorPalette: palette, colorAnalysisComplete: true, updatedAt: new Date() } }).exec();
    return result.matchedCount > 0;
  }

  /** A new analysis was asked for: the old palette stays visible until the new one arrives. */
  async markPalettePending(id: string): Promise<boolean> {
    const result = await this.model.updateOne({ _id: id }, { $set: { colorAnalysisComplete: false, updatedAt: new Date() } }).exec();
    return result.matchedCount > 0;
  }
}
