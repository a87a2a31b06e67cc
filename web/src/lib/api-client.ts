import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * The two request helpers of spec 01 §7.
 *
 * - `apiRequest(method, url, body?)`: the mutation helper.
 * - `getQueryFn({ on401 })`: the query helper, used as TanStack Query's default queryFn.
 *
 * Every request sends cookies (`credentials: 'include'`); sessions are cookie-based.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to the server';

export interface ApiErrorInit {
  status: number;
  statusText: string;
  isNetworkError?: boolean;
  /** Parsed error body (its fields are also copied onto the error). */
  body?: unknown;
  cause?: unknown;
}

/**
 * Error raised by the request helpers. Besides the fields below, the fields of a parsed
 * JSON error body (e.g. the gateway's `statusCode`, `error`, `requestId`, `details`) are
 * copied onto the instance.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** true for 401 and 403 */
  readonly isAuthError: boolean;
  /** true when the server could not be reached (status 0) */
  readonly isNetworkError: boolean;
  readonly body: unknown;
  [field: string]: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    if (isPlainObject(init.body)) {
      for (const [key, value] of Object.entries(init.body)) {
        // The body may not override the error's own identity.
        if (!RESERVED_FIELDS.has(key)) this[key] = value;
      }
    }
    this.status = init.status;
    this.statusText = init.statusText;
    this.isAuthError = init.status === 401 || init.status === 403;
    this.isNetworkError = init.isNetworkError ?? false;
    this.body = init.body;
  }
}

const RESERVED_FIELDS = new Set([
  'name',
  'message',
  'stack',
  'cause',
  'status',
  'statusText',
  'isAuthError',
  'isNetworkError',
  'body',
  'constructor',
  '__proto__',
  'prototype',
]);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * fetch() itself rejects with a TypeError when the connection fails (DNS, refused, reset,
 * CORS). Checked by name too, since the error may come from another realm (iframes, test VMs).
 */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError');
}

/**
 * Mutation helper. Sends `body` as JSON (Content-Type: application/json) unless it is a
 * FormData, in which case the browser sets the multipart boundary itself. A request without
 * a body sends no Content-Type (an empty body labelled JSON is rejected by the gateway).
 * Every request carries `X-Requested-With: XMLHttpRequest`, which the gateway requires on
 * state-changing requests.
 *
 * Resolves with: the parsed JSON answer; `null` for 204; `{ text }` for a non-JSON answer.
 * Rejects with an {@link ApiError}: on a non-OK answer (status, statusText, message,
 * isAuthError, plus the error body's fields; message falls back to
 * 'HTTP error: {status} {statusText}' when the body cannot be parsed), or on a lost
 * connection (status 0, isNetworkError, 'Network error: Unable to connect to the server').
 * Errors are logged to the console.
 */
export async function apiRequest<T = unknown>(method: HttpMethod | (string & {}), url: string, body?: unknown): Promise<T> {
  // The gateway refuses state-changing requests without this header (CSRF defence: a
  // cross-site form cannot set it, and a cross-site fetch with it needs a CORS preflight).
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const init: RequestInit = { method: method.toUpperCase(), credentials: 'include', headers };
  if (body !== undefined) {
    if (isFormData(body)) {
      init.body = body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    if (!isConnectionFailure(cause)) {
      // e.g. an AbortError: not a lost connection, pass it through unchanged.
      console.error(`API request failed: ${init.method} ${url}`, cause);
      throw cause;
    }
    const error = new ApiError(NETWORK_ERROR_MESSAGE, {
      status: 0,
      statusText: '',
      isNetworkError: true,
      cause,
    });
    console.error(`API request failed: ${init.method} ${url}`, error);
    throw error;
  }

  if (!response.ok) {
    const error = await errorFromResponse(response);
    console.error(`API request failed: ${init.method} ${url}`, error);
    throw error;
  }

  if (response.status === 204) return null as T;

  try {
    const text = await response.text();
    if (isJsonContentType(response.headers.get('content-type'))) {
      // An OK answer labelled JSON with an empty body carries no value.
      return (text.trim() === '' ? null : JSON.parse(text)) as T;
    }
    return { text } as T;
  } catch (error) {
    console.error(`API request failed: ${init.method} ${url}`, error);
    throw error;
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = `HTTP error: ${response.status} ${response.statusText}`;
  let parsed: unknown;
  let parsedOk = false;
  try {
    parsed = JSON.parse(await response.text());
    parsedOk = true;
  } catch {
    parsedOk = false;
  }
  const body = parsedOk && isPlainObject(parsed) ? parsed : undefined;
  const bodyMessage =
    body && typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : body && Array.isArray(body.message) && body.message.length > 0
        ? body.message.map(String).join(', ')
        : undefined;
  return new ApiError(bodyMessage ?? fallback, {
    status: response.status,
    statusText: response.statusText,
    body: parsedOk ? parsed : undefined,
  });
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export interface QueryFnOptions {
  /** What a 401 answer yields: `null` (signed out, the default) or an error. */
  on401?: UnauthorizedBehavior;
}

/**
 * Query helper: GET on the first element of the query key, with
 * `Accept: application/json` and `X-Requested-With: XMLHttpRequest`, cookies included.
 *
 * - 401 → `null` (signed out) unless `on401: 'throw'`
 * - 404 on a URL containing `/images/` → Error 'Resource not found: {url}'
 * - any other non-OK → Error 'HTTP error {status}: {body text}'
 * - empty body → `null`, otherwise the parsed JSON
 *
 * Errors thrown are {@link ApiError}s (so `status` is available to callers).
 */
export function getQueryFn<T = unknown>(options: QueryFnOptions = {}): QueryFunction<T | null, QueryKey> {
  const on401 = options.on401 ?? 'returnNull';
  return async (context: QueryFunctionContext<QueryKey>) => {
    const url = context.queryKey[0];
    if (typeof url !== 'string' || url === '') {
      throw new Error(`The first query key element must be a URL, got ${JSON.stringify(url)}`);
    }
    return getJson<T>(url, context.signal, on401);
  };
}

/**
 * The query helper's GET of one URL (what {@link getQueryFn} does with the query key's URL).
 * Paged lists use it for their later pages, whose URL is the first page's plus a cursor.
 */
export async function getJson<T = unknown>(url: string, signal?: AbortSignal, on401: UnauthorizedBehavior = 'returnNull'): Promise<T | null> {
  const response = await fetch(url, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });

  if (response.status === 401 && on401 === 'returnNull') return null;

  if (!response.ok) {
    if (response.status === 404 && url.includes('/images/')) {
      throw new ApiError(`Resource not found: ${url}`, { status: 404, statusText: response.statusText });
    }
    const text = await response.text().catch(() => '');
    throw new ApiError(`HTTP error ${response.status}: ${text}`, {
      status: response.status,
      statusText: response.statusText,
    });
  }

  const text = await response.text();
  if (text.trim() === '') return null;
  return JSON.parse(text) as T;
}

/** The default query function of the app's QueryClient (401 → null). */
export const defaultQueryFn = getQueryFn({ on401: 'returnNull' });
