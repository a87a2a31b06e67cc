import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from './http.ts';
import type { FakeLibraryItem } from './library.ts';
import { rendition } from './media.ts';
import { pickerDonePage, pickerPage, pickerUnavailablePage } from './pages.ts';
import type { PickerSessions } from './picker-sessions.ts';

export const THUMBNAIL_PATH = '/picker-thumbnails/';
const THUMBNAIL_SIZE = 300;

export interface PickerPageDeps {
  sessions: PickerSessions;
  library: readonly FakeLibraryItem[];
  thumbnails: Map<string, Promise<Buffer>>;
}

/** GET and POST /picker/{id}[/autoclose]: Google Photos' picking screen, reduced to a grid of checkboxes. */
export async function handlePickerPage(req: IncomingMessage, res: ServerResponse, path: string, deps: PickerPageDeps): Promise<void> {
  const [, , id = '', suffix] = path.split('/');
  const autoclose = suffix === 'autoclose';
  const session = deps.sessions.find(decodeURIComponent(id));
  // Once the user pressed Done, the pickerUri no longer works.
  if (!session || session.picked || (suffix !== undefined && !autoclose)) return sendHtml(res, 404, pickerUnavailablePage());
  const render = (status: number, checked: Iterable<string>, error?: string) =>
    sendHtml(
      res,
      status,
      pickerPage({
        action: path,
        library: deps.library,
        checked: new Set(checked),
        thumbnailUrl: (item) => `${THUMBNAIL_PATH}${item.id}`,
        maxItemCount: session.maxItemCount,
        ...(error ? { error } : {}),
      }),
    );
  if (req.method !== 'POST') return render(200, []);
  const form = await readForm(req);
  const known = new Set(deps.library.map((item) => item.id));
  const checked = form.getAll('item').filter((itemId) => known.has(itemId));
  if (form.get('action') === 'select-all-photos') {
    return render(200, [...checked, ...deps.library.filter((item) => item.type === 'PHOTO').map((item) => item.id)]);
  }
  if (checked.length === 0) return render(400, checked, 'Select at least one photo or video.');
  if (checked.length > session.maxItemCount) return render(400, checked, `You can select up to ${session.maxItemCount} items.`);
  deps.sessions.pick(session.id, checked);
  sendHtml(res, 200, pickerDonePage(autoclose));
}

/** GET /picker-thumbnails/{itemId}: the picker's own thumbnails (Google's carry the signed-in user's cookie; these need nothing). */
export async function handleThumbnail(res: ServerResponse, path: string, deps: PickerPageDeps): Promise<void> {
  const itemId = decodeURIComponent(path.slice(THUMBNAIL_PATH.length));
  const item = deps.library.find((candidate) => candidate.id === itemId);
  if (!item) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  let thumbnail = deps.thumbnails.get(item.id);
  if (!thumbnail) {
    thumbnail = rendition(item, { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, crop: true });
    deps.thumbnails.set(item.id, thumbnail);
  }
  const image = await thumbnail;
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length, 'cache-control': 'public, max-age=3600' });
  res.end(image);
}
