import { aiRecommendationsSchema, themeSuggestionsSchema, TOP_RECOMMENDATIONS, type AiRecommendations, type ThemeSuggestions } from '@lumafolio/contracts';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { toAiProviderError } from '../openai-errors.js';
import { AiProviderError } from '../provider.js';
import { bannerFacts } from './banner-facts.js';
import type { BannerInsightsProvider } from './insights-provider.js';
import type { MeasuredBanner } from './measured-banner.js';

export interface OpenAiInsightsProviderOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** The whole call, retries included (ms). */
  timeoutMs: number;
  maxRetries?: number | undefined;
}

const SYSTEM_PROMPT = [
  'You are the art director of a photographer-portfolio platform. You review the hero banners shown at the top of its pages.',
  'You get measurements of each banner (palette, brightness, contrast, saturation, objects a detector found, camera EXIF), not the image.',
  'Base every statement on those facts and name the banners. Never invent subjects the facts do not show.',
].join(' ');

const RECOMMEND_TASK = [
  'Fill the schema: insights (3 to 8 short observations about the set);',
  `recommendations (${TOP_RECOMMENDATIONS} to 6 kinds of photographer, each with the id of the banner that suits them, why, and a confidence from 0 to 1, most confident first);`,
  'suggestedRotation (a schedule naming the banners, and its reasoning);',
  'analysis (exactly one entry per banner, with its id and name: visual style, mood, photography type, appeal rating 0-10, main colours as hex, target audiences).',
].join(' ');

const THEMES_TASK = 'Suggest 3 to 6 themes for new banners or seasonal looks that would complement this set, each one sentence saying why.';

/** Chat Completions with structured output: the answer's JSON schema is the contract's zod schema. */
export class OpenAiInsightsProvider implements BannerInsightsProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiInsightsProviderOptions) {
    this.model = options.model;
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL ?? null, timeout: options.timeoutMs, maxRetries: options.maxRetries ?? 1 });
  }

  async recommend(banners: readonly MeasuredBanner[]): Promise<AiRecommendations> {
    const answer = await this.ask(aiRecommendationsSchema, 'banner_insights', RECOMMEND_TASK, banners);
    const known = new Map(banners.map((banner) => [banner.id, banner]));
    const missing = banners.filter((banner) => !answer.analysis.some((entry) => entry.heroId === banner.id));
    if (missing.length > 0)
      throw this.invalid(`The model left out the banner${missing.length > 1 ? 's' : ''} ${missing.map((b) => `"${b.name}"`).join(', ')}.`);
    const recommendations = answer.recommendations.filter((r) => known.has(r.heroId)).sort((a, b) => b.confidence - a.confidence);
    if (recommendations.length === 0) throw this.invalid('The model recommended no banner of this site.');
    const analysis = banners.map((banner) => {
      const entry = answer.analysis.find((candidate) => candidate.heroId === banner.id);
      return { ...(entry as (typeof answer.analysis)[number]), name: banner.name };
    });
    return { ...answer, recommendations, analysis };
  }

  themes(banners: readonly MeasuredBanner[]): Promise<ThemeSuggestions> {
    return this.ask(themeSuggestionsSchema, 'theme_suggestions', THEMES_TASK, banners);
  }

  private async ask<S extends z.ZodType>(schema: S, schemaName: string, task: string, banners: readonly MeasuredBanner[]): Promise<z.output<S>> {
    const format = zodResponseFormat(schema, schemaName);
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          temperature: 0.4,
          max_completion_tokens: 2_000,
          response_format: { type: 'json_schema', json_schema: format.json_schema },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: `${task}\n\nBanners:\n${JSON.stringify(bannerFacts(banners))}` },
          ],
        },
        { signal: deadline },
      );
      const choice = completion.choices?.[0];
      if (choice?.message?.refusal) throw this.invalid(`The model refused: ${choice.message.refusal}`);
      content = choice?.message?.content;
    } catch (error) {
      if (deadline.aborted) throw new AiProviderError('timeout', 'The AI service did not answer in time.', this.name, { cause: error });
      throw toAiProviderError(error, this.name);
    }
    if (!content) throw this.invalid('The model answered without content.');
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (cause) {
      throw this.invalid('The model did not answer valid JSON.', cause);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw this.invalid(
        `The model's answer does not match the schema (${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'invalid'}).`,
        parsed.error,
      );
    }
    return parsed.data as z.output<S>;
  }

  private invalid(message: string, cause?: unknown): AiProviderError {
    return new AiProviderError('invalid_response', message, this.name, cause === undefined ? undefined : { cause });
  }
}
