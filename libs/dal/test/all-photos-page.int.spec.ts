import { profile } from '@lumafolio/dev-stack';
import { InvalidCursorError, MongoDatabase, newPhotoDocument, PhotoRepository, type PhotoDocument } from '../src/index.js';

/**
 * The admin's grid of every photo (PhotoRepository.pageAll), and the visitors' lists of every
 * portfolio's public photos (pagePublic without an owner: the home feed), on the MongoDB-protocol
 * database: read a list bucket at a time, it must still be exactly newest first across
 * owners whose uploads interleave, page after page, and read only the buckets a page needs.
 */
const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_all_photos_${process.pid}`);
const START = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

/** `count` photos of `owner`, one every `everyMinutes` from `offsetMinutes` on. */
const photosOf = (owner: string, count: number, everyMinutes: number, offsetMinutes: number): PhotoDocument[] =>
  Array.from({ length: count }, (_, index) => ({
    ...newPhotoDocument(
      {
        _id: `${owner}-${String(index).padStart(4, '0')}`,
        userId: owner,
        originalKey: `photo/${owner}/${index}/original`,
        mimeType: 'image/jpeg',
        originalBytes: 10,
      },
      new Date(START + (offsetMinutes + index * everyMinutes) * MINUTE),
    ),
    status: 'ready' as const,
    // For the home feed: every other photo public, every sixth public and featured, a few featured but private.
    category: index % 3 === 0 ? 'landscape' : 'street',
    isPublic: index % 2 === 0,
    featured: index % 6 === 0 || index % 10 === 5,
  }));

const newestFirst = (a: PhotoDocument, b: PhotoDocument) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : -1);

describe('every photo of every owner, newest first, a bucket at a time', () => {
  let database: MongoDatabase;
  let photos: PhotoRepository;
  let expected: PhotoDocument[];
  /** How many photos the first page says there are: those still expected. */
  const expectedTotal = () => expected.length;
  /** Photo queries per read, counted on the connection. */
  let photoQueries = 0;

  const walk = async (limit: number): Promise<{ ids: string[]; pages: number }> => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<PhotoRepository['pageAll']>> = await photos.pageAll({ cursor, limit });
      expect(page.docs.length).toBeLessThanOrEqual(limit);
      expect(page.total).toBe(cursor === null ? expectedTotal() : null);
      ids.push(...page.docs.map((doc) => doc._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    return { ids, pages };
  };

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    database.connection.set('debug', (collection: string, method: string) => {
      if (collection === 'photos' && method === 'find') photoQueries += 1;
    });
    photos = new PhotoRepository(database.connection);
    await photos.ensureIndexes();
    // Three owners whose uploads interleave: 3 buckets of Ada's, 2 of Ben's, 1 of Cy's, and a tie in time.
    const seeded = [...photosOf('ada', 250, 3, 0), ...photosOf('ben', 120, 7, 1), ...photosOf('cy', 5, 100, 2), ...photosOf('dee', 1, 1, 3)];
    await photos.insertMany(seeded);
    const tie = { ...photosOf('eve', 1, 1, 0)[0], createdAt: (seeded[1] as PhotoDocument).createdAt } as PhotoDocument;
    await photos.insert(tie);
    expected = [...seeded, tie].sort(newestFirst);
  });

  afterAll(async () => {
    await database.connection.dropDatabase();
    await database.disconnect();
  });

  it.each([7, 25, 60, 500])('pages of %i hold every photo once, in exactly newest-first order', async (limit) => {
    const { ids, pages } = await walk(limit);
    expect(ids).toEqual(expected.map((photo) => photo._id));
    expect(pages).toBe(Math.ceil(expected.length / limit));
  });

  it('reads only the buckets that hold a page’s photos, however deep the page', async () => {
    let cursor: string | null = null;
    for (let page = 0; page < 8; page += 1) cursor = (await photos.pageAll({ cursor, limit: 25 })).nextCursor;
    photoQueries = 0;
    const deep = await photos.pageAll({ cursor, limit: 25 });
    expect(deep.docs.map((doc) => doc._id)).toEqual(expected.slice(200, 225).map((photo) => photo._id));
    // Ada's and Ben's buckets of that time, and perhaps the next one of each: never all 7.
    expect(photoQueries).toBeLessThanOrEqual(4);
  });

  it('still lists the buckets whose summaries predate their oldest upload, which one recount restores', async () => {
    await database.connection.collection('photo_buckets').updateMany({ userId: 'ben' }, { $unset: { firstCreatedAt: '' } });
    expect((await walk(30)).ids).toEqual(expected.map((photo) => photo._id));
    expect(await photos.recountBucketsWithoutFirstUpload()).toBe(2);
    expect(await photos.recountBucketsWithoutFirstUpload()).toBe(0);
  });

  it('leaves out deleted photos and skips a bucket emptied by deletions', async () => {
    const cys = expected.filter((photo) => photo.userId === 'cy');
    for (const photo of cys) await photos.deleteOwned('cy', photo._id);
    await photos.deleteOwned('ada', 'ada-0249');
    expected = expected.filter((photo) => photo.userId !== 'cy' && photo._id !== 'ada-0249');
    expect((await walk(40)).ids).toEqual(expected.map((photo) => photo._id));
  });

  it.each([
    ["every portfolio's featured photos (the home feed)", { featuredOnly: true }, (photo: PhotoDocument) => photo.isPublic && photo.featured],
    ["every portfolio's public photos of a category", { category: 'street' }, (photo: PhotoDocument) => photo.isPublic && photo.category === 'street'],
  ] as const)('lists %s newest first, each once, with their number', async (_, filter, shown) => {
    const wanted = expected.filter(shown).map((photo) => photo._id);
    expect(wanted.length).toBeGreaterThan(20);
    for (const limit of [7, 60]) {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<PhotoRepository['pagePublic']>> = await photos.pagePublic(filter, { cursor, limit }, { withTotal: cursor === null });
        if (cursor === null) expect(page.total).toBe(wanted.length);
        ids.push(...page.docs.map((doc) => doc._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids).toEqual(wanted);
    }
  });

  it('refuses a cursor it did not make', async () => {
    await expect(photos.pageAll({ cursor: 'bm90LWEtY3Vyc29y', limit: 10 })).rejects.toBeInstanceOf(InvalidCursorError);
  });
});
