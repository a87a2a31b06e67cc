import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sharp } from './sharp.ts';
import type { BaseUrls } from './base-urls.ts';
import { bearerTokenOf } from './http.ts';
import type { FakeLibraryItem } from './library.ts';
import type { OAuthStore } from './oauth-store.ts';

export const MEDIA_PATH = '/lh3/';

export interface MediaDeps {
  store: OAuthStore;
  library: ReadonlyMap<string, FakeLibraryItem>;
  baseUrls: BaseUrls;
  /** Successful content requests per media item id. */
  downloads: Map<string, number>;
}

/** What a base URL's `=…` suffix asks for (https://developers.google.com/photos/picker/guides/media-items#base-urls). */
export interface MediaRequest {
  /** `=d`: a photo's original bytes. */
  download: boolean;
  /** `=dv`: a video's bytes. */
  video: boolean;
  width?: number;
  height?: number;
  /** `-c`: crop to exactly width × height. */
  crop: boolean;
}

/** Size Google serves when a base URL comes without dimensions. */
const DEFAULT_BOUND = 512;
const MAX_BOUND = 16383;

/** Parses `w256-h256-c`, `d`, `dv`…; undefined when an option is malformed. */
export function parseMediaOptions(options: string): MediaRequest | undefined {
  const request: MediaRequest = { download: false, video: false, crop: false };
  for (const option of options.split('-').filter(Boolean)) {
    const size = /^([wh])(\d{1,5})$/.exec(option);
    if (size) {
      const value = Number(size[2]);
      if (value < 1 || value > MAX_BOUND) return undefined;
      if (size[1] === 'w') request.width = value;
      else request.height = value;
    } else if (option === 'd') request.download = true;
    else if (option === 'dv') request.video = true;
    else if (option === 'c') request.crop = true;
    else return undefined;
  }
  return request;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** GET /lh3/<token>/<itemId>=<options>: a base URL with its options, fetched with the user's access token. */
export async function handleMediaBytes(req: IncomingMessage, res: ServerResponse, path: string, deps: MediaDeps): Promise<void> {
  if (!deps.store.grantOfAccessToken(bearerTokenOf(req) ?? '')) return sendText(res, 401, 'Unauthorized: a valid OAuth access token is required.');
  const [token = '', last = '', ...rest] = path.slice(MEDIA_PATH.length).split('/');
  const equals = last.indexOf('=');
  const itemId = decodeURIComponent(equals < 0 ? last : last.slice(0, equals));
  const item = deps.library.get(itemId);
  if (!item || rest.length > 0) return sendText(res, 404, 'Not Found');
  // Google answers an expired base URL, or one signed by an earlier run of the fake, with 403.
  if (deps.baseUrls.check(token, itemId) !== 'valid') return sendText(res, 403, 'Forbidden: this base URL has expired.');
  const request = parseMediaOptions(equals < 0 ? '' : last.slice(equals + 1));
  if (!request || !(await serveMedia(res, item, request))) return sendText(res, 400, 'Bad Request');
  deps.downloads.set(item.id, (deps.downloads.get(item.id) ?? 0) + 1);
}

/** Answers a media request for an item; false when the item cannot answer it (e.g. `=dv` on a photo). */
export async function serveMedia(res: ServerResponse, item: FakeLibraryItem, request: MediaRequest): Promise<boolean> {
  const sized = request.width !== undefined || request.height !== undefined;
  if (request.video) {
    if (item.type !== 'VIDEO') return false;
    await sendOriginal(res, item);
    return true;
  }
  if (item.type === 'PHOTO' && request.download && !sized) {
    await sendOriginal(res, item);
    return true;
  }
  // Sized photos, and anything but `=dv` on a video, are JPEG renditions (a video's are its thumbnail).
  const image = await rendition(item, request);
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length, 'cache-control': 'private, max-age=86400' });
  res.end(image);
  return true;
}

async function sendOriginal(res: ServerResponse, item: FakeLibraryItem): Promise<void> {
  const headers = { 'content-type': item.mimeType, 'cache-control': 'private, max-age=86400' };
  if ('bytes' in item.content) {
    res.writeHead(200, { ...headers, 'content-length': item.content.bytes.length });
    res.end(item.content.bytes);
    return;
  }
  const { path } = item.content;
  const { size } = await stat(path);
  res.writeHead(200, { ...headers, 'content-length': size });
  await new Promise<void>((resolve, reject) => {
    createReadStream(path).on('error', reject).pipe(res).on('finish', resolve).on('close', resolve);
  });
}

/** A JPEG of the item: scaled inside the bounds, or cropped to them with `-c`. */
export async function rendition(item: FakeLibraryItem, request: Pick<MediaRequest, 'width' | 'height' | 'crop'>): Promise<Buffer> {
  const width = request.width ?? (request.height === undefined ? DEFAULT_BOUND : undefined);
  const height = request.height ?? (request.width === undefined ? DEFAULT_BOUND : undefined);
  const source = 'path' in item.content ? sharp(item.content.path) : videoThumbnail(item);
  const resized =
    request.crop && width && height
      ? source.resize(width, height, { fit: 'cover' })
      : source.resize(width, height, { fit: 'inside', withoutEnlargement: true });
  return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
}

/** A video's still: a plain frame of the video's size (the fake's videos hold no pictures). */
function videoThumbnail(item: FakeLibraryItem) {
  return sharp({ create: { width: item.width, height: item.height, channels: 3, background: { r: 40, g: 70, b: 110 } } });
}
