import { profile, signUpThroughGateway, useSharedGatewayUnderTest, SHARED_GATEWAY, type SharedGatewayUnderTest, type SignedUpUser } from '@lumafolio/dev-stack';
import { MongoDatabase, newPhotoDocument, type PhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';

/**
 * Every photo list through the real stack, read a page at a time: My Photos (filters and
 * search on the server), a portfolio (all, a category, the featured ones, its categories)
 * and the home feed. Photos are written through the repository (thousands of uploads would
 * only test the upload), as the media worker leaves them: ready, with variants.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const ANA_PHOTOS = 130;

interface PhotoBody {
  id: string;
  userId: string;
  title: string;
  category: string;
  isPublic: boolean;
  featured: boolean;
}
interface PageBody {
  items: PhotoBody[];
  nextCursor: string | null;
  total: number | null;
  counts?: { public: number; featured: number } | null;
}
type Person = SignedUpUser;
const signUp = (name: string) => signUpThroughGateway(GATEWAY, name, run);

/** Ana's photo i: every third public, every tenth of those featured, categories alternate; 10 share one instant. */
function anaPhoto(userId: string, i: number): PhotoDocument {
  const createdAt = i < 10 ? new Date(Date.UTC(2026, 0, 1)) : new Date(Date.UTC(2026, 0, 1) + i * 60_000);
  const doc = newPhotoDocument(
    {
      _id: `${run}a${String(i).padStart(4, '0')}`,
      userId,
      originalKey: `photo/${userId}/${i}/original`,
      mimeType: 'image/jpeg',
      originalBytes: 1000,
      title: i % 10 === 0 ? `Sunset (${i}) over the bay` : `Photo ${i}`,
      category: i % 2 === 0 ? 'nature' : 'urban',
    },
    createdAt,
  );
  // Some carry the word only in their tags: the owner's (any case) or the AI's.
  const tags = i % 11 === 3 ? ['Lighthouse keeper'] : [];
  const aiTags = i % 7 === 5 ? ['lighthouse', 'sea'] : [];
  return { ...doc, tags, aiTags, status: 'ready', isPublic: i % 3 === 0, featured: i % 30 === 0 };
}

/** Follows nextCursor from `firstPage` to the end: every page's items, in order. */
async function readAll(fetchPage: (cursor: string | null) => Promise<PageBody>): Promise<{ items: PhotoBody[]; pages: PageBody[] }> {
  const pages: PageBody[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return { items: pages.flatMap((page) => page.items), pages };
}

const withCursor = (url: string, cursor: string | null) => (cursor === null ? url : `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`);
const json = async (response: Response) => {
  if (response.status !== 200) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as PageBody;
};

describe('photo lists, a page at a time', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  let ana: Person;
  let bob: Person;
  let anaPhotos: PhotoDocument[];

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    [ana, bob] = [await signUp('ana'), await signUp('bob')];
    const photos = seeding.photos;
    anaPhotos = Array.from({ length: ANA_PHOTOS }, (_, i) => anaPhoto(ana.id, i));
    for (const photo of anaPhotos) await photos.insert(photo);
    const bobPhoto = newPhotoDocument({
      _id: `${run}b0001`,
      userId: bob.id,
      originalKey: 'photo/b/1/original',
      mimeType: 'image/jpeg',
      originalBytes: 10,
      category: 'nature',
    });
    await photos.insert({ ...bobPhoto, status: 'ready', isPublic: true, featured: true });
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  /** Newest first, ties by id (descending): the order every list promises. */
  const newestFirst = (photos: PhotoDocument[]) =>
    [...photos].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : -1)).map((photo) => photo._id);

  it('pages My Photos newest first, each photo exactly once (even ten taken at the same instant), with totals from counts', async () => {
    const { items, pages } = await readAll(async (cursor) => json(await ana.client.request(withCursor(`${GATEWAY}/api/user/photos?limit=7`, cursor))));
    expect(items.map((photo) => photo.id)).toEqual(newestFirst(anaPhotos));
    expect(pages).toHaveLength(Math.ceil(ANA_PHOTOS / 7));
    expect(pages.every((page) => page.items.length <= 7)).toBe(true);
    expect(pages[0]).toMatchObject({ total: ANA_PHOTOS, counts: { public: 44, featured: 5 } });
    expect(pages.slice(1).every((page) => page.total === null && page.counts === null)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();

    // Without a limit, a page is the default size; stats are counts too.
    expect((await json(await ana.client.request(`${GATEWAY}/api/user/photos`))).items).toHaveLength(24);
    const stats = (await (await ana.client.request(`${GATEWAY}/api/photos/stats`)).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({ totalPhotos: ANA_PHOTOS, categories: 2, sharedPhotos: 44, featuredPhotos: 5 });
  });

  it('filters My Photos on the server: category, visibility and words in the title or the tags, whatever the case', async () => {
    const expectFilter = async (query: string, keep: (photo: PhotoDocument) => boolean) => {
      const { items, pages } = await readAll(async (cursor) =>
        json(await ana.client.request(withCursor(`${GATEWAY}/api/user/photos?limit=20&${query}`, cursor))),
      );
      const expected = anaPhotos.filter(keep);
      expect(items.map((photo) => photo.id)).toEqual(newestFirst(expected));
      expect(pages[0]?.total).toBe(expected.length);
    };
    await expectFilter('category=urban', (photo) => photo.category === 'urban');
    await expectFilter('visibility=public', (photo) => photo.isPublic);
    await expectFilter('visibility=private&category=nature', (photo) => !photo.isPublic && photo.category === 'nature');
    await expectFilter('q=SUNSET', (photo) => photo.title.startsWith('Sunset'));
    // Words are text, never a pattern: "(1" finds the titles that contain it.
    await expectFilter(`q=${encodeURIComponent('(1')}`, (photo) => photo.title.includes('(1'));
    await expectFilter('q=.*', () => false);
    await expectFilter('q=LIGHTHOUSE', (photo) => photo.tags.length > 0 || photo.aiTags.includes('lighthouse'));
  });

  it('shows visitors a portfolio page by page: only public photos of that owner, a category, the featured ones, and its categories', async () => {
    const base = `${GATEWAY}/api/portfolio/${ana.username}/photos`;
    const all = await readAll(async (cursor) => json(await fetch(withCursor(`${base}?limit=9`, cursor))));
    expect(all.items.map((photo) => photo.id)).toEqual(newestFirst(anaPhotos.filter((photo) => photo.isPublic)));
    expect(all.pages[0]?.total).toBe(44);

    const nature = await readAll(async (cursor) => json(await fetch(withCursor(`${base}?category=nature&limit=5`, cursor))));
    expect(nature.items.map((photo) => photo.id)).toEqual(newestFirst(anaPhotos.filter((photo) => photo.isPublic && photo.category === 'nature')));

    const featured = await json(await fetch(`${base}?featured=true`));
    expect(featured.items.map((photo) => photo.id)).toEqual(newestFirst(anaPhotos.filter((photo) => photo.featured)));

    const categories = (await (await fetch(`${GATEWAY}/api/portfolio/${ana.username}/categories`)).json()) as Array<{ category: string; count: number }>;
    expect(categories).toEqual([
      { category: 'nature', count: 22 },
      { category: 'urban', count: 22 },
    ]);
  });

  it('pages the home feed: visitors get every featured public photo once; a photographer their own public photos, featured first', async () => {
    const visitor = await readAll(async (cursor) => json(await fetch(withCursor(`${GATEWAY}/api/photos?featured=true&limit=2`, cursor))));
    const ids = visitor.items.map((photo) => photo.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(visitor.items.every((photo) => photo.isPublic && photo.featured)).toBe(true);
    expect(ids).toEqual(expect.arrayContaining([...anaPhotos.filter((photo) => photo.featured).map((photo) => photo._id), `${run}b0001`]));

    const own = await readAll(async (cursor) => json(await ana.client.request(withCursor(`${GATEWAY}/api/photos?limit=10`, cursor))));
    const publicPhotos = anaPhotos.filter((photo) => photo.isPublic);
    expect(own.items.map((photo) => photo.id)).toEqual([
      ...newestFirst(publicPhotos.filter((p) => p.featured)),
      ...newestFirst(publicPhotos.filter((p) => !p.featured)),
    ]);
  });

  it('answers a broken cursor or page size with a 400 and a message, never a 500', async () => {
    const cases = [
      `${GATEWAY}/api/portfolio/${ana.username}/photos?cursor=bm90LWpzb24`,
      `${GATEWAY}/api/portfolio/${ana.username}/photos?cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
      `${GATEWAY}/api/portfolio/${ana.username}/photos?cursor=${encodeURIComponent('{"$gt":""}')}`,
      `${GATEWAY}/api/photos?featured=true&limit=0`,
      `${GATEWAY}/api/photos?featured=true&limit=61`,
      `${GATEWAY}/api/photos?featured=true&limit=ten`,
    ];
    for (const url of cases) {
      const response = await fetch(url);
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
      expect(((await response.json()) as { message: string }).message).toMatch(/page link is no longer valid|limit must be a number from 1 to 60/);
    }
    const mine = await ana.client.request(`${GATEWAY}/api/user/photos?q=${'x'.repeat(101)}`);
    expect(mine.status).toBe(400);
    // Another user's cursor shows nothing of theirs: the owner comes from the session, the cursor only says where.
    const first = await json(await ana.client.request(`${GATEWAY}/api/user/photos?limit=3`));
    const bobs = await json(await bob.client.request(withCursor(`${GATEWAY}/api/user/photos?limit=3`, first.nextCursor)));
    expect(bobs.items.every((photo) => photo.userId === bob.id)).toBe(true);
  });

  it('keeps totals, categories, stats and the newest-first order in step with edits and deletions, in every bucket', async () => {
    // Photo 1 is in the oldest bucket (private, urban), photo 129 in the newest (public, urban).
    const [oldest, newest] = [anaPhotos[1] as PhotoDocument, anaPhotos[129] as PhotoDocument];
    const own = (path: string, init: RequestInit = {}) => ana.client.request(`${GATEWAY}${path}`, init);
    expect(
      (await own(`/api/user/photos/${oldest._id}/public`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ isPublic: true }) })).status,
    ).toBe(200);
    expect(
      (await own(`/api/user/photos/${oldest._id}/featured`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ featured: true }) })).status,
    ).toBe(200);
    expect(
      (await own(`/api/user/photos/${oldest._id}`, { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ category: 'portrait' }) })).status,
    ).toBe(200);
    expect((await own(`/api/user/photos/${newest._id}`, { method: 'DELETE', headers: SAME_ORIGIN })).status).toBe(204);

    const mine = await json(await own('/api/user/photos?limit=60'));
    expect(mine).toMatchObject({ total: ANA_PHOTOS - 1, counts: { public: 44, featured: 6 } });
    expect(mine.items[0]?.id).toBe(anaPhotos[128]?._id);
    const portraits = await json(await own('/api/user/photos?category=portrait'));
    expect(portraits.items.map((photo) => photo.id)).toEqual([oldest._id]);
    expect(portraits.total).toBe(1);

    const portfolio = `${GATEWAY}/api/portfolio/${ana.username}`;
    const featured = await json(await fetch(`${portfolio}/photos?featured=true`));
    expect(featured.items.map((photo) => photo.id)).toEqual([120, 90, 60, 30, 1, 0].map((i) => anaPhotos[i]?._id));
    expect(featured.total).toBe(6);
    const categories = (await (await fetch(`${portfolio}/categories`)).json()) as Array<{ category: string; count: number }>;
    expect(categories).toEqual([
      { category: 'nature', count: 22 },
      { category: 'urban', count: 21 },
      { category: 'portrait', count: 1 },
    ]);
    const stats = (await (await own('/api/photos/stats')).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({ totalPhotos: ANA_PHOTOS - 1, categories: 3, sharedPhotos: 44, featuredPhotos: 6 });
  });

  it('keeps custom categories to a bounded list: the 51st is refused with a message', async () => {
    for (let i = 0; i < 50; i++) {
      const created = await bob.client.request(`${GATEWAY}/api/categories/custom`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ label: `Series ${i}` }),
      });
      expect(created.status).toBe(201);
    }
    const refused = await bob.client.request(`${GATEWAY}/api/categories/custom`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ label: 'One more' }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('You can have at most 50 custom categories. Delete one to add another.');
    expect(((await (await bob.client.request(`${GATEWAY}/api/categories/custom`)).json()) as unknown[]).length).toBe(50);
  });
  it("keeps the owner's order: a move writes one photo, across list buckets and within a category, and visitors see it on every page", async () => {
    // Cara: 105 public photos (two list buckets), one a minute, categories alternating.
    const cara = await signUp('cara');
    const caraPhotos = Array.from({ length: 105 }, (_, i) => {
      const doc = newPhotoDocument(
        {
          _id: `${run}c${String(i).padStart(4, '0')}`,
          userId: cara.id,
          originalKey: `photo/${cara.id}/${i}/original`,
          mimeType: 'image/jpeg',
          originalBytes: 10,
          title: `Cara ${i}`,
          category: i % 2 === 0 ? 'nature' : 'urban',
        },
        new Date(Date.UTC(2026, 1, 1) + i * 60_000),
      );
      return { ...doc, status: 'ready' as const, isPublic: true };
    });
    await seeding.photos.insertMany(caraPhotos);
    const portfolio = `${GATEWAY}/api/portfolio/${cara.username}/photos`;
    const portfolioOrder = async (query = '') =>
      (await readAll(async (cursor) => json(await fetch(withCursor(`${portfolio}?limit=60${query}`, cursor))))).items.map((photo) => photo.id);
    const move = (photoId: string, placement: string, anchorId: string, who: Person = cara) =>
      who.client.request(`${GATEWAY}/api/user/photos/${photoId}/move`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ placement, photoId: anchorId }),
      });
    const expected = newestFirst(caraPhotos);
    expect(await portfolioOrder()).toEqual(expected);

    const moveInModel = (from: number, to: number) => {
      const [item] = expected.splice(from, 1);
      expected.splice(to, 0, item as string);
    };
    // 30 times the oldest photo (bucket 0) goes right after the first (bucket 1): always between
    // the same two neighbours, so the numbers between them run out and that bucket is renumbered.
    for (let step = 0; step < 30; step++) {
      expect((await move(expected.at(-1) as string, 'after', expected[0] as string)).status).toBe(200);
      moveInModel(expected.length - 1, 1);
    }
    // Then a deterministic walk of 20 moves up and down anywhere.
    let seed = 7;
    const next = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % limit;
    };
    for (let step = 0; step < 20; step++) {
      const [from, to] = [next(expected.length), next(expected.length)];
      if (from === to) continue;
      expect((await move(expected[from] as string, to < from ? 'before' : 'after', expected[to] as string)).status).toBe(200);
      moveInModel(from, to);
    }
    expect(await portfolioOrder()).toEqual(expected);
    const mine = await readAll(async (cursor) => json(await cara.client.request(withCursor(`${GATEWAY}/api/user/photos?limit=60`, cursor))));
    expect(mine.items.map((photo) => photo.id)).toEqual(expected);

    // A category's order is the owner's order of its photos; its first is its cover.
    const nature = expected.filter((id) => caraPhotos.find((photo) => photo._id === id)?.category === 'nature');
    expect(await portfolioOrder('&category=nature')).toEqual(nature);
    expect((await move(nature[5] as string, 'before', nature[0] as string)).status).toBe(200);
    expect((await portfolioOrder('&category=nature'))[0]).toBe(nature[5]);
    expect(await portfolioOrder()).toHaveLength(105);

    // Only the owner's photos move, next to the owner's photos; a wrong body is a readable 400.
    expect((await move(nature[1] as string, 'before', nature[0] as string, bob)).status).toBe(404);
    expect((await move(nature[1] as string, 'before', `${run}b0001`)).status).toBe(404);
    const unreadable = await move(nature[1] as string, 'between', nature[0] as string);
    expect(unreadable.status).toBe(400);
    expect(((await unreadable.json()) as { message: string }).message).toContain('placement must be "before" or "after".');
    const anonymous = await fetch(`${GATEWAY}/api/user/photos/${nature[1]}/move`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ placement: 'before', photoId: nature[0] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
