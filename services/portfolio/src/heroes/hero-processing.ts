import { Inject, Injectable } from '@nestjs/common';
import { HERO_SIGNALS_VERSION, measureHeroPaletteRpc, optimiseHeroRpc } from '@lumafolio/contracts';
import type { HeroImageDocument } from '@lumafolio/dal';
import { RpcClient } from '@lumafolio/server-common';

/**
 * Asks media, which owns the media queue, to make a banner's renditions or measure its
 * palette; the results come back as media's hero events (HeroResultsListener). Asking again
 * while the same work is pending queues nothing.
 */
@Injectable()
export class HeroProcessing {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async optimise(heroId: string, sourceKey: string, sourceHash: string): Promise<void> {
    await this.rpc.call(optimiseHeroRpc, { heroId, sourceKey, sourceVersion: sourceHash.slice(0, 12) });
  }

  async measurePalette(heroId: string, sourceKey: string): Promise<void> {
    await this.rpc.call(measureHeroPaletteRpc, { heroId, sourceKey });
  }

  /** Whatever a global banner still lacks: renditions of its current source, a palette, signals of the current measure. */
  async askForMissing(hero: HeroImageDocument): Promise<void> {
    if (hero.renditionsOf !== hero.sourceHash) await this.optimise(hero._id, hero.sourceKey, hero.sourceHash);
    // Banners measured by an earlier worker (no signals, or older ones) are measured again with their palette.
    const measured = (hero.signals?.version ?? 0) >= HERO_SIGNALS_VERSION;
    if (!hero.colorAnalysisComplete || !measured) await this.measurePalette(hero._id, hero.sourceKey);
  }
}
