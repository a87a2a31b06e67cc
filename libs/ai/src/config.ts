import { z } from 'zod';
import { OpenAiCompatibleProvider } from './openai-provider.js';
import { LocalVisionProvider } from './local/local-provider.js';
import type { AiProvider } from './provider.js';

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';

const optionalString = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

/** Environment fragment for processes that use AI (media-worker, admin, media). */
export const aiEnv = {
  /** 'openai' or 'local'; unset: openai when OPENAI_API_KEY is set, else local. */
  AI_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['openai', 'local']).optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/, error: 'must be a http or https URL' }).optional()),
  OPENAI_MODEL: optionalString.transform((v) => v ?? DEFAULT_OPENAI_MODEL),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number between 1000 and 120000' })
    .int({ error: 'must be a whole number between 1000 and 120000' })
    .min(1000, { error: 'must be at least 1000' })
    .max(120_000, { error: 'must be at most 120000' })
    .default(15_000),
  AI_LOCAL_BACKEND: z.enum(['wasm', 'cpu']).default('wasm'),
};

export const aiEnvSchema = z.object(aiEnv);
export type AiConfig = z.infer<typeof aiEnvSchema>;

/** OpenAI-compatible when AI_PROVIDER=openai or an API key is set; else the local model. */
export function createAiProvider(config: Partial<AiConfig> = {}): AiProvider {
  const wantsOpenAi = config.AI_PROVIDER === 'openai' || (config.AI_PROVIDER === undefined && !!config.OPENAI_API_KEY);
  if (wantsOpenAi) {
    return new OpenAiCompatibleProvider({
      // Local OpenAI-compatible servers (Ollama, vLLM, LM Studio) accept any key.
      apiKey: config.OPENAI_API_KEY ?? 'not-needed',
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS ?? 15_000,
    });
  }
  return new LocalVisionProvider({ backend: config.AI_LOCAL_BACKEND ?? 'wasm' });
}

/** Reads `aiEnv` from an environment (default process.env) and creates the provider. */
export function createAiProviderFromEnv(env: NodeJS.ProcessEnv = process.env): AiProvider {
  return createAiProvider(aiEnvSchema.parse(env));
}
