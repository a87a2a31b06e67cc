import type { Connection, Model } from 'mongoose';
import type { ColorPalette } from '@lumafolio/contracts';
import type { StoredVariant } from '../photo/photo.schema.js';
import { heroSelectionSchema, type HeroSelectionDocument } from './hero-selection.schema.js';

export interface CustomHeroSelection {
  heroId: string;
  photoId: string;
  name: string;
  description: string;
  width: number;
  height: number;
  placeholder: string | null;
  variants: StoredVariant[];
  colorPalette: ColorPalette | null;
}

export class HeroSelectionRepository {
  private readonly model: Model<HeroSelectionDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<HeroSelectionDocument>('HeroSelection', heroSelectionSchema);
  }

  findByUser(userId: string): Promise<HeroSelectionDocument | null> {
    return this.model.findById(userId).lean<HeroSelectionDocument>().exec();
  }

  /** Replaces the user's selection with a global banner; resolves with the previous one. */
  saveGlobal(userId: string, heroId: string): Promise<HeroSelectionDocument | null> {
    return this.replace(userId, {
      source: 'global',
      heroId,
      photoId: null,
      name: '',
      description: '',
      width: null,
      height: null,
      placeholder: null,
      variants: [],
      colorPalette: null,
      colorAnalysisComplete: false,
    });
  }

  /** Replaces the user's selection with their own photo; resolves with the previous one. */
  saveCustom(userId: string, custom: CustomHeroSelection): Promise<HeroSelectionDocument | null> {
    return this.replace(userId, { source: 'custom', ...custom, colorAnalysisComplete: custom.colorPalette !== null });
  }

  /** A custom hero's new palette; false when no selection uses that hero any more. */
  async saveCustomPalette(heroId: string, palette: ColorPalette): Promise<boolean> {
    const result = await this.model
      .updateMany({ heroId, source: 'custom' }, { $set: { colorPalette: palette, colorAnalysisComplete: true, updatedAt: new Date() } })
      .exec();
    return result.matchedCount > 0;
  }

  /** The user's custom hero `heroId` gets a new analysis; false when it is not their hero. */
  async markCustomPalettePending(userId: string, heroId: string): Promise<boolean> {
    const result = await this.model
      .updateOne({ _id: userId, heroId, source: 'custom' }, { $set: { colorAnalysisComplete: false, updatedAt: new Date() } })
      .exec();
    return result.matchedCount > 0;
  }

  /** Custom heroes whose palette is still to come (one per hero, with its copied variants). */
  listCustomWithoutPalette(): Promise<Array<Pick<HeroSelectionDocument, 'heroId' | 'variants'>>> {
    return this.model
      .find({ source: 'custom', colorAnalysisComplete: false }, { heroId: 1, variants: 1 })
      .lean<Array<Pick<HeroSelectionDocument, 'heroId' | 'variants'>>>()
      .exec();
  }

  /** Account deletion; resolves with the removed selection. */
  remove(userId: string): Promise<HeroSelectionDocument | null> {
    return this.model.findOneAndDelete({ _id: userId }).lean<HeroSelectionDocument>().exec();
  }

  /** Removes the user's selection only while it is still the custom hero `heroId`. */
  removeCustom(userId: string, heroId: string): Promise<HeroSelectionDocument | null> {
    return this.model.findOneAndDelete({ _id: userId, heroId, source: 'custom' }).lean<HeroSelectionDocument>().exec();
  }

  private replace(userId: string, fields: Omit<HeroSelectionDocument, '_id' | 'updatedAt'>): Promise<HeroSelectionDocument | null> {
    return this.model
      .findOneAndReplace({ _id: userId }, { _id: userId, ...fields, updatedAt: new Date() }, { upsert: true, returnDocument: 'before' })
      .lean<HeroSelectionDocument>()
      .exec();
  }
}
