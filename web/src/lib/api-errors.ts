import { isApiError } from './api-client';

/**
 * The message a failed request's answer carried (the gateway's error body `message`), or
 * `fallback` when there is none: a lost connection, an answer without a JSON body, or an
 * error that did not come from the server. Used for toasts such as
 * 'Update failed' + "server message or 'Failed to update profile information.'".
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.isNetworkError) return fallback;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
  }
  return fallback;
}

/**
 * Field messages of a 400 answer: `details.fieldErrors` as the gateway sends it (zod's
 * flattened form, `{ field: ['message', …] }`), reduced to the first message per field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const details = error.details;
  if (typeof details !== 'object' || details === null) return {};
  const fieldErrors = (details as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.trim() !== '') : messages;
    if (typeof first === 'string' && first.trim() !== '') result[field] = first;
  }
  return result;
}
