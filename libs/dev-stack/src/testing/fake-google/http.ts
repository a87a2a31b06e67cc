import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** Google's JSON error statuses (google.rpc.Code) by HTTP status, with their usual messages. */
const INTERNAL = { status: 'INTERNAL', message: 'Internal error encountered.' };
const API_ERRORS: Record<number, { status: string; message: string }> = {
  400: { status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' },
  401: {
    status: 'UNAUTHENTICATED',
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  },
  403: { status: 'PERMISSION_DENIED', message: 'The caller does not have permission' },
  404: { status: 'NOT_FOUND', message: 'Requested entity was not found.' },
  429: { status: 'RESOURCE_EXHAUSTED', message: "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user'." },
  500: INTERNAL,
  503: { status: 'UNAVAILABLE', message: 'The service is currently unavailable.' },
};

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parameters of a form body (or a JSON object body, which Google's token endpoints accept too). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const body = await readBody(req);
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed: unknown = body ? JSON.parse(body) : {};
    const params = new URLSearchParams();
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') params.set(key, value);
    }
    return params;
  }
  return new URLSearchParams(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'content-length': 0 });
  res.end();
}

export interface ApiErrorOptions {
  message?: string;
  /** The google.rpc status name, when not the usual one for the HTTP status (e.g. FAILED_PRECONDITION for a 400). */
  status?: string;
  headers?: Record<string, string>;
}

/** A Google API error: `{ error: { code, message, status } }`. */
export function sendApiError(res: ServerResponse, code: number, options: ApiErrorOptions = {}): void {
  const usual = API_ERRORS[code] ?? INTERNAL;
  sendJson(res, code, { error: { code, message: options.message ?? usual.message, status: options.status ?? usual.status } }, options.headers);
}

/** Google's API answer to a request without a valid access token. */
export function sendUnauthenticated(res: ServerResponse): void {
  sendApiError(res, 401, { headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' } });
}

/** An OAuth 2.0 endpoint error: `{ error, error_description }`. */
export function sendOAuthError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}

/** The access token of `Authorization: Bearer <token>`, if any. */
export function bearerTokenOf(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
