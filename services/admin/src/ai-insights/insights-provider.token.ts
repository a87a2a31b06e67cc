/** The BannerInsightsProvider the module builds from the settings (OpenAI-compatible or local). */
export const INSIGHTS_PROVIDER = Symbol('INSIGHTS_PROVIDER');
