import { randomUUID } from 'node:crypto';
import type { HeroPaletteJobPayload, HeroRenditionsJobPayload } from '@lumafolio/contracts';
import type { PortfolioJobs } from '@lumafolio/server-common';

/**
 * The hero jobs' results go to the portfolio service, which owns the banners, as jobs on
 * its queue (ADR 25): the worker never writes its collections and never calls it. A
 * result that cannot be queued fails the job, so BullMQ retries it.
 */
export interface HeroReporter {
  saveRenditions(result: HeroRenditionsJobPayload): Promise<void>;
  savePalette(result: HeroPaletteJobPayload): Promise<void>;
}

export function queuedHeroReporter(jobs: PortfolioJobs): HeroReporter {
  return {
    saveRenditions: (result) => jobs.add('hero-renditions', result, { version: randomUUID() }),
    savePalette: (result) => jobs.add('hero-palette', result, { version: randomUUID() }),
  };
}
