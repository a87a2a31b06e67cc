import { DEFAULT_OPENAI_MODEL, wantsOpenAi, type AiConfig } from '../ai-env.js';
import type { BannerInsightsProvider } from './insights-provider.js';
import { LocalInsightsProvider } from './local-insights.js';
import { OpenAiInsightsProvider } from './openai-insights.js';

/** The same choice as the photo suggestions (config.ts): OpenAI-compatible when configured, else local. */
export function createInsightsProvider(config: Partial<AiConfig> = {}): BannerInsightsProvider {
  if (!wantsOpenAi(config)) return new LocalInsightsProvider();
  return new OpenAiInsightsProvider({
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS ?? 15_000,
  });
}
