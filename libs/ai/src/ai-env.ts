import { z } from 'zod';

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

/** 'openai' when AI_PROVIDER=openai, or when it is unset and an API key is; else the local models. */
export const wantsOpenAi = (config: Partial<AiConfig>): boolean =>
  config.AI_PROVIDER === 'openai' || (config.AI_PROVIDER === undefined && !!config.OPENAI_API_KEY);
