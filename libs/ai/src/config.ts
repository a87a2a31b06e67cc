import { OpenAiCompatibleProvider } from './openai-provider.js';
import { LocalVisionProvider } from './local/local-provider.js';
import type { AiProvider } from './provider.js';
import { DEFAULT_OPENAI_MODEL, aiEnvSchema, wantsOpenAi, type AiConfig } from './ai-env.js';

export { DEFAULT_OPENAI_MODEL, aiEnv, aiEnvSchema, wantsOpenAi, type AiConfig } from './ai-env.js';

/** OpenAI-compatible when AI_PROVIDER=openai or an API key is set; else the local model. */
export function createAiProvider(config: Partial<AiConfig> = {}): AiProvider {
  if (wantsOpenAi(config)) {
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
