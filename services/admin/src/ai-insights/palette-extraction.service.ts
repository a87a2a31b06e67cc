import { Inject, Injectable } from '@nestjs/common';
import { EXTRACT_ALL_WAIT_MS, extractHeroColorsRpc, listHeroBannerSignalsRpc, type ExtractAllColorsResponse } from '@lumafolio/contracts';
import { InjectLogger, RpcClient, type Logger } from '@lumafolio/server-common';
import { setTimeout as sleep } from 'node:timers/promises';
import { HeroPaletteJobs } from './hero-palette-jobs.js';

const SAVED_POLL_MS = 250;
/** After the worker's report, the portfolio service saves it a moment later. */
const SAVED_WAIT_MS = 5_000;

/**
 * "Extract All Colors" (spec 02 §2, §7): the palette job of every banner, queued by the
 * portfolio service that owns them, run by the media worker, counted when they finish.
 */
@Injectable()
export class PaletteExtractionService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(HeroPaletteJobs) private readonly jobs: HeroPaletteJobs,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async extractAll(actorId: string, waitMs = EXTRACT_ALL_WAIT_MS): Promise<ExtractAllColorsResponse> {
    const deadline = Date.now() + waitMs;
    const banners = await this.rpc.call(listHeroBannerSignalsRpc, {});
    await this.jobs.ready();
    const queued: string[] = [];
    let errorCount = 0;
    for (const banner of banners) {
      try {
        await this.rpc.call(extractHeroColorsRpc, { userId: actorId, heroId: banner.id });
        queued.push(banner.id);
      } catch (error) {
        // Deleted meanwhile, or portfolio could not queue it: that banner failed, the others go on.
        this.logger.warn({ err: error, heroId: banner.id }, 'palette extraction not queued');
        errorCount++;
      }
    }
    const outcomes = await this.jobs.outcomes(queued, deadline);
    const succeeded = queued.filter((id) => outcomes.get(id) === 'success');
    await this.untilSaved(succeeded, Math.min(deadline, Date.now() + SAVED_WAIT_MS));
    return {
      successCount: succeeded.length,
      errorCount: errorCount + queued.filter((id) => outcomes.get(id) === 'error').length,
      pendingCount: queued.filter((id) => outcomes.get(id) === 'pending').length,
    };
  }

  /** So the tab's next read shows the new palettes: the portfolio service saves each report from its own queue. */
  private async untilSaved(heroIds: readonly string[], deadline: number): Promise<void> {
    if (heroIds.length === 0) return;
    const wanted = new Set(heroIds);
    while (Date.now() < deadline) {
      const banners = await this.rpc.call(listHeroBannerSignalsRpc, {});
      if (banners.every((banner) => !wanted.has(banner.id) || banner.colorAnalysisComplete)) return;
      await sleep(SAVED_POLL_MS);
    }
  }
}
