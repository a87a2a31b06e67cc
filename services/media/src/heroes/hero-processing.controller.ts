import { Controller, Inject } from '@nestjs/common';
import { heroPaletteOutcomesRpc, measureHeroPaletteRpc, optimiseHeroRpc } from '@lumafolio/contracts';
import { MediaJobs, RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroPaletteOutcomes } from './hero-palette-outcomes.js';

/**
 * Portfolio asks for a banner's renditions or palette: queued on media's own queue, the
 * results announced by the worker. Admin asks how the palette measures went.
 */
@Controller()
export class HeroProcessingController {
  constructor(
    @Inject(MediaJobs) private readonly jobs: MediaJobs,
    private readonly paletteOutcomes: HeroPaletteOutcomes,
  ) {}

  @RpcHandler(optimiseHeroRpc)
  async optimise({ heroId, sourceKey, sourceVersion }: RpcPayload<typeof optimiseHeroRpc>) {
    await this.jobs.addUnlessPending('hero-optimise', { heroId, sourceKey }, { version: sourceVersion });
    return { queued: true as const };
  }

  @RpcHandler(measureHeroPaletteRpc)
  async measurePalette(request: RpcPayload<typeof measureHeroPaletteRpc>) {
    await this.jobs.addUnlessPending('hero-palette', request);
    return { queued: true as const };
  }

  @RpcHandler(heroPaletteOutcomesRpc)
  outcomes({ heroIds }: RpcPayload<typeof heroPaletteOutcomesRpc>) {
    return this.paletteOutcomes.of(heroIds);
  }
}
