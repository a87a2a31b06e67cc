/**
 * The request helpers against a real HTTP server (node:http on 127.0.0.1, random port)
 * and a closed port. fetch is the real one; it is only wrapped to record the RequestInit
 * the helpers pass (cookies cannot be observed in Node, which has no cookie jar).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest, defaultQueryFn, getQueryFn, isApiError } from './api-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let closedBase: string;
let seen: Seen[] = [];
let fetchInits: Array<RequestInit | undefined> = [];
const realFetch = globalThis.fetch;

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}, statusText?: string) {
  if (statusText) res.statusMessage = statusText;
  res.writeHead(status, headers);
  res.end(body);
}

const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { 'Content-Type': 'application/json; charset=utf-8' } });

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  switch (pathname) {
    case '/echo': {
      const r = json({ method: req.method, contentType: req.headers['content-type'] ?? null, body });
      return reply(res, 200, r.body, r.headers);
    }
    case '/json': {
      const r = json({ id: 'p1', title: 'Dunes' });
      return reply(res, 200, r.body, r.headers);
    }
    case '/problem-json': {
      return reply(res, 200, '{"ok":true}', { 'Content-Type': 'application/problem+json' });
    }
    case '/no-content':
      return reply(res, 204, '');
    case '/text':
      return reply(res, 200, 'plain words', { 'Content-Type': 'text/plain; charset=utf-8' });
    case '/html':
      return reply(res, 200, '<p>hi</p>', { 'Content-Type': 'text/html' });
    case '/empty':
      return reply(res, 200, '', { 'Content-Type': 'application/json' });
    case '/bad-request': {
      const r = json({ statusCode: 400, error: 'Bad Request', message: 'Title is required', requestId: 'req-7', details: { field: 'title' } });
      return reply(res, 400, r.body, r.headers);
    }
    case '/unauthorized': {
      const r = json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in required' });
      return reply(res, 401, r.body, r.headers);
    }
    case '/forbidden': {
      const r = json({ statusCode: 403, error: 'Forbidden', message: 'Admins only' });
      return reply(res, 403, r.body, r.headers);
    }
    case '/not-found': {
      const r = json({ statusCode: 404, error: 'Not Found', message: 'No such photo' });
      return reply(res, 404, r.body, r.headers);
    }
    case '/status-clash': {
      // Body fields may not override the HTTP status of the error.
      const r = json({ status: 200, isAuthError: false, message: 'clash', extra: 1 });
      return reply(res, 401, r.body, r.headers);
    }
    case '/no-message': {
      const r = json({ error: 'Conflict' });
      return reply(res, 409, r.body, r.headers);
    }
    case '/html-error':
      return reply(res, 502, '<html><body>upstream down</body></html>', { 'Content-Type': 'text/html' });
    case '/custom-status-text':
      return reply(res, 500, 'not json at all', { 'Content-Type': 'text/plain' }, 'Kaboom');
    case '/images/missing.webp':
    case '/api/images/missing':
      return reply(res, 404, 'gone', { 'Content-Type': 'text/plain' });
    case '/server-error':
      return reply(res, 500, 'database exploded', { 'Content-Type': 'text/plain' });
    case '/query-401':
      return reply(res, 401, 'please sign in', { 'Content-Type': 'text/plain' });
    default:
      return reply(res, 404, 'no route', { 'Content-Type': 'text/plain' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A port that was just free and is now closed: connections are refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedBase = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve, reject) => probe.close((err) => (err ? reject(err) : resolve())));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let consoleError: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  seen = [];
  fetchInits = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    fetchInits.push(init);
    return realFetch(input, init);
  }) as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  consoleError.mockRestore();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the promise to reject');
}

describe('apiRequest (mutation helper)', () => {
  it('sends a JSON body with the JSON content type and credentials included', async () => {
    const result = await apiRequest<{ method: string; contentType: string; body: string }>('POST', `${base}/echo`, {
      title: 'Dunes',
      tags: ['sand'],
    });
    expect(result.method).toBe('POST');
    expect(result.contentType).toBe('application/json');
    expect(JSON.parse(result.body)).toEqual({ title: 'Dunes', tags: ['sand'] });
    expect(fetchInits[0]?.credentials).toBe('include');
  });

  it('sends X-Requested-With: XMLHttpRequest on every request (the gateway CSRF check)', async () => {
    await apiRequest('POST', `${base}/echo`, { a: 1 });
    await apiRequest('PUT', `${base}/echo`, { a: 1 });
    await apiRequest('PATCH', `${base}/echo`, { a: 1 });
    await apiRequest('DELETE', `${base}/echo`, { confirmUsername: 'jane' });
    await apiRequest('DELETE', `${base}/echo`);
    await apiRequest('get', `${base}/json`);
    const form = new FormData();
    form.append('title', 'Dunes');
    await apiRequest('POST', `${base}/echo`, form);
    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE', 'DELETE', 'GET', 'POST']);
    for (const request of seen) expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    // The extra header changes nothing else: JSON bodies keep their type, others send none.
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[4]?.headers['content-type']).toBeUndefined();
    expect(seen[6]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('lets FormData set its own multipart content type', async () => {
    const form = new FormData();
    form.append('title', 'Dunes');
    form.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const result = await apiRequest<{ contentType: string; body: string }>('POST', `${base}/echo`, form);
    expect(result.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.body).toContain('name="title"');
    expect(result.body).toContain('Dunes');
    expect(result.body).toContain('filename="a.png"');
    expect(fetchInits[0]?.credentials).toBe('include');
  });

  it('sends no body and no content type when there is no body', async () => {
    const result = await apiRequest<{ method: string; contentType: string | null; body: string }>('DELETE', `${base}/echo`);
    expect(result).toEqual({ method: 'DELETE', contentType: null, body: '' });
    expect(fetchInits[0]?.credentials).toBe('include');
  });

  it('returns parsed JSON (also for +json types)', async () => {
    await expect(apiRequest('GET', `${base}/json`)).resolves.toEqual({ id: 'p1', title: 'Dunes' });
    await expect(apiRequest('GET', `${base}/problem-json`)).resolves.toEqual({ ok: true });
  });

  it('returns null for 204 No Content', async () => {
    await expect(apiRequest('POST', `${base}/no-content`, { featured: true })).resolves.toBeNull();
  });

  it('returns { text } for a non-JSON answer', async () => {
    await expect(apiRequest('GET', `${base}/text`)).resolves.toEqual({ text: 'plain words' });
    await expect(apiRequest('GET', `${base}/html`)).resolves.toEqual({ text: '<p>hi</p>' });
  });

  it('throws an ApiError with status, statusText, message, isAuthError and the error body fields', async () => {
    const error = await rejection(apiRequest('PUT', `${base}/bad-request`, { title: '' }));
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('Bad Request');
    expect(error.message).toBe('Title is required');
    expect(error.isAuthError).toBe(false);
    expect(error.isNetworkError).toBe(false);
    expect(error.statusCode).toBe(400);
    expect(error.error).toBe('Bad Request');
    expect(error.requestId).toBe('req-7');
    expect(error.details).toEqual({ field: 'title' });
  });

  it('flags 401 and 403 (only) as auth errors', async () => {
    const unauthorized = await rejection(apiRequest('GET', `${base}/unauthorized`));
    expect(unauthorized).toMatchObject({ status: 401, isAuthError: true, message: 'Sign in required' });
    const forbidden = await rejection(apiRequest('POST', `${base}/forbidden`, {}));
    expect(forbidden).toMatchObject({ status: 403, isAuthError: true, message: 'Admins only', statusText: 'Forbidden' });
    const notFound = await rejection(apiRequest('DELETE', `${base}/not-found`));
    expect(notFound).toMatchObject({ status: 404, isAuthError: false, message: 'No such photo' });
  });

  it('keeps the HTTP status when the body carries clashing fields', async () => {
    const error = await rejection(apiRequest('GET', `${base}/status-clash`));
    expect(error).toMatchObject({ status: 401, isAuthError: true, message: 'clash', extra: 1 });
  });

  it("falls back to 'HTTP error: {status} {statusText}' when the error body cannot be parsed", async () => {
    const html = await rejection(apiRequest('GET', `${base}/html-error`));
    expect(html.message).toBe('HTTP error: 502 Bad Gateway');
    expect(html).toMatchObject({ status: 502, statusText: 'Bad Gateway', isAuthError: false });

    const custom = await rejection(apiRequest('POST', `${base}/custom-status-text`, { a: 1 }));
    expect(custom.message).toBe('HTTP error: 500 Kaboom');
    expect(custom.statusText).toBe('Kaboom');
  });

  it('uses the fallback message for a JSON error body without a message, keeping its fields', async () => {
    const error = await rejection(apiRequest('POST', `${base}/no-message`, {}));
    expect(error.message).toBe('HTTP error: 409 Conflict');
    expect(error.error).toBe('Conflict');
  });

  it('reports a lost connection as status 0, isNetworkError, with the network message', async () => {
    const error = await rejection(apiRequest('POST', `${closedBase}/anything`, { a: 1 }));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.isAuthError).toBe(false);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe('Network error: Unable to connect to the server');
    expect((error.cause as Error).name).toBe('TypeError');
  });

  it('logs errors to the console', async () => {
    await rejection(apiRequest('GET', `${base}/server-error`));
    await rejection(apiRequest('GET', `${closedBase}/x`));
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(`GET ${base}/server-error`);
  });

  it('does not log successful requests', async () => {
    await apiRequest('GET', `${base}/json`);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

function context(queryKey: QueryKey): QueryFunctionContext<QueryKey> {
  return { queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() } as unknown as QueryFunctionContext<QueryKey>;
}

describe('getQueryFn (query helper)', () => {
  const query = getQueryFn();

  it('GETs the first query key element with the JSON/XHR headers and credentials included', async () => {
    await expect(query(context([`${base}/json`, { ignored: true }]))).resolves.toEqual({ id: 'p1', title: 'Dunes' });
    const request = seen[0];
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(fetchInits[0]?.credentials).toBe('include');
  });

  it('returns null for 401 (signed out) by default', async () => {
    await expect(query(context([`${base}/query-401`]))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'returnNull' })(context([`${base}/unauthorized`]))).resolves.toBeNull();
  });

  it("throws on 401 when on401 is 'throw'", async () => {
    await expect(getQueryFn({ on401: 'throw' })(context([`${base}/query-401`]))).rejects.toThrow('HTTP error 401: please sign in');
  });

  it("throws 'Resource not found: {url}' for a 404 on a URL containing /images/", async () => {
    await expect(query(context([`${base}/images/missing.webp`]))).rejects.toThrow(`Resource not found: ${base}/images/missing.webp`);
    const error = await Promise.resolve(query(context([`${base}/api/images/missing`]))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`Resource not found: ${base}/api/images/missing`);
  });

  it("throws 'HTTP error {status}: {body text}' for any other non-OK answer", async () => {
    await expect(query(context([`${base}/not-found`]))).rejects.toThrow('HTTP error 404: {"statusCode":404,"error":"Not Found","message":"No such photo"}');
    const error = await Promise.resolve(query(context([`${base}/server-error`]))).catch((e: unknown) => e);
    expect((error as Error).message).toBe('HTTP error 500: database exploded');
    expect((error as ApiError).status).toBe(500);
    await expect(query(context([`${base}/forbidden`]))).rejects.toThrow(/^HTTP error 403: /);
  });

  it('returns null for an empty body', async () => {
    await expect(query(context([`${base}/empty`]))).resolves.toBeNull();
    await expect(query(context([`${base}/no-content`]))).resolves.toBeNull();
  });

  it('is the default query function of a QueryClient', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: defaultQueryFn, retry: false } } });
    await expect(client.fetchQuery({ queryKey: [`${base}/json`] })).resolves.toEqual({ id: 'p1', title: 'Dunes' });
    await expect(client.fetchQuery({ queryKey: [`${base}/query-401`] })).resolves.toBeNull();
    client.clear();
  });

  it('rejects a query key whose first element is not a URL', async () => {
    await expect(query(context([42]))).rejects.toThrow(/must be a URL/);
  });
});
