import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createInsightsProvider } from '@lumafolio/ai/insights';
import { AdminConfig } from '../config.js';
import { AiInsightsController } from './ai-insights.controller.js';
import { AiInsightsService } from './ai-insights.service.js';
import { InsightsCache } from './insights-cache.js';
import { INSIGHTS_PROVIDER } from './insights-provider.token.js';
import { PaletteExtractionService } from './palette-extraction.service.js';

/** The AI Insights tab: banner analysis and theme ideas (cached per banner set), and every banner's palette at once. */
@Module({
  controllers: [AiInsightsController],
  providers: [
    AiInsightsService,
    PaletteExtractionService,
    { provide: INSIGHTS_PROVIDER, useFactory: (config: AdminConfig) => createInsightsProvider(config), inject: [AdminConfig] },
    { provide: InsightsCache, useFactory: (config: AdminConfig) => new InsightsCache(config.REDIS_URL), inject: [AdminConfig] },
  ],
})
export class AiInsightsModule implements OnApplicationShutdown {
  constructor(@Inject(InsightsCache) private readonly cache: InsightsCache) {}

  async onApplicationShutdown(): Promise<void> {
    await this.cache.close();
  }
}
