import { Inject, Injectable } from '@nestjs/common';
import {
  isCustomHeroId,
  publicContentChangedEvent,
  type ColorPalette,
  type ExtractColorsResponse,
  type HeroImage,
  type HeroSignals,
  type HeroRenditionsJobPayload,
} from '@lumafolio/contracts';
import { HeroImageRepository, HeroSelectionRepository } from '@lumafolio/dal';
import { InjectStorage, InjectLogger, EventBus, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { HeroProcessing } from './hero-processing.js';
import { isReady, largestVariant, toHeroImage } from './hero-view.js';

export const heroNotFound = () => rpcError(404, 'Hero image not found.', 'NOT_FOUND');

/** The global banners, their renditions and palettes. */
@Injectable()
export class HeroImagesService {
  constructor(
    private readonly heroes: HeroImageRepository,
    private readonly selections: HeroSelectionRepository,
    private readonly processing: HeroProcessing,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  async list(): Promise<HeroImage[]> {
    const docs = await this.heroes.listAll();
    const defaultId = docs[0]?._id;
    return docs.filter(isReady).map((doc) => toHeroImage(doc, doc._id === defaultId));
  }

  async getDefault(): Promise<HeroImage> {
    const hero = await this.heroes.findDefault();
    if (!hero || !isReady(hero)) throw rpcError(404, 'There is no default hero image.', 'NOT_FOUND');
    return toHeroImage(hero, true);
  }

  /**
   * The document first, then the files of earlier renditions go (a visitor may still hold
   * their URLs for a moment). A banner deleted meanwhile takes these renditions along.
   */
  async saveRenditions(result: HeroRenditionsJobPayload): Promise<{ saved: boolean }> {
    const { heroId, sourceHash, ...renditions } = result;
    const saved = await this.heroes.saveRenditions(heroId, sourceHash, renditions);
    if (!saved) {
      for (const { key } of renditions.variants) await this.storage.delete(key);
      return { saved: false };
    }
    if (saved.promoteWhenReady) await this.heroes.makeDefault(heroId);
    // A banner's new renditions can show on any page that uses it.
    this.events.publish(publicContentChangedEvent, { ownerId: null });
    const keep = new Set([saved.sourceKey, ...renditions.variants.map((v) => v.key)]);
    try {
      for await (const object of this.storage.list(`hero/${heroId}/`)) {
        if (!keep.has(object.key)) await this.storage.delete(object.key);
      }
    } catch (error) {
      this.logger.warn({ err: error, heroId }, 'earlier hero renditions not removed');
    }
    return { saved: true };
  }

  async savePalette(heroId: string, palette: ColorPalette, signals?: HeroSignals): Promise<{ saved: boolean }> {
    const saved = isCustomHeroId(heroId) ? await this.selections.saveCustomPalette(heroId, palette) : await this.heroes.savePalette(heroId, palette, signals);
    if (saved) this.events.publish(publicContentChangedEvent, { ownerId: null });
    return { saved };
  }

  /**
   * Asks for a new analysis of a global banner, or of the user's own custom hero (anyone
   * else's is a 404). The current palette stays until the new one arrives, and
   * colorAnalysisComplete is false meanwhile.
   */
  async extractColors(userId: string, heroId: string): Promise<ExtractColorsResponse> {
    if (isCustomHeroId(heroId)) {
      const selection = await this.selections.findByUser(userId);
      const source = selection?.heroId === heroId ? largestVariant(selection.variants) : undefined;
      if (!selection || !source) throw heroNotFound();
      await this.selections.markCustomPalettePending(userId, heroId);
      await this.processing.measurePalette(heroId, source.key);
      return { heroId, status: 'queued', colorPalette: selection.colorPalette };
    }
    const hero = await this.heroes.findById(heroId);
    if (!hero) throw heroNotFound();
    await this.heroes.markPalettePending(heroId);
    await this.processing.measurePalette(heroId, hero.sourceKey);
    return { heroId, status: 'queued', colorPalette: hero.colorPalette };
  }
}
