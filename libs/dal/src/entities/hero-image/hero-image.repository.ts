import type { Connection, Model } from 'mongoose';
import type { ColorPalette, HeroSignals } from '@lumafolio/contracts';
import type { StoredVariant } from '../photo/photo.schema.js';
import { findPage, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { heroImageEntity, type HeroImageDocument } from './hero-image.schema.js';
import { isDuplicateKey } from '../../repository/duplicate-key.js';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';

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

// FerretDB (dev and tests) drops null and [] values of a $setOnInsert, so a seeded banner
// may lack these fields until its worker results arrive: readers default them (hero-view).
const NO_RENDITIONS = {
  renditionsOf: null,
  width: null,
  height: null,
  placeholder: null,
  variants: [],
  defaultRank: 0,
  promoteWhenReady: false,
  colorPalette: null,
  colorAnalysisComplete: false,
};

export interface NewHeroImage extends HeroImageSeed {
  promoteWhenReady: boolean;
}

const ADMIN_ORDER: readonly SortField[] = [
  { field: 'createdAt', direction: 1, type: 'date' },
  { field: '_id', direction: 1, type: 'string' },
];
const DEFAULT_FIRST = { defaultRank: -1, _id: 1 } as const;

export type DeleteHeroOutcome = { deleted: HeroImageDocument } | { refused: 'default' | 'missing' };

/** The name of the rule "one banner is the default": moving the default and deleting a banner take its turn. */
const THE_DEFAULT = 'default';

export class HeroImageRepository {
  private readonly model: Model<HeroImageDocument>;
  private readonly writes: SharedWrites;

  constructor(connection: Connection) {
    this.model = modelOf(connection, heroImageEntity);
    this.writes = sharedWritesOf(connection, heroImageEntity);
  }

  /**
   * Builds the indexes now. The unique `defaultSlot` index of earlier versions goes: banners
   * added now have no slot, and a second one would collide on the missing value.
   */
  async ensureIndexes(): Promise<void> {
    await this.model.init();
    await this.model.collection.dropIndex('defaultSlot_1').catch(() => undefined);
  }

  findById(id: string): Promise<HeroImageDocument | null> {
    return this.model.findById(id).lean<HeroImageDocument>().exec();
  }

  /** Every banner, the default first (the public list is a handful of seeded and added banners). */
  async listAll(): Promise<HeroImageDocument[]> {
    const docs = await this.model.find().sort(DEFAULT_FIRST).lean<HeroImageDocument[]>().exec();
    const [first, ...rest] = docs;
    return first ? [first, ...rest.sort((a, b) => a.name.localeCompare(b.name))] : [];
  }

  /** The admin list, oldest first, a page at a time; an unreadable cursor is an InvalidCursorError. */
  listPage(page: { cursor: string | null; limit: number }): Promise<KeysetPage<HeroImageDocument>> {
    return findPage(this.model, {}, ADMIN_ORDER, page);
  }

  count(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }

  findDefault(): Promise<HeroImageDocument | null> {
    return this.model.findOne().sort(DEFAULT_FIRST).lean<HeroImageDocument>().exec();
  }

  /**
   * A seeded banner: created once (name and description are then the admins'), its source
   * kept up to date. Running it twice changes nothing.
   */
  async upsertSeed(seed: HeroImageSeed): Promise<HeroImageDocument> {
    const now = new Date();
    const doc = await this.writes.document(seed.id, () =>
      this.model
        .findOneAndUpdate(
          { _id: seed.id },
          {
            $set: { sourceKey: seed.sourceKey, sourceHash: seed.sourceHash },
            $setOnInsert: { name: seed.name, description: seed.description, ...NO_RENDITIONS, createdAt: now, updatedAt: now },
          },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<HeroImageDocument>()
        .exec(),
    );
    return doc as HeroImageDocument;
  }

  /** A banner an admin added (its source already stored); false when the id is taken. */
  async insert(hero: NewHeroImage): Promise<HeroImageDocument | null> {
    const now = new Date();
    const { id, ...fields } = hero;
    const doc = { _id: id, ...fields, ...NO_RENDITIONS, promoteWhenReady: hero.promoteWhenReady, createdAt: now, updatedAt: now };
    try {
      await this.writes.document(id, () => this.model.create(doc));
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    return this.findById(id);
  }

  /**
   * Makes `id` the default when no banner holds a rank yet (a fresh install, or one from
   * before ranks, whose `isDefault` banner keeps the place). Repeating it changes nothing.
   */
  async claimDefaultIfNone(id: string): Promise<void> {
    await this.writes.invariant(THE_DEFAULT, async () => {
      const current = await this.findDefault();
      if (current && (current.defaultRank ?? 0) > 0) return;
      const legacy = await this.model.collection.findOne<{ _id: string }>({ isDefault: true });
      const claimed = legacy?._id ?? id;
      await this.writes.document(claimed, () => this.model.updateOne({ _id: claimed }, { $set: { defaultRank: 1 } }).exec());
    });
  }

  /**
   * Gives `id` a rank above every other banner's: one update of one document, so the
   * default moves at once. Null when the banner does not exist. Takes the default's turn:
   * FerretDB evaluates a filter and writes in two steps, so a banner being deleted could
   * otherwise become the default at that moment.
   */
  makeDefault(id: string): Promise<HeroImageDocument | null> {
    return this.writes.invariant(THE_DEFAULT, async () => {
      const current = await this.findDefault();
      if (current?._id === id && (current.defaultRank ?? 0) > 0) return current;
      const rank = Math.max((current?.defaultRank ?? 0) + 1, Date.now());
      return this.writes.document(id, () =>
        this.model
          .findOneAndUpdate({ _id: id }, { $set: { defaultRank: rank, promoteWhenReady: false, updatedAt: new Date() } }, { returnDocument: 'after' })
          .lean<HeroImageDocument>()
          .exec(),
      );
    });
  }

  /**
   * Deletes a banner unless it is the default, in the default's turn (see makeDefault). The
   * delete is also conditional on the rank read before the check.
   */
  deleteUnlessDefault(id: string): Promise<DeleteHeroOutcome> {
    return this.writes.invariant(THE_DEFAULT, async () => {
      const hero = await this.findById(id);
      if (!hero) return { refused: 'missing' };
      const current = await this.findDefault();
      if (current?._id === id) return { refused: 'default' };
      const result = await this.writes.document(id, () => this.model.deleteOne({ _id: id, defaultRank: hero.defaultRank ?? 0 }).exec());
      if (result.deletedCount === 1) return { deleted: hero };
      return (await this.findById(id)) ? { refused: 'default' } : { refused: 'missing' };
    });
  }

  /** The worker's variants of the source `sourceHash`; null when the banner no longer exists. */
  saveRenditions(id: string, sourceHash: string, renditions: HeroRenditions): Promise<HeroImageDocument | null> {
    return this.writes.document(id, () =>
      this.model
        .findOneAndUpdate({ _id: id }, { $set: { ...renditions, renditionsOf: sourceHash, updatedAt: new Date() } }, { returnDocument: 'after' })
        .lean<HeroImageDocument>()
        .exec(),
    );
  }

  /** The palette, and the measured signals when the worker sent them (an earlier worker's result keeps the stored ones). */
  async savePalette(id: string, palette: ColorPalette, signals?: HeroSignals): Promise<boolean> {
    const fields = { colorPalette: palette, colorAnalysisComplete: true, updatedAt: new Date(), ...(signals ? { signals } : {}) };
    const result = await this.writes.document(id, () => this.model.updateOne({ _id: id }, { $set: fields }).exec());
    return result.matchedCount > 0;
  }

  /** A new analysis was asked for: the old palette stays visible until the new one arrives. */
  async markPalettePending(id: string): Promise<boolean> {
    const result = await this.writes.document(id, () =>
      this.model.updateOne({ _id: id }, { $set: { colorAnalysisComplete: false, updatedAt: new Date() } }).exec(),
    );
    return result.matchedCount > 0;
  }
}
