import { afterEach, beforeEach } from '@jest/globals';
import { hideLoggedRequestFailures } from './console';

/**
 * A tiny fake of the server at the network boundary (fetch and XMLHttpRequest), for
 * component tests: each route answers from the test, and every request is recorded as the
 * server would receive it. Unknown routes answer 404.
 */

export interface ReceivedRequest {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  headers: Record<string, string>;
  /** A JSON body parsed, a multipart body as its FormData, else undefined. */
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** The connection fails instead of answering. */
  networkError?: boolean;
}

/** `'POST /api/contact'` → what to answer (may wait, e.g. for the test to release it). */
export type FakeRoutes = Record<string, (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>>;

export interface FakeServer {
  /** Every request received, in order. */
  readonly requests: ReceivedRequest[];
  /** The requests received on one route, e.g. `'POST /api/contact'`. */
  requestsTo(route: string): ReceivedRequest[];
  /** Gives the real fetch and XMLHttpRequest back. */
  close(): void;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

export function startFakeServer(routes: FakeRoutes): FakeServer {
  const requests: ReceivedRequest[] = [];
  const answer = async (request: ReceivedRequest): Promise<FakeAnswer> => {
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    return route ? route(request) : { status: 404, body: { message: `No route ${request.method} ${request.url}` } };
  };

  const realFetch = globalThis.fetch;
  const realXhr = globalThis.XMLHttpRequest;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await answer({
      method: init.method ?? 'GET',
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: readBody(init.body),
    });
    if (reply.networkError) throw new TypeError('Failed to fetch');
    return fakeResponse(reply);
  };
  globalThis.XMLHttpRequest = fakeXhrClass(answer) as unknown as typeof XMLHttpRequest;

  return {
    requests,
    requestsTo: (route) => requests.filter((request) => `${request.method} ${request.url}` === route),
    close: () => {
      globalThis.fetch = realFetch;
      globalThis.XMLHttpRequest = realXhr;
    },
  };
}

function readBody(body: unknown): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  return body ?? undefined;
}

const statusOf = (reply: FakeAnswer) => reply.status ?? 200;
const textOf = (reply: FakeAnswer) => (reply.body === undefined ? '' : JSON.stringify(reply.body));

function fakeResponse(reply: FakeAnswer): Response {
  const status = statusOf(reply);
  const text = textOf(reply);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** The part of XMLHttpRequest the app's upload uses: open, headers, send, upload progress, load and error. */
function fakeXhrClass(answer: (request: ReceivedRequest) => Promise<FakeAnswer>) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body?: unknown) {
      void answer({ method: this.method, url: this.url, headers: this.headers, body: readBody(body) }).then((reply) => {
        if (reply.networkError) {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = statusOf(reply);
        this.statusText = STATUS_TEXT[this.status] ?? '';
        this.responseText = textOf(reply);
        this.onload?.();
      });
    }
  };
}

/**
 * For a spec file: returns `start(routes)`, which starts a fake server for the current test;
 * it is closed after the test. The request failures the app logs are kept out of the output.
 */
export function fakeServerPerTest(): (routes: FakeRoutes) => FakeServer {
  let current: FakeServer | undefined;
  let showLoggedFailures: () => void = () => undefined;
  beforeEach(() => {
    showLoggedFailures = hideLoggedRequestFailures();
  });
  afterEach(() => {
    current?.close();
    current = undefined;
    showLoggedFailures();
  });
  return (routes) => (current = startFakeServer(routes));
}
