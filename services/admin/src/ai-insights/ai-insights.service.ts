import { Inject, Injectable } from '@nestjs/common';
import {
  aiRecommendationsResponseSchema,
  extractHeroColorsRpc,
  listHeroBannerSignalsRpc,
  themeSuggestionsResponseSchema,
  type AiRecommendationsResponse,
  type HeroBannerSignals,
  type ThemeSuggestionsResponse,
} from '@lumafolio/contracts';
import { AiProviderError, isMeasured, type BannerInsightsProvider, type MeasuredBanner } from '@lumafolio/ai/insights';
import { InjectLogger, RpcClient, rpcError, type Logger } from '@lumafolio/server-common';
import { bannerFingerprint } from './banner-fingerprint.js';
import { INSIGHTS_PROVIDER } from './insights-provider.token.js';
import { InsightsCache } from './insights-cache.js';

const NO_BANNERS = 'There are no hero banners to analyse yet.';
const NOT_MEASURED = 'The hero banners are still being measured. Please try again in a minute.';

/**
 * "Analyze Hero Banners" and "Get Theme Ideas" (spec 02 §2): the banners (portfolio's) with
 * the signals the media worker measured, given to the provider; an answer is cached until
 * the banners change (ADR 30).
 */
@Injectable()
export class AiInsightsService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(INSIGHTS_PROVIDER) private readonly provider: BannerInsightsProvider,
    @Inject(InsightsCache) private readonly cache: InsightsCache,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  recommendations(actorId: string): Promise<AiRecommendationsResponse> {
    return this.answer(actorId, 'recommendations', aiRecommendationsResponseSchema, (banners) => this.provider.recommend(banners));
  }

  themeSuggestions(actorId: string): Promise<ThemeSuggestionsResponse> {
    return this.answer(actorId, 'themes', themeSuggestionsResponseSchema, (banners) => this.provider.themes(banners));
  }

  private async answer<T extends object, R>(
    actorId: string,
    kind: string,
    schema: { parse(value: unknown): R },
    ask: (banners: readonly MeasuredBanner[]) => Promise<T>,
  ): Promise<R> {
    const banners = await this.rpc.call(listHeroBannerSignalsRpc, {});
    if (banners.length === 0) throw rpcError(409, NO_BANNERS, 'NO_BANNERS');
    await this.measureLegacy(actorId, banners);
    const measured = banners.filter(isMeasured);
    if (measured.length === 0) throw rpcError(409, NOT_MEASURED, 'NOT_MEASURED');
    const fingerprint = bannerFingerprint(this.provider.name, this.provider.model, banners);
    const cached = await this.cache.get(kind, fingerprint, schema as never);
    if (cached) return cached as R;
    let answer: T;
    try {
      answer = await ask(measured);
    } catch (error) {
      throw this.failure(error);
    }
    const response = schema.parse({
      ...answer,
      provider: this.provider.name,
      generatedAt: new Date().toISOString(),
      pendingBanners: pendingNames(banners),
    });
    await this.cache.set(kind, fingerprint, response);
    return response;
  }

  /**
   * Banners whose palette an earlier worker made have no signals: their palette job runs
   * again, measuring them (ADR 30). Those without a palette yet have their job queued already.
   */
  private async measureLegacy(actorId: string, banners: readonly HeroBannerSignals[]): Promise<void> {
    for (const banner of banners) {
      if (banner.signals !== null || !banner.colorAnalysisComplete) continue;
      await this.rpc.call(extractHeroColorsRpc, { userId: actorId, heroId: banner.id }).catch((error: unknown) => {
        this.logger.warn({ err: error, heroId: banner.id }, 'banner measurement not queued');
      });
    }
  }

  /** The provider's failure as an answer an admin can read: 504 late, 503 unreachable, 502 a bad answer. */
  private failure(error: unknown): Error {
    if (!(error instanceof AiProviderError)) return error instanceof Error ? error : new Error(String(error));
    this.logger.warn({ err: error, provider: error.provider, code: error.code }, 'AI insights failed');
    if (error.code === 'timeout') return rpcError(504, `AI analysis timed out: ${error.message}`, 'AI_TIMEOUT');
    if (error.code === 'unavailable' || error.code === 'rate_limited' || error.code === 'auth') {
      return rpcError(503, `AI analysis is unavailable: ${error.message}`, 'AI_UNAVAILABLE');
    }
    return rpcError(502, `AI analysis failed: ${error.message}`, 'AI_BAD_ANSWER');
  }
}

const pendingNames = (banners: readonly HeroBannerSignals[]) => banners.filter((banner) => banner.signals === null).map((banner) => banner.name);
