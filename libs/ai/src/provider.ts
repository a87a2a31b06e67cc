import { z } from 'zod';
import { PHOTO_CATEGORY_IDS, aiSuggestionsSchema, type AiSuggestions } from '@lumafolio/contracts';

export type { AiSuggestions };

/** What the optimise job extracted from the original (all optional). */
export interface AiExifHints {
  camera?: string | undefined;
  lens?: string | undefined;
  takenAt?: string | Date | undefined;
  focalLength?: number | undefined;
  aperture?: number | undefined;
  exposureTime?: number | undefined;
  iso?: number | undefined;
  [key: string]: unknown;
}

/** The palette job's summary (spec 01 §3 colorPalette). */
export interface AiPaletteHints {
  dominantColor?: string | undefined;
  mood?: 'warm' | 'cool' | 'neutral' | string | undefined;
  brightness?: 'dark' | 'bright' | 'medium' | string | undefined;
}

export interface AiSuggestInput {
  /** A small JPEG/WebP (≤ 1024 px long side): see `prepareImageForAi`. */
  image: Buffer;
  exif?: AiExifHints | undefined;
  palette?: AiPaletteHints | undefined;
  signal?: AbortSignal | undefined;
}

/** Suggestions as a provider gives them: with other titles to offer when the first is already used. */
export type ProviderSuggestions = AiSuggestions & { titleOptions?: string[] | undefined };

export interface AiProvider {
  /** 'openai' or 'local'. */
  readonly name: string;
  suggest(input: AiSuggestInput): Promise<ProviderSuggestions>;
}

export type AiProviderErrorCode =
  'timeout' | 'aborted' | 'unavailable' | 'rate_limited' | 'auth' | 'bad_request' | 'invalid_response' | 'model' | 'invalid_input';

/** Every failure of a provider, with a code the callers can map (ai-analyze → 504/502/503). */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  constructor(
    readonly code: AiProviderErrorCode,
    message: string,
    readonly provider: string,
    options?: { cause?: unknown; status?: number | undefined },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = options?.status;
  }
  readonly status: number | undefined;
  /** Worth retrying later (BullMQ backoff). */
  get retryable(): boolean {
    return this.code === 'timeout' || this.code === 'unavailable' || this.code === 'rate_limited';
  }
}

export const MAX_TAGS = 12;
export const MAX_ALT_LENGTH = 150;
export const MAX_TITLE_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 500;

export const AI_CATEGORY_IDS = PHOTO_CATEGORY_IDS as [string, ...string[]];

/**
 * The schema a model is asked to fill: the contract's shape, with the category restricted
 * to the built-in upload choices (never `all`) and descriptions that guide the model.
 */
export const aiModelOutputSchema = z
  .object({
    title: z.string().describe('A short, pleasant title in title case, at most 6 words.'),
    category: z.enum(AI_CATEGORY_IDS).describe('The best matching category id.'),
    description: z.string().describe('One or two plain English sentences describing the photo.'),
    tags: z.array(z.string()).describe('Up to 12 lowercase keywords: subjects, setting, colours, mood.'),
    alt: z.string().describe('Alt text for screen-reader users: one sentence, at most 150 characters, says what is in the photo.'),
  })
  .strict();

const CATEGORY_ALIASES: Record<string, string> = {
  'black and white': 'black-and-white',
  'black & white': 'black-and-white',
  'black-white': 'black-and-white',
  bw: 'black-and-white',
  monochrome: 'black-and-white',
  people: 'portrait',
  animals: 'nature',
  wildlife: 'nature',
  city: 'street',
  urban: 'street',
  buildings: 'architecture',
  'close-up': 'macro',
  closeup: 'macro',
  abstract: 'artistic',
  art: 'artistic',
};

export function normalizeCategory(value: string): string {
  const v = value.trim().toLowerCase();
  if ((PHOTO_CATEGORY_IDS as readonly string[]).includes(v)) return v;
  const alias = CATEGORY_ALIASES[v] ?? CATEGORY_ALIASES[v.replace(/-/g, ' ')];
  return alias ?? 'other';
}

export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw
      .normalize('NFKC')
      .toLowerCase()
      .replace(/^#/, '')
      .replace(/[\s_]+/g, ' ')
      .trim()
      .slice(0, 40)
      .trim();
    if (tag && !out.includes(tag)) out.push(tag);
    if (out.length >= MAX_TAGS) break;
  }
  return out;
}

/** Cut at a word boundary and end as a sentence. */
export function clampSentence(text: string, max: number): string {
  let t = text.replace(/\s+/g, ' ').trim();
  if (t.length > max) {
    const cut = t.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    t = `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}.`;
  }
  if (t && !/[.!?]$/.test(t)) t = t.length < max ? `${t}.` : `${t.slice(0, max - 1)}.`;
  return t;
}

/** Applies the product rules to any provider's answer and validates with the contract. */
export function normalizeSuggestions(raw: AiSuggestions): AiSuggestions {
  const title = raw.title.replace(/\s+/g, ' ').trim().replace(/[.]+$/, '').slice(0, MAX_TITLE_LENGTH).trim() || 'Untitled';
  return aiSuggestionsSchema.parse({
    title,
    category: normalizeCategory(raw.category),
    description: clampSentence(raw.description, MAX_DESCRIPTION_LENGTH),
    tags: normalizeTags(raw.tags),
    alt: clampSentence(raw.alt || raw.description || title, MAX_ALT_LENGTH),
  });
}
