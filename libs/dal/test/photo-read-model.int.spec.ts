import { profile } from '@lumafolio/dev-stack';
import { Redis } from 'ioredis';
import { cardJson, MongoDatabase, newPhotoDocument, PhotoRepository, type PhotoCard, type PhotoDocument, type PublicListFilter } from '../src/index.js';
import { rebuildPhotoReadModel, type PhotoSource } from '../src/read-models/public-photos/photo-read-model.rebuild.js';

/**
 * The photo read model (ADR 46) against the database it is built from, on FerretDB: after
 * hundreds of random changes of every kind, some of them at the same moment, every page of
 * every visitor list read from the model is the page the database gives (same photos, same
 * cards, same cursors, same totals), and so are the category counts and client galleries'
 * cards. Then the same after a rebuild from nothing, a rebuild while changes keep coming,
 * and changes whose projection never ran. A failing run prints its seed: `SEED=… jest …`.
 */
const testProfile = profile('test');
const database = `dal_read_model_${process.pid}`;
const uri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/${database}`);
const SEED = Number(process.env.SEED ?? Date.now() % 1_000_000);
const OWNERS = ['owner-a', 'owner-b', 'owner-c', 'owner-d'];
const CATEGORIES = ['nature', 'street', 'portrait', 'urban-night'];
const START = Date.UTC(2026, 5, 1);

/** mulberry32: the same changes for the same seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the photo read model, compared page by page with the database', () => {
  const random = randomFrom(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let mongo: MongoDatabase;
  let redis: Redis;
  let photos: PhotoRepository;
  /** Writes that are never projected: a process that died between its write and its projection. */
  let unprojected: PhotoRepository;
  let uploads = 0;

  const newPhoto = (ownerId: string): PhotoDocument => {
    uploads += 1;
    const id = `p${String(uploads).padStart(5, '0')}${Math.floor(random() * 1e6).toString(36)}`;
    // Every fifth upload shares its moment with the one before: ties are ordered by id.
    const createdAt = new Date(START + (uploads - (uploads % 5 === 0 ? 1 : 0)) * 60_000);
    return {
      ...newPhotoDocument({ _id: id, userId: ownerId, originalKey: `photo/${ownerId}/${id}/original`, mimeType: 'image/jpeg', originalBytes: 100 }, createdAt),
      title: `Photo ${uploads}`,
      category: pick(CATEGORIES),
      isPublic: random() < 0.6,
      featured: random() < 0.3,
      status: random() < 0.8 ? 'ready' : 'processing',
      variants: [{ width: 400, height: 300, format: 'webp', key: `photo/${ownerId}/${id}/w400.webp`, bytes: 1000 }],
    };
  };

  const idsOf = async (ownerId?: string) => {
    const owners = ownerId ? [ownerId] : OWNERS;
    return (await Promise.all(owners.map((owner) => photos.listByUser(owner)))).flat();
  };

  /** One random change, of every kind the platform makes. */
  const change = async (): Promise<string> => {
    const owner = pick(OWNERS);
    const theirs = await photos.listByUser(owner);
    const roll = random();
    const photo = theirs.length ? pick(theirs) : null;
    if (!photo || roll < 0.18) {
      await photos.insert(newPhoto(owner));
      return 'upload';
    }
    if (roll < 0.26) {
      await photos.deleteOwned(owner, photo._id);
      return 'delete';
    }
    if (roll < 0.38) {
      await photos.updateOwned(owner, photo._id, { isPublic: !photo.isPublic });
      return 'public/private';
    }
    if (roll < 0.48) {
      await photos.updateOwned(owner, photo._id, { featured: !photo.featured });
      return 'feature';
    }
    if (roll < 0.56) {
      await photos.updateOwned(owner, photo._id, { category: pick(CATEGORIES) });
      return 'category';
    }
    if (roll < 0.7) {
      const anchor = pick(theirs);
      await photos.moveOwned(owner, photo._id, random() < 0.5 ? 'before' : 'after', anchor._id);
      return 'reorder';
    }
    if (roll < 0.76) {
      await photos.updateOwned(owner, photo._id, { title: `Renamed ${Math.floor(random() * 1e6)}` });
      return 'rename';
    }
    if (roll < 0.84) {
      const stamp = Math.floor(random() * 1e6).toString(16);
      const watermarked =
        random() < 0.7
          ? { stamp, variants: [{ width: 400, height: 300, format: 'webp' as const, key: `photo/${owner}/${photo._id}/w400-${stamp}.webp`, bytes: 900 }] }
          : null;
      await photos.savePublicVariants(owner, photo._id, watermarked);
      return 'watermark';
    }
    if (roll < 0.9) {
      await photos.saveOptimised(owner, photo._id, {
        width: 1600,
        height: 1200,
        placeholder: 'abc',
        sizeBytes: 5000,
        variants: [{ width: 800, height: 600, format: 'webp', key: `photo/${owner}/${photo._id}/w800.webp`, bytes: 2000 }],
      });
      return 'processed';
    }
    if (roll < 0.96) {
      await photos.saveAiSuggestionsWhereEmpty(owner, photo._id, { aiTags: ['tree'], aiAltText: 'A tree' });
      return 'ai suggestions';
    }
    await photos.deleteAllOfUser(owner);
    return 'account deletion';
  };

  /** Every page of one list, read with `read`: the ids, cards, cursors and totals in order. */
  const walk = async (read: typeof photos.pagePublic, filter: PublicListFilter, limit: number) => {
    const pages: Array<{ cards: string[]; nextCursor: string | null; total: number | null }> = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof photos.pagePublic>> = await read(filter, { cursor, limit }, { withTotal: cursor === null });
      pages.push({
        cards: page.docs.map((doc) => cardJson({ ...doc, listBucket: 0, position: 0 } as PhotoCard & { listBucket: number; position: number })),
        nextCursor: page.nextCursor,
        total: page.total,
      });
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length < 500);
    return pages;
  };

  const everyList = (): PublicListFilter[] => [
    ...OWNERS.flatMap((ownerId) =>
      [undefined, ...CATEGORIES].flatMap((category) => [
        { ownerId, category },
        { ownerId, category, featuredOnly: true },
        { ownerId, category, featuredFirst: true },
      ]),
    ),
    { featuredOnly: true },
    ...CATEGORIES.flatMap((category) => [{ category }, { category, featuredOnly: true }]),
  ];

  /** Every list, every category count and a client gallery, from the model and from the database. */
  const expectModelToMatchDatabase = async () => {
    expect(await photos.readModel?.isReady()).toBe(true);
    const fromDatabase = photos.pagePublicFromDatabase.bind(photos);
    const fromModel = photos.pagePublic.bind(photos);
    for (const filter of everyList()) {
      const limit = 1 + Math.floor(random() * 7);
      const [model, db] = await Promise.all([walk(fromModel, filter, limit), walk(fromDatabase, filter, limit)]);
      expect({ filter, limit, pages: model }).toEqual({ filter, limit, pages: db });
    }
    for (const owner of OWNERS) expect(await photos.publicCategories(owner)).toEqual(await photos.publicCategoriesFromDatabase(owner));
    const every = await idsOf();
    const gallery = every.filter(() => random() < 0.3).map((photo) => photo._id);
    for (const owner of OWNERS) {
      const cards = (await photos.findCardsOwned(owner, [...gallery, 'gone-photo'])).map((card) => cardJson({ ...card, listBucket: 0, position: 0 }));
      const docs = (await photos.findManyOwned(owner, gallery)).map((doc) => cardJson({ ...doc, listBucket: 0, position: 0 }));
      expect(cards.sort()).toEqual(docs.sort());
    }
  };

  beforeAll(async () => {
    mongo = await new MongoDatabase({ uri }).connect();
    redis = new Redis(testProfile.serviceEnv.REDIS_URL, { maxRetriesPerRequest: 2 });
    photos = new PhotoRepository(mongo.connection, { readModel: { redis } });
    unprojected = new PhotoRepository(mongo.connection);
    await photos.ensureIndexes();
    // An empty database's model: built (from nothing) before the first change.
    expect(await photos.readModel?.rebuild('fill')).toMatchObject({ photos: 0 });
  });

  afterAll(async () => {
    const keys = await redis.keys(`photo-read-model:${database}:*`);
    if (keys.length) await redis.unlink(...keys);
    redis?.disconnect();
    await mongo?.connection.dropDatabase();
    await mongo?.disconnect();
  });

  it(`ends as the database is after 500 random changes, some at the same moment (seed ${SEED})`, async () => {
    const kinds = new Map<string, number>();
    const count = (kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    for (let done = 0; done < 500;) {
      // Mostly one at a time, sometimes a few at once (as several requests and jobs do).
      const together = random() < 0.3 ? 2 + Math.floor(random() * 4) : 1;
      const made = await Promise.all(Array.from({ length: together }, () => change()));
      made.forEach(count);
      done += together;
    }
    // Every kind happened (a generator that stopped making one would test nothing of it).
    expect([...kinds.keys()].sort()).toEqual(
      ['account deletion', 'ai suggestions', 'category', 'delete', 'feature', 'processed', 'public/private', 'rename', 'reorder', 'upload', 'watermark'].sort(),
    );
    await expectModelToMatchDatabase();
  }, 600_000);

  it('follows a photo squeezed between the same two neighbours until their bucket is renumbered', async () => {
    const owner = 'owner-squeeze';
    const [first, second, third, fourth] = [1, 2, 3, 4].map(() => ({ ...newPhoto(owner), isPublic: true }));
    for (const photo of [first, second, third, fourth]) await photos.insert(photo as PhotoDocument);
    // Each move halves the gap after `first`: the numbers between run out, and the bucket is renumbered.
    for (let round = 0; round < 60; round += 1)
      await photos.moveOwned(owner, round % 2 ? (third as PhotoDocument)._id : (fourth as PhotoDocument)._id, 'after', (first as PhotoDocument)._id);
    const inModel = await photos.pagePublic({ ownerId: owner }, { cursor: null, limit: 10 });
    const inDatabase = await photos.pagePublicFromDatabase({ ownerId: owner }, { cursor: null, limit: 10 });
    expect(inModel.docs.map((doc) => doc._id)).toEqual(inDatabase.docs.map((doc) => doc._id));
    await photos.deleteAllOfUser(owner);
  }, 120_000);

  /** Random changes until `done` resolves, at least `least` of them. */
  const changesDuring = async (done: Promise<unknown>, least: number) => {
    let finished = false;
    void done.finally(() => (finished = true));
    let made = 0;
    while (!finished || made < least) {
      await change();
      made += 1;
    }
    return made;
  };

  it('is rebuilt from nothing to the same pages while changes keep coming, by one process at a time', async () => {
    const keys = await redis.keys(`photo-read-model:${database}:*`);
    await redis.unlink(...keys);
    expect(await photos.readModel?.isReady()).toBe(false);
    // Not ready: lists come from the database meanwhile.
    const owner = pick(OWNERS);
    expect((await photos.pagePublic({ ownerId: owner }, { cursor: null, limit: 5 })).docs.map((doc) => doc._id)).toEqual(
      (await photos.pagePublicFromDatabase({ ownerId: owner }, { cursor: null, limit: 5 })).docs.map((doc) => doc._id),
    );
    // Two processes find it missing at once: one rebuilds, the other is told so.
    const rebuilds = Promise.all([photos.readModel?.rebuild('fill'), photos.readModel?.rebuild('fill')]);
    expect(await changesDuring(rebuilds, 20)).toBeGreaterThanOrEqual(20);
    const [report, second] = await rebuilds;
    expect([report, second].filter((run) => run === null)).toHaveLength(1);
    expect(report ?? second).toMatchObject({ mode: 'fill', photos: expect.any(Number) });
    await expectModelToMatchDatabase();
  }, 600_000);

  it('keeps an account deleted after a rebuild from nothing has read its photos deleted', async () => {
    const owner = `owner-gone-${SEED}`;
    for (let n = 0; n < 3; n += 1) await photos.insert({ ...newPhoto(owner), isPublic: true, status: 'ready' });
    const model = photos.readModel;
    if (!model) throw new Error('no read model');
    await redis.unlink(...(await redis.keys(`photo-read-model:${database}:*`)));
    // The database as the rebuild reads it, with the account deleted between its read of a batch and the batch's apply.
    const source = (model as unknown as { source: PhotoSource }).source;
    let deleted = 0;
    const deletingMidway: PhotoSource = {
      forEachIdBatch: (visit) => source.forEachIdBatch(visit),
      forEachProjectedBatch: (visit) =>
        source.forEachProjectedBatch(async (batch) => {
          if (deleted === 0 && batch.some((photo) => photo.userId === owner)) deleted = await photos.deleteAllOfUser(owner);
          await visit(batch);
        }),
    };
    expect(await rebuildPhotoReadModel(model.store, model.projection, deletingMidway, 'fill')).toMatchObject({ mode: 'fill' });
    expect(deleted).toBe(3);
    expect((await photos.pagePublic({ ownerId: owner }, { cursor: null, limit: 10 }, { withTotal: true })).docs).toEqual([]);
    expect(await model.store.owned(owner)).toEqual([]);
    await expectModelToMatchDatabase();
  }, 600_000);

  it("is corrected in place by an operator's rebuild while changes keep coming", async () => {
    const rebuild = photos.readModel?.rebuild('correct') ?? Promise.resolve(null);
    expect(await changesDuring(rebuild, 20)).toBeGreaterThanOrEqual(20);
    expect(await rebuild).toMatchObject({ mode: 'correct' });
    await expectModelToMatchDatabase();
  }, 600_000);

  it('catches up with changes whose projection never ran, once they are old enough to be swept', async () => {
    const owner = pick(OWNERS);
    const photo = newPhoto(owner);
    await photos.insert(photo);
    const model = photos.readModel;
    if (!model) throw new Error('no read model');
    // The write is marked, then the process "dies" before projecting it.
    await model.store.mark([photo._id]);
    await unprojected.updateOwned(owner, photo._id, { isPublic: true, featured: true, title: 'Changed by a process that died' });
    const before = await photos.pagePublic({ ownerId: owner, featuredOnly: true }, { cursor: null, limit: 100 });
    expect(before.docs.some((doc) => doc.title === 'Changed by a process that died')).toBe(false);
    expect(await model.sweep(0)).toBeGreaterThanOrEqual(1);
    const after = await photos.pagePublic({ ownerId: owner, featuredOnly: true }, { cursor: null, limit: 100 });
    expect(after.docs.find((doc) => doc._id === photo._id)?.title).toBe('Changed by a process that died');
    expect(await model.sweep(0)).toBe(0);
    await expectModelToMatchDatabase();
  }, 600_000);

  it('keeps the newer of two projections of one photo whatever order they are applied in', async () => {
    const owner = pick(OWNERS);
    const photo = { ...newPhoto(owner), isPublic: true, title: 'Before' };
    await photos.insert(photo);
    const model = photos.readModel;
    if (!model) throw new Error('no read model');
    const [older] = await model.store.tickets([photo._id]);
    await unprojected.updateOwned(owner, photo._id, { title: 'After' });
    // The later projection (its ticket taken after the write) is applied first…
    await model.projection.project([photo._id]);
    // …then one that read the database before the write arrives late: it changes nothing.
    const { projectionOf } = await import('../src/read-models/public-photos/photo-projection.js');
    expect(await model.store.apply([projectionOf(photo._id, older as number, { ...photo, title: 'Before' }, [])])).toBe(0);
    expect((await photos.pagePublic({ ownerId: owner }, { cursor: null, limit: 100 })).docs.find((doc) => doc._id === photo._id)?.title).toBe('After');
  });
});
