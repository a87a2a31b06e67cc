import { Inject, Injectable } from '@nestjs/common';
import { copyPhotoToHeroRpc, customHeroId, heroPrefix, publicContentChangedEvent, type HeroSelection, type SetHeroResponse } from '@lumafolio/contracts';
import { HeroImageRepository, HeroSelectionRepository, type HeroSelectionDocument } from '@lumafolio/dal';
import { InjectStorage, InjectLogger, EventBus, RpcCallError, RpcClient, rpcError, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { heroNotFound } from './hero-images.service.js';
import { HeroProcessing } from './hero-processing.js';
import { isReady, largestVariant, NO_HERO, selectionOfCustom, selectionOfHero } from './hero-view.js';

/** Each user's hero banner (spec 01 §4 "Hero choice order"). */
@Injectable()
export class HeroSelectionService {
  constructor(
    private readonly selections: HeroSelectionRepository,
    private readonly heroes: HeroImageRepository,
    private readonly processing: HeroProcessing,
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  /** The user's choice; else the default banner (source 'default'); else none. */
  async get(userId: string): Promise<HeroSelection> {
    const selection = await this.selections.findByUser(userId);
    if (selection?.source === 'custom' && isReady(selection)) return selectionOfCustom(selection);
    if (selection?.source === 'global') {
      const hero = await this.heroes.findById(selection.heroId);
      if (hero && isReady(hero)) return selectionOfHero(hero, 'global');
    }
    const fallback = await this.heroes.findDefault();
    return fallback && isReady(fallback) ? selectionOfHero(fallback, 'default') : NO_HERO;
  }

  async setGlobal(userId: string, heroImageId: string): Promise<SetHeroResponse> {
    const hero = await this.heroes.findById(heroImageId);
    if (!hero || !isReady(hero)) throw heroNotFound();
    const previous = await this.selections.saveGlobal(userId, heroImageId);
    this.changed(userId);
    await this.removeCopiesOf(previous, null);
    return { success: true, heroImageName: hero.name, selection: selectionOfHero(hero, 'global') };
  }

  /** Media checks ownership and copies the photo's variants; then the selection points at the copies. */
  async setCustom(userId: string, photoId: string): Promise<SetHeroResponse> {
    let copy;
    try {
      copy = await this.rpc.call(copyPhotoToHeroRpc, { userId, photoId });
    } catch (error) {
      if (error instanceof RpcCallError) throw rpcError(error.status, error.message, error.code);
      throw error;
    }
    const { heroId, palette, ...fields } = copy;
    const custom = { heroId, ...fields, colorPalette: palette };
    const previous = await this.selections.saveCustom(userId, custom);
    this.changed(userId);
    await this.removeCopiesOf(previous, heroId, new Set(copy.variants.map((v) => v.key)));
    const source = largestVariant(copy.variants);
    if (!palette && source) {
      await this.processing
        .measurePalette(heroId, source.key)
        .catch((error: unknown) => this.logger.warn({ err: error, heroId }, 'custom hero palette not queued'));
    }
    const saved: HeroSelectionDocument = { _id: userId, source: 'custom', ...custom, colorAnalysisComplete: palette !== null, updatedAt: new Date() };
    return { success: true, heroImageName: copy.name, selection: selectionOfCustom(saved) };
  }

  /** The photo behind a custom hero is being deleted: so is the hero, and the default banner shows. */
  async forgetPhoto(userId: string, photoId: string): Promise<{ removed: boolean }> {
    const heroId = customHeroId(photoId);
    const removed = await this.selections.removeCustom(userId, heroId);
    if (removed) this.changed(userId);
    // Copies are only ever made of the owner's own photo: whatever is left of them goes.
    await this.removeFolder(heroId);
    return { removed: removed !== null };
  }

  /** Account deletion: the selection and the copied files of a custom hero. */
  async forget(userId: string): Promise<void> {
    const removed = await this.selections.remove(userId);
    if (removed) this.changed(userId);
    await this.removeCopiesOf(removed, null);
  }

  /** The owner's portfolio shows another banner: visitors' cached pages are out of date. */
  private changed(ownerId: string): void {
    this.events.publish(publicContentChangedEvent, { ownerId });
  }

  /**
   * Copied files that nothing points at any more: the previous custom hero's folder, or
   * files of an earlier copy in the current one. Failures leave orphans, not errors.
   */
  private async removeCopiesOf(previous: HeroSelectionDocument | null, currentHeroId: string | null, keep = new Set<string>()): Promise<void> {
    if (previous?.source === 'custom' && previous.heroId !== currentHeroId) await this.removeFolder(previous.heroId);
    if (!currentHeroId) return;
    try {
      for await (const object of this.storage.list(heroPrefix(currentHeroId))) {
        if (!keep.has(object.key)) await this.storage.delete(object.key);
      }
    } catch (error) {
      this.logger.warn({ err: error, heroId: currentHeroId }, 'custom hero files not removed');
    }
  }

  private async removeFolder(heroId: string): Promise<void> {
    try {
      await this.storage.deletePrefix(heroPrefix(heroId));
    } catch (error) {
      this.logger.warn({ err: error, heroId }, 'custom hero files not removed');
    }
  }
}
