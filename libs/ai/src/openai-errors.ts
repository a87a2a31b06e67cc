import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { AiProviderError } from './provider.js';

/** Any failure of the OpenAI SDK as an AiProviderError with a code its callers map. */
export function toAiProviderError(error: unknown, name: string): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiProviderError('timeout', 'The AI service did not answer in time.', name, { cause: error });
  if (error instanceof APIUserAbortError) return new AiProviderError('aborted', 'The AI request was cancelled.', name, { cause: error });
  if (error instanceof APIConnectionError && /timed? ?out/i.test(error.message)) {
    return new AiProviderError('timeout', 'The AI service did not answer in time.', name, { cause: error });
  }
  if (error instanceof APIConnectionError) return new AiProviderError('unavailable', 'The AI service cannot be reached.', name, { cause: error });
  if (error instanceof RateLimitError)
    return new AiProviderError('rate_limited', 'The AI service is rate limiting requests.', name, { cause: error, status: 429 });
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return new AiProviderError('auth', 'The AI service rejected the API key.', name, { cause: error, status: error.status });
  }
  if (error instanceof BadRequestError)
    return new AiProviderError('bad_request', `The AI service rejected the request: ${error.message}`, name, { cause: error, status: 400 });
  if (error instanceof APIError) {
    const status = error.status;
    const code = status !== undefined && status >= 500 ? 'unavailable' : 'bad_request';
    return new AiProviderError(code, `The AI service failed (${status ?? 'no status'}).`, name, { cause: error, status });
  }
  if (error instanceof Error && error.name === 'AbortError') return new AiProviderError('aborted', 'The AI request was cancelled.', name, { cause: error });
  return new AiProviderError('model', `The AI request failed: ${error instanceof Error ? error.message : String(error)}`, name, { cause: error });
}
