import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BaseUrls } from './base-urls.ts';
import { type FaultRule, Faults } from './faults.ts';
import { sendApiError } from './http.ts';
import { defaultLibrary, type FakeLibraryItem } from './library.ts';
import { handleMediaBytes, MEDIA_PATH } from './media.ts';
import { AUTHORIZE_PATH, DECISION_PATH, handleAuthorize, handleDecision, handleRevoke, handleToken, type OAuthDeps } from './oauth.ts';
import { OAuthStore } from './oauth-store.ts';
import { handlePickerApi } from './picker-api.ts';
import { handlePickerPage, handleThumbnail, THUMBNAIL_PATH } from './picker-page.ts';
import { PickerSessions } from './picker-sessions.ts';

export interface FakeGoogleOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  library?: FakeLibraryItem[];
  accessTokenTtlSeconds?: number;
  baseUrlTtlMs?: number;
  sessionTtlMs?: number;
}

export interface FakeGoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
}

export interface FakeGoogle {
  /** e.g. http://127.0.0.1:4600 */
  url: string;
  /** The endpoints the app is configured with, in place of Google's. */
  urls: { authorize: string; token: string; revoke: string; pickerApi: string };
  clientId: string;
  clientSecret: string;
  library: readonly FakeLibraryItem[];
  /**
   * What the user does in the picker: picks these items, or `count` items of the library from `offset`
   * (the default library lists its 29 photos first, then its 2 videos), and presses Done.
   */
  pick(sessionId: string, items: string[] | { count: number; offset?: number }): void;
  /** The next matching requests fail with Google's error for `status`. */
  failNext(rule: FaultRule): void;
  /** Every access token issued so far stops working (refresh tokens keep working). */
  expireAccessTokens(): void;
  /** Every base URL handed out so far answers 403. */
  expireBaseUrls(): void;
  /** The session expires now: 404 from the Picker API. */
  expireSession(sessionId: string): void;
  /** Tokens revoked through /revoke, in order. */
  readonly revokedTokens: readonly string[];
  /** Every request received, in order. */
  readonly requests: readonly FakeGoogleRequest[];
  /** How many times the item's bytes (any base URL option) were served. */
  downloads(itemId: string): number;
  /** Forgets grants, tokens, sessions, queued failures, the request log and the download counts. */
  reset(): void;
  close(): Promise<void>;
}

/** A local stand-in for Google's OAuth 2.0 server and the Photos Picker API, for tests and demos. */
export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const library = options.library ?? (await defaultLibrary());
  const libraryById = new Map(library.map((item) => [item.id, item]));
  const store = new OAuthStore(options.accessTokenTtlSeconds ?? 3600);
  const sessions = new PickerSessions(options.sessionTtlMs ?? 60 * 60 * 1000);
  const faults = new Faults();
  const requests: FakeGoogleRequest[] = [];
  const downloads = new Map<string, number>();
  const thumbnails = new Map<string, Promise<Buffer>>();
  const oauth: OAuthDeps = { clientId, clientSecret, store, onRevoked: (grantId) => sessions.dropGrant(grantId) };
  // The server listens first: base URLs and picker URIs need its origin.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const baseUrls = new BaseUrls(origin, options.baseUrlTtlMs ?? 60 * 60 * 1000);
  const picker = { origin, store, sessions, library: libraryById, baseUrls };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    if (faults.apply(method, path, res)) return;
    if (path === AUTHORIZE_PATH && method === 'GET') return handleAuthorize(res, url.searchParams, oauth);
    if (path === DECISION_PATH && (method === 'GET' || method === 'POST')) return handleDecision(req, res, url.searchParams, oauth);
    if (path === '/token' && method === 'POST') return handleToken(req, res, oauth);
    if (path === '/revoke' && method === 'POST') return handleRevoke(req, res, url.searchParams, oauth);
    if (path.startsWith('/v1/')) return handlePickerApi(req, res, path, url.searchParams, picker);
    if (path.startsWith(MEDIA_PATH) && method === 'GET') return handleMediaBytes(req, res, path, { ...picker, downloads });
    if (path.startsWith('/picker/')) return handlePickerPage(req, res, path, { sessions, library, thumbnails });
    if (path.startsWith(THUMBNAIL_PATH) && method === 'GET') return handleThumbnail(res, path, { sessions, library, thumbnails });
    sendApiError(res, 404, { message: `The requested URL ${path} was not found on this server.` });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy(error instanceof Error ? error : undefined);
      else sendApiError(res, 500, { message: error instanceof Error ? error.message : 'Internal error encountered.' });
    });
  });
  const urls = { authorize: `${origin}${AUTHORIZE_PATH}`, token: `${origin}/token`, revoke: `${origin}/revoke`, pickerApi: `${origin}/v1` };

  return {
    url: origin,
    urls,
    clientId,
    clientSecret,
    library,
    pick(sessionId, items) {
      const ids = Array.isArray(items) ? items : library.slice(items.offset ?? 0, (items.offset ?? 0) + items.count).map((item) => item.id);
      const unknown = ids.find((id) => !libraryById.has(id));
      if (unknown) throw new Error(`no item ${unknown} in the fake library`);
      sessions.pick(sessionId, ids);
    },
    failNext: (rule) => faults.add(rule),
    expireAccessTokens: () => store.expireAccessTokens(),
    expireBaseUrls: () => baseUrls.expireAll(),
    expireSession: (sessionId) => sessions.expire(sessionId),
    revokedTokens: store.revokedTokens,
    requests,
    downloads: (itemId) => downloads.get(itemId) ?? 0,
    reset() {
      store.reset();
      sessions.reset();
      faults.reset();
      requests.length = 0;
      downloads.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
