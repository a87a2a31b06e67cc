// Bulk actions in My Photos, timed at scale for one signed-in photographer: a thousand photos
// changed one request per photo (what My Photos did before bulk actions, six at a time as a
// browser sends them) against one bulk request for the same thousand; then every photo of a
// category moved to another and back, by filter. Leaves the photos as it found them.

export interface BulkActionsMeasured {
  photos: number;
  /** One request per photo, six at a time. */
  oneByOneMs: number;
  /** One bulk request naming the photos. */
  bulkByIdsMs: number;
  bulkByIdsChanged: number;
  /** One bulk request naming a category ("select all matching"), and the one moving them back. */
  byFilter: { category: string; selected: number; ms: number; backMs: number } | { category: string; refused: string };
}

const BROWSER_CONNECTIONS = 6;
const PAGE = 60;

interface OwnPhoto {
  id: string;
  featured: boolean;
  category: string;
}

export async function measureBulkActions(gateway: string, cookie: string, count = 1_000): Promise<BulkActionsMeasured> {
  const headers = { cookie, origin: gateway, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${gateway}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, text };
  };
  type BulkAnswer = { ms: number; refused: string } | { ms: number; result: { selected: number; changed: number } };
  const bulk = async (body: unknown): Promise<BulkAnswer> => {
    const started = performance.now();
    const answer = await post('/api/user/photos/bulk', body);
    const ms = Math.round(performance.now() - started);
    if (answer.status !== 200) return { ms, refused: `HTTP ${answer.status} ${answer.text.slice(0, 160)}` };
    return { ms, result: JSON.parse(answer.text) as { selected: number; changed: number } };
  };

  const photos = await ownPhotos(gateway, cookie, count);
  const ids = photos.map((photo) => photo.id);

  const started = performance.now();
  for (let next = 0; next < ids.length; next += BROWSER_CONNECTIONS) {
    const answers = await Promise.all(ids.slice(next, next + BROWSER_CONNECTIONS).map((id) => post(`/api/user/photos/${id}/featured`, { featured: true })));
    const failed = answers.find((answer) => answer.status !== 200);
    if (failed) throw new Error(`featuring one photo answered ${failed.status} ${failed.text.slice(0, 160)}`);
  }
  const oneByOneMs = Math.round(performance.now() - started);

  const byIds = await bulk({ selection: { kind: 'photos', photoIds: ids }, action: { kind: 'set-featured', featured: false } });
  if (!('result' in byIds)) throw new Error(`the bulk request was refused: ${byIds.refused}`);
  const wereFeatured = photos.filter((photo) => photo.featured).map((photo) => photo.id);
  if (wereFeatured.length) await bulk({ selection: { kind: 'photos', photoIds: wereFeatured }, action: { kind: 'set-featured', featured: true } });

  const category = mostCommon(photos.map((photo) => photo.category));
  const away = await bulk({ selection: { kind: 'matching', category }, action: { kind: 'set-category', category: 'bench-bulk-moved' } });
  if (!('result' in away))
    return { photos: ids.length, oneByOneMs, bulkByIdsMs: byIds.ms, bulkByIdsChanged: byIds.result.changed, byFilter: { category, refused: away.refused } };
  const back = await bulk({ selection: { kind: 'matching', category: 'bench-bulk-moved' }, action: { kind: 'set-category', category } });
  if (!('result' in back) || back.result.changed !== away.result.changed)
    throw new Error(`the photos moved away did not all come back: ${JSON.stringify(back)}`);
  return {
    photos: ids.length,
    oneByOneMs,
    bulkByIdsMs: byIds.ms,
    bulkByIdsChanged: byIds.result.changed,
    byFilter: { category, selected: away.result.selected, ms: away.ms, backMs: back.ms },
  };
}

/** The photographer's newest `count` photos, from My Photos a page at a time. */
async function ownPhotos(gateway: string, cookie: string, count: number): Promise<OwnPhoto[]> {
  const photos: OwnPhoto[] = [];
  let cursor: string | null = null;
  do {
    const response = await fetch(`${gateway}/api/user/photos?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`My Photos answered ${response.status}`);
    const page = (await response.json()) as { items: OwnPhoto[]; nextCursor: string | null };
    photos.push(...page.items.map(({ id, featured, category }) => ({ id, featured, category })));
    cursor = page.nextCursor;
  } while (cursor && photos.length < count);
  return photos.slice(0, count);
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'nature';
}
