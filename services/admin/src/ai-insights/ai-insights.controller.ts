import { Controller } from '@nestjs/common';
import { adminAiRecommendationsRpc, adminAiThemeSuggestionsRpc, extractAllHeroColorsRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AiInsightsService } from './ai-insights.service.js';
import { PaletteExtractionService } from './palette-extraction.service.js';

@Controller()
export class AiInsightsController {
  constructor(
    private readonly insights: AiInsightsService,
    private readonly palettes: PaletteExtractionService,
  ) {}

  @RpcHandler(adminAiRecommendationsRpc)
  recommendations({ actorId }: RpcPayload<typeof adminAiRecommendationsRpc>) {
    return this.insights.recommendations(actorId);
  }

  @RpcHandler(adminAiThemeSuggestionsRpc)
  themeSuggestions({ actorId }: RpcPayload<typeof adminAiThemeSuggestionsRpc>) {
    return this.insights.themeSuggestions(actorId);
  }

  @RpcHandler(extractAllHeroColorsRpc)
  extractAll({ actorId }: RpcPayload<typeof extractAllHeroColorsRpc>) {
    return this.palettes.extractAll(actorId);
  }
}
