import { Injectable } from '@nestjs/common';
import {
  EXTRACT_ALL_WAIT_MS,
  extractHeroColorsRpc,
  heroPaletteOutcomesRpc,
  listHeroBannerSignalsRpc,
  type ExtractAllColorsResponse,
  type HeroPaletteOutcome,
} from '@lumafolio/contracts';
import { InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 250;
/** After the worker's report, the portfolio service saves it a moment later. */
const SAVED_WAIT_MS = 5_000;

/**
 * "Extract All Colors" (spec 02 §2, §7): every banner's palette, asked of the portfolio
 * service that owns them (which asks media), counted as media reports each measure.
 */
@Injectable()
export class PaletteExtractionService {
  constructor(
    private readonly rpc: RpcClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async extractAll(actorId: string, waitMs = EXTRACT_ALL_WAIT_MS): Promise<ExtractAllColorsResponse> {
    const deadline = Date.now() + waitMs;
    const banners = await this.rpc.call(listHeroBannerSignalsRpc, {});
    const queued: string[] = [];
    let errorCount = 0;
    for (const banner of banners) {
      try {
        await this.rpc.call(extractHeroColorsRpc, { userId: actorId, heroId: banner.id });
        queued.push(banner.id);
      } catch (error) {
        // Deleted meanwhile, or portfolio could not ask for it: that banner failed, the others go on.
        this.logger.warn({ err: error, heroId: banner.id }, 'palette extraction not queued');
        errorCount++;
      }
    }
    const outcomes = await this.outcomes(queued, deadline);
    const succeeded = queued.filter((id) => outcomes.get(id) === 'success');
    await this.untilSaved(succeeded, Math.min(deadline, Date.now() + SAVED_WAIT_MS));
    return {
      successCount: succeeded.length,
      errorCount: errorCount + queued.filter((id) => outcomes.get(id) === 'error').length,
      pendingCount: queued.filter((id) => outcomes.get(id) === 'pending').length,
    };
  }

  /** Media's outcome of each banner's measure, asked again until none is under way or the deadline passes. */
  private async outcomes(heroIds: string[], deadline: number): Promise<Map<string, HeroPaletteOutcome>> {
    for (;;) {
      const outcomes = heroIds.length === 0 ? [] : await this.rpc.call(heroPaletteOutcomesRpc, { heroIds });
      if (Date.now() >= deadline || outcomes.every(({ outcome }) => outcome !== 'pending')) {
        return new Map(outcomes.map(({ heroId, outcome }) => [heroId, outcome]));
      }
      await sleep(POLL_MS);
    }
  }

  /** So the tab's next read shows the new palettes: the portfolio service keeps each one a moment after media announces it. */
  private async untilSaved(heroIds: readonly string[], deadline: number): Promise<void> {
    if (heroIds.length === 0) return;
    const wanted = new Set(heroIds);
    while (Date.now() < deadline) {
      const banners = await this.rpc.call(listHeroBannerSignalsRpc, {});
      if (banners.every((banner) => !wanted.has(banner.id) || banner.colorAnalysisComplete)) return;
      await sleep(POLL_MS);
    }
  }
}
