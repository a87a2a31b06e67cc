import { Injectable } from '@nestjs/common';
import { photoStatsRpc, type FirstSteps, type FirstStepsEvent } from '@lumafolio/contracts';
import { FirstStepsRepository, TemplateSelectionRepository } from '@lumafolio/dal';
import { RpcClient } from '@lumafolio/server-common';
import { HeroSelectionService } from '../heroes/hero-selection.service.js';
import { toFirstSteps } from './first-steps.js';

/**
 * The first-steps checklist (ADR 45), read from the photographer's real data each time:
 * photos from the media service, template and hero from here; only "shared the link" and
 * "dismissed" are marks of its own.
 */
@Injectable()
export class FirstStepsService {
  constructor(
    private readonly marks: FirstStepsRepository,
    private readonly templates: TemplateSelectionRepository,
    private readonly heroes: HeroSelectionService,
    private readonly rpc: RpcClient,
  ) {}

  async get(userId: string): Promise<FirstSteps> {
    const [marks, stats, templateId, hero] = await Promise.all([
      this.marks.find(userId),
      this.rpc.call(photoStatsRpc, { userId }),
      this.templates.findTemplateId(userId),
      this.heroes.get(userId),
    ]);
    return toFirstSteps({
      upload: stats.totalPhotos > 0,
      publish: stats.sharedPhotos > 0,
      template: templateId !== null,
      hero: hero.source === 'global' || hero.source === 'custom',
      share: marks.shared,
      dismissed: marks.dismissed,
    });
  }

  async record(userId: string, event: FirstStepsEvent): Promise<FirstSteps> {
    await this.marks.mark(userId, event);
    return this.get(userId);
  }

  /** Account deletion. */
  forget(userId: string): Promise<void> {
    return this.marks.remove(userId);
  }
}
