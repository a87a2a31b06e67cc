/**
 * `@lumafolio/ai/insights`: the AI Insights tab's providers, without the vision models
 * (a process that only needs these never loads TensorFlow).
 */
export { DEFAULT_OPENAI_MODEL, aiEnv, aiEnvSchema, wantsOpenAi, type AiConfig } from './ai-env.js';
export { AiProviderError, type AiProviderErrorCode } from './provider.js';
export { toAiProviderError } from './openai-errors.js';
export type { BannerInsightsProvider } from './insights/insights-provider.js';
export { isMeasured, type MeasuredBanner } from './insights/measured-banner.js';
export { analyseBanner } from './insights/banner-profile.js';
export { LocalInsightsProvider } from './insights/local-insights.js';
export { OpenAiInsightsProvider, type OpenAiInsightsProviderOptions } from './insights/openai-insights.js';
export { createInsightsProvider } from './insights/create-insights-provider.js';
