import type { AiRecommendations, ThemeSuggestions } from '@lumafolio/contracts';
import type { MeasuredBanner } from './measured-banner.js';

/**
 * The AI Insights tab's two answers about the site's banners (spec 02 §2). Failures are
 * AiProviderErrors (timeout, unavailable, invalid_response …), which callers map to 502/503/504.
 */
export interface BannerInsightsProvider {
  readonly name: 'openai' | 'local';
  /** The model's name, for the cache key (a new model answers anew). */
  readonly model: string;
  recommend(banners: readonly MeasuredBanner[]): Promise<AiRecommendations>;
  themes(banners: readonly MeasuredBanner[]): Promise<ThemeSuggestions>;
}
