import { Inject, Injectable } from '@nestjs/common';
import {
  heroAddedSourceKey,
  heroPrefix,
  publicContentChangedEvent,
  type AdminHeroBanner,
  type HeroBannerSignals,
  type NewHeroBanner,
  type Page,
  type PageRequest,
} from '@lumafolio/contracts';
import { HeroImageRepository } from '@lumafolio/dal';
import { EventBus, InjectLogger, InjectStorage, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { heroNotFound } from './hero-images.service.js';
import { HeroProcessing } from './hero-processing.js';
import { toAdminHeroBanner, toHeroBannerSignals } from './hero-view.js';

/** The Hero Banners tab's use cases (called by the admin service): add, make the default, delete. */
@Injectable()
export class HeroBannersService {
  constructor(
    private readonly heroes: HeroImageRepository,
    private readonly processing: HeroProcessing,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  async list(page: Required<PageRequest>): Promise<Page<AdminHeroBanner>> {
    const [{ docs, nextCursor }, total, current] = await Promise.all([
      this.heroes.listPage(page),
      page.cursor === null ? this.heroes.count() : null,
      this.heroes.findDefault(),
    ]);
    return { items: docs.map((doc) => toAdminHeroBanner(doc, current?._id ?? null)), nextCursor, total };
  }

  /** Every banner with its palette and measured signals (the AI Insights tab's inputs), the default first. */
  async listSignals(): Promise<HeroBannerSignals[]> {
    const docs = await this.heroes.listAll();
    return docs.map((doc, index) => toHeroBannerSignals(doc, index === 0));
  }

  /** The source is in storage already; the document comes next, then the same jobs as a seeded banner's. */
  async create(banner: NewHeroBanner): Promise<AdminHeroBanner> {
    const sourceKey = heroAddedSourceKey(banner.heroId);
    if (!(await this.storage.head(sourceKey))) throw rpcError(400, 'The banner image was not received. Please upload it again.', 'BAD_REQUEST');
    const doc = await this.heroes.insert({
      id: banner.heroId,
      name: banner.name,
      description: banner.description,
      sourceKey,
      sourceHash: banner.sourceHash,
      promoteWhenReady: banner.makeDefault,
    });
    if (!doc) throw rpcError(409, 'A banner with this id exists already.', 'CONFLICT');
    await this.processing.optimise(doc._id, sourceKey, banner.sourceHash);
    await this.processing.measurePalette(doc._id, sourceKey);
    const current = await this.heroes.findDefault();
    return toAdminHeroBanner(doc, current?._id ?? null);
  }

  async setDefault(heroId: string): Promise<AdminHeroBanner> {
    const hero = await this.heroes.findById(heroId);
    if (!hero) throw heroNotFound();
    if ((hero.variants?.length ?? 0) === 0) throw rpcError(409, 'This banner is still being processed. Try again in a moment.', 'CONFLICT');
    const saved = await this.heroes.makeDefault(heroId);
    if (!saved) throw heroNotFound();
    this.events.publish(publicContentChangedEvent, { ownerId: null });
    return toAdminHeroBanner(saved, saved._id);
  }

  /** Never the default (409); the document first, then every file under the banner's prefix. */
  async delete(heroId: string): Promise<{ id: string; name: string }> {
    const outcome = await this.heroes.deleteUnlessDefault(heroId);
    if ('refused' in outcome) {
      if (outcome.refused === 'missing') throw heroNotFound();
      throw rpcError(409, 'The default banner cannot be deleted. Make another banner the default first.', 'CONFLICT');
    }
    this.events.publish(publicContentChangedEvent, { ownerId: null });
    await this.removeFiles(heroId);
    return { id: heroId, name: outcome.deleted.name };
  }

  private async removeFiles(heroId: string): Promise<void> {
    try {
      for await (const object of this.storage.list(heroPrefix(heroId))) await this.storage.delete(object.key);
    } catch (error) {
      // What is left is found by the storage browser as an orphan; the banner is gone either way.
      this.logger.warn({ err: error, heroId }, 'files of a deleted hero banner not all removed');
    }
  }
}
