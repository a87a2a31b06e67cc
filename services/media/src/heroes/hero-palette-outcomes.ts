import { Inject, Injectable } from '@nestjs/common';
import { heroJobId, type HeroPaletteOutcome } from '@lumafolio/contracts';
import { MediaJobs } from '@lumafolio/server-common';

/** Still to run or running: not an outcome yet. */
const UNDER_WAY = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Where each banner's latest `hero-palette` job stands, read from media's own queue: one
 * whose palette was announced is a success; one that failed, found no image or is gone, an error.
 */
@Injectable()
export class HeroPaletteOutcomes {
  constructor(@Inject(MediaJobs) private readonly jobs: MediaJobs) {}

  async of(heroIds: readonly string[]): Promise<Array<{ heroId: string; outcome: HeroPaletteOutcome }>> {
    return Promise.all(heroIds.map(async (heroId) => ({ heroId, outcome: await this.outcome(heroId) })));
  }

  private async outcome(heroId: string): Promise<HeroPaletteOutcome> {
    const job = await this.jobs.outcomeOf(heroJobId('hero-palette', heroId));
    if (!job) return 'error';
    if (job.state === 'completed') return (job.returnValue as { status?: string } | undefined)?.status === 'reported' ? 'success' : 'error';
    return UNDER_WAY.has(job.state) ? 'pending' : 'error';
  }
}
