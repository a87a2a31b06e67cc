import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BaseUrls } from './base-urls.ts';
import { bearerTokenOf, readBody, sendApiError, sendJson, sendUnauthenticated } from './http.ts';
import type { FakeLibraryItem } from './library.ts';
import type { OAuthStore } from './oauth-store.ts';
import { MAX_ITEM_COUNT, type PickerSessions, type PickingSessionState } from './picker-sessions.ts';

export interface PickerApiDeps {
  origin: string;
  store: OAuthStore;
  sessions: PickerSessions;
  library: ReadonlyMap<string, FakeLibraryItem>;
  baseUrls: BaseUrls;
}

const POLL_INTERVAL = '1s';
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
const SESSION_FIELDS = new Set(['id', 'pickerUri', 'pollingConfig', 'expireTime', 'pickingConfig', 'mediaItemsSet']);
const pageTokenSecret = randomBytes(32);

/** Routes /v1/…; every method needs a live access token. */
export async function handlePickerApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, deps: PickerApiDeps): Promise<void> {
  const grant = deps.store.grantOfAccessToken(bearerTokenOf(req) ?? '');
  if (!grant) return sendUnauthenticated(res);
  const sessionPath = /^\/v1\/sessions\/([^/]+)$/.exec(path);
  if (path === '/v1/sessions' && req.method === 'POST') return createSession(req, res, grant.id, deps);
  if (sessionPath?.[1] && req.method === 'GET') return getSession(res, decodeURIComponent(sessionPath[1]), deps);
  if (sessionPath?.[1] && req.method === 'DELETE') return deleteSession(res, decodeURIComponent(sessionPath[1]), deps);
  if (path === '/v1/mediaItems' && req.method === 'GET') return listMediaItems(res, query, deps);
  sendApiError(res, 404, { message: `Method not found.` });
}

export function sessionJson(session: PickingSessionState, origin: string): Record<string, unknown> {
  const json: Record<string, unknown> = { id: session.id, pickerUri: `${origin}/picker/${session.id}` };
  if (!session.picked)
    json['pollingConfig'] = { pollInterval: POLL_INTERVAL, timeoutIn: `${Math.max(0, Math.floor((session.expiresAt - Date.now()) / 1000))}s` };
  json['expireTime'] = new Date(session.expiresAt).toISOString();
  if (session.pickingConfig) json['pickingConfig'] = session.pickingConfig;
  json['mediaItemsSet'] = Boolean(session.picked);
  return json;
}

async function createSession(req: IncomingMessage, res: ServerResponse, grantId: string, deps: PickerApiDeps): Promise<void> {
  const text = (await readBody(req)).trim();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    return sendApiError(res, 400, { message: `Invalid JSON payload received. Unexpected token.\n${text.slice(0, 40)}` });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return sendApiError(res, 400, { message: 'Invalid JSON payload received. Expected an object.' });
  const unknown = Object.keys(body).find((key) => !SESSION_FIELDS.has(key));
  if (unknown) return sendApiError(res, 400, { message: `Invalid JSON payload received. Unknown name "${unknown}": Cannot find field.` });
  const requested = (body as { pickingConfig?: { maxItemCount?: unknown } }).pickingConfig?.maxItemCount;
  let maxItemCount: number | undefined;
  if (requested !== undefined) {
    maxItemCount = Number(requested);
    if (!Number.isInteger(maxItemCount) || maxItemCount < 0 || maxItemCount > MAX_ITEM_COUNT) {
      return sendApiError(res, 400, { message: `pickingConfig.maxItemCount must be between 1 and ${MAX_ITEM_COUNT}.` });
    }
  }
  sendJson(res, 200, sessionJson(deps.sessions.create(grantId, maxItemCount), deps.origin));
}

function getSession(res: ServerResponse, id: string, deps: PickerApiDeps): void {
  const session = deps.sessions.find(id);
  if (!session) return sendApiError(res, 404);
  sendJson(res, 200, sessionJson(session, deps.origin));
}

function deleteSession(res: ServerResponse, id: string, deps: PickerApiDeps): void {
  if (!deps.sessions.find(id)) return sendApiError(res, 404);
  deps.sessions.delete(id);
  sendJson(res, 200, {});
}

function listMediaItems(res: ServerResponse, query: URLSearchParams, deps: PickerApiDeps): void {
  const sessionId = query.get('sessionId');
  if (!sessionId) return sendApiError(res, 400, { message: 'sessionId is required.' });
  const pageSizeText = query.get('pageSize') ?? '0';
  if (!/^-?\d+$/.test(pageSizeText)) return sendApiError(res, 400, { message: `Invalid value at 'page_size' (TYPE_INT32), "${pageSizeText}"` });
  const requestedSize = Number(pageSizeText);
  if (requestedSize < 0) return sendApiError(res, 400, { message: 'pageSize must not be negative.' });
  const pageSize = Math.min(requestedSize || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const session = deps.sessions.find(sessionId);
  if (!session) return sendApiError(res, 404);
  if (!session.picked) return sendApiError(res, 400, { message: 'Precondition check failed.', status: 'FAILED_PRECONDITION' });
  const pageToken = query.get('pageToken');
  const offset = pageToken ? offsetOf(pageToken, session.id) : 0;
  if (offset === undefined) return sendApiError(res, 400, { message: 'Invalid page token.' });
  const ids = session.picked.slice(offset, offset + pageSize);
  const mediaItems = ids.flatMap((id) => {
    const item = deps.library.get(id);
    return item ? [pickedMediaItem(item, deps.baseUrls)] : [];
  });
  const next = offset + ids.length;
  sendJson(res, 200, next < session.picked.length ? { mediaItems, nextPageToken: pageTokenOf(session.id, next) } : { mediaItems });
}

function pickedMediaItem(item: FakeLibraryItem, baseUrls: BaseUrls) {
  const dimensions = { width: item.width, height: item.height };
  return {
    id: item.id,
    createTime: item.createTime,
    type: item.type,
    mediaFile: {
      baseUrl: baseUrls.urlOf(item.id),
      mimeType: item.mimeType,
      filename: item.filename,
      mediaFileMetadata:
        item.type === 'VIDEO' ? { ...dimensions, videoMetadata: { fps: 30, processingStatus: 'READY' } } : { ...dimensions, photoMetadata: {} },
    },
  };
}

function signPage(claims: string): string {
  return createHmac('sha256', pageTokenSecret).update(claims).digest('base64url').slice(0, 16);
}

function pageTokenOf(sessionId: string, offset: number): string {
  const claims = Buffer.from(`${sessionId}:${offset}`).toString('base64url');
  return `${claims}.${signPage(claims)}`;
}

/** The offset a page token stands for; undefined when it was not made for this session. */
function offsetOf(token: string, sessionId: string): number | undefined {
  const [claims, signature] = token.split('.');
  if (!claims || signature !== signPage(claims)) return undefined;
  const [tokenSession, offset] = Buffer.from(claims, 'base64url').toString('utf8').split(':');
  return tokenSession === sessionId && offset ? Number(offset) : undefined;
}
