import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { z } from 'zod';
import { GoogleApiError } from './google-errors.js';
import { googleErrorBodySchema, pickedMediaItemsPageSchema, pickingSessionSchema, type PickedMediaItemsPage, type PickingSession } from './picker-types.js';

const REQUEST_TIMEOUT_MS = 20_000;
/** A download may take long for a big photo; only the wait for its first byte is bounded. */
const DOWNLOAD_HEADERS_TIMEOUT_MS = 30_000;
const MAX_PAGE_SIZE = 100;

export interface MediaDownload {
  body: Readable;
  contentType: string | null;
  /** Content-Length when Google sent one. */
  bytes: number | null;
}

/**
 * Google Photos Picker API (photospicker.googleapis.com/v1), which googleapis does not cover:
 * sessions, the picked items, and their bytes through each item's base URL. Every call takes
 * the user's access token; a non-2xx answer is a GoogleApiError carrying Google's status.
 */
export class PickerClient {
  constructor(private readonly apiUrl: string) {}

  createSession(accessToken: string): Promise<PickingSession> {
    return this.json(accessToken, 'POST', '/sessions', pickingSessionSchema, {});
  }

  getSession(accessToken: string, sessionId: string): Promise<PickingSession> {
    return this.json(accessToken, 'GET', `/sessions/${encodeURIComponent(sessionId)}`, pickingSessionSchema);
  }

  async deleteSession(accessToken: string, sessionId: string): Promise<void> {
    const response = await this.send(accessToken, 'DELETE', `/sessions/${encodeURIComponent(sessionId)}`);
    await response.arrayBuffer();
  }

  listMediaItems(accessToken: string, sessionId: string, pageToken?: string): Promise<PickedMediaItemsPage> {
    const query = new URLSearchParams({ sessionId, pageSize: String(MAX_PAGE_SIZE) });
    if (pageToken) query.set('pageToken', pageToken);
    return this.json(accessToken, 'GET', `/mediaItems?${query.toString()}`, pickedMediaItemsPageSchema);
  }

  /**
   * An item's bytes: `=d` the photo as uploaded, `=dv` a video, `=w512-h512-c` a cropped
   * thumbnail. Base URLs live 60 minutes; an expired one answers 403.
   */
  async download(accessToken: string, baseUrl: string, parameters: string, signal?: AbortSignal): Promise<MediaDownload> {
    const timeout = AbortSignal.timeout(DOWNLOAD_HEADERS_TIMEOUT_MS);
    const response = await this.fetch(`${baseUrl}=${parameters}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw await errorOf(response);
    if (!response.body) throw new GoogleApiError(502, 'Google sent no bytes for this item');
    const length = Number(response.headers.get('content-length'));
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      contentType: response.headers.get('content-type'),
      bytes: Number.isSafeInteger(length) && length > 0 ? length : null,
    };
  }

  private async json<T extends z.ZodType>(accessToken: string, method: string, path: string, schema: T, body?: unknown): Promise<z.output<T>> {
    const response = await this.send(accessToken, method, path, body);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GoogleApiError(502, `Google's Picker API answered ${method} ${path.split('?')[0]} with an unexpected body`);
    return parsed.data;
  }

  private async send(accessToken: string, method: string, path: string, body?: unknown): Promise<Response> {
    const response = await this.fetch(`${this.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, init);
    } catch (error) {
      throw new GoogleApiError(0, `Google Photos did not answer (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

async function errorOf(response: Response): Promise<GoogleApiError> {
  const text = await response.text().catch(() => '');
  let parsed: z.infer<typeof googleErrorBodySchema> | null = null;
  try {
    const result = googleErrorBodySchema.safeParse(JSON.parse(text));
    if (result.success) parsed = result.data;
  } catch {
    // not JSON: Google's media servers answer errors in HTML
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new GoogleApiError(
    response.status,
    parsed?.error.message ?? `Google Photos answered HTTP ${response.status}`,
    parsed?.error.status ?? null,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1_000 : null,
  );
}
