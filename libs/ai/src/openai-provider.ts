import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { toAiProviderError } from './openai-errors.js';
import {
  AI_CATEGORY_IDS,
  AiProviderError,
  aiModelOutputSchema,
  normalizeSuggestions,
  type AiProvider,
  type AiSuggestInput,
  type AiSuggestions,
} from './provider.js';

export interface OpenAiCompatibleProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1; default api.openai.com. */
  baseURL?: string | undefined;
  model: string;
  /** Per request, ms (default 15 000: spec 01 §9 ai-analyze budget). */
  timeoutMs?: number | undefined;
  /** Retries of the SDK on 408/429/5xx/connection errors (default 1). */
  maxRetries?: number | undefined;
  /** 'low' keeps vision requests cheap and fast (default). */
  imageDetail?: 'low' | 'high' | 'auto' | undefined;
  /** For tests. */
  fetch?: typeof fetch | undefined;
}

const SYSTEM_PROMPT = [
  'You describe photographs for a photographer portfolio.',
  `Choose category from: ${AI_CATEGORY_IDS.join(', ')}.`,
  'portrait only when a person is the main subject; street for city life; macro for extreme close-ups;',
  'black-and-white for monochrome photos. Tags are lowercase single words or short phrases, at most 12.',
  'Alt text is one sentence of at most 150 characters for screen-reader users. Never invent names or places.',
].join(' ');

function detectMime(image: Buffer): string {
  if (image[0] === 0xff && image[1] === 0xd8) return 'image/jpeg';
  if (image.subarray(0, 4).toString('ascii') === 'RIFF' && image.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  if (image[0] === 0x89 && image.subarray(1, 4).toString('ascii') === 'PNG') return 'image/png';
  throw new AiProviderError('invalid_input', 'The image must be a JPEG, WebP or PNG (use prepareImageForAi).', 'openai');
}

function hintsText(input: AiSuggestInput): string {
  const lines = ['Suggest a title, category, description, tags and alt text for this photo.'];
  const exif = input.exif;
  if (exif) {
    const parts = [
      exif.camera && `camera ${String(exif.camera)}`,
      exif.lens && `lens ${String(exif.lens)}`,
      exif.focalLength && `focal length ${String(exif.focalLength)} mm`,
      exif.takenAt && `taken ${exif.takenAt instanceof Date ? exif.takenAt.toISOString() : String(exif.takenAt)}`,
    ].filter(Boolean);
    if (parts.length) lines.push(`EXIF: ${parts.join(', ')}.`);
  }
  const p = input.palette;
  if (p && (p.dominantColor || p.mood || p.brightness)) {
    lines.push(`Palette: dominant ${p.dominantColor ?? 'unknown'}, mood ${p.mood ?? 'unknown'}, brightness ${p.brightness ?? 'unknown'}.`);
  }
  return lines.join('\n');
}

/** Any OpenAI-compatible chat completions server with vision and JSON-schema output. */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly responseFormat = zodResponseFormat(aiModelOutputSchema, 'photo_suggestions');

  constructor(private readonly options: OpenAiCompatibleProviderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? null,
      timeout: options.timeoutMs ?? 15_000,
      maxRetries: options.maxRetries ?? 1,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  async suggest(input: AiSuggestInput): Promise<AiSuggestions> {
    if (input.signal?.aborted) throw new AiProviderError('aborted', 'The AI request was cancelled.', this.name);
    const dataUrl = `data:${detectMime(input.image)};base64,${input.image.toString('base64')}`;
    let content: string | null | undefined;
    // Our own deadline as well as the SDK's: it covers the whole call and tells timeout from cancel.
    const deadline = AbortSignal.timeout(this.options.timeoutMs ?? 15_000);
    const signal = input.signal ? AbortSignal.any([input.signal, deadline]) : deadline;
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          temperature: 0.2,
          max_completion_tokens: 600,
          response_format: { type: 'json_schema', json_schema: this.responseFormat.json_schema },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: [
                { type: 'text', text: hintsText(input) },
                { type: 'image_url', image_url: { url: dataUrl, detail: this.options.imageDetail ?? 'low' } },
              ],
            },
          ],
        },
        { signal },
      );
      const choice = completion.choices?.[0];
      if (choice?.message?.refusal) {
        throw new AiProviderError('invalid_response', `The model refused: ${choice.message.refusal}`, this.name);
      }
      content = choice?.message?.content;
    } catch (error) {
      if (deadline.aborted && !input.signal?.aborted) {
        throw new AiProviderError('timeout', 'The AI service did not answer in time.', this.name, { cause: error });
      }
      throw this.mapError(error);
    }
    if (!content) throw new AiProviderError('invalid_response', 'The model answered without content.', this.name);
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (cause) {
      throw new AiProviderError('invalid_response', 'The model did not answer valid JSON.', this.name, { cause });
    }
    const parsed = aiModelOutputSchema.loose().safeParse(json);
    if (!parsed.success) {
      throw new AiProviderError('invalid_response', `The model's answer does not match the schema: ${parsed.error.message}`, this.name, {
        cause: parsed.error,
      });
    }
    return normalizeSuggestions(parsed.data);
  }
  private mapError(error: unknown): AiProviderError {
    return toAiProviderError(error, this.name);
  }
}
