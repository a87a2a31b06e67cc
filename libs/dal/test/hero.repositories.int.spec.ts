import { profile } from '@lumafolio/dev-stack';
import { HeroImageRepository, HeroSelectionRepository, MongoDatabase } from '../src/index.js';
import { connectTwoProcesses } from './two-processes.js';

const testProfile = profile('test');
const uri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_hero_${process.pid}`);
const seed = (id: string) => ({ id, name: id, description: '', sourceKey: `hero/${id}/original.webp`, sourceHash: 'a'.repeat(64) });
const variant = (width: number) => ({ width, height: width / 2, format: 'webp' as const, key: `hero/x/w${width}-0123456789ab.webp`, bytes: 1 });

describe('hero repositories on the MongoDB-protocol database', () => {
  let database: MongoDatabase;
  let heroes: HeroImageRepository;
  let selections: HeroSelectionRepository;

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    heroes = new HeroImageRepository(database.connection);
    selections = new HeroSelectionRepository(database.connection);
    await heroes.ensureIndexes();
  });

  afterAll(async () => {
    await database.connection.dropDatabase();
    await database.disconnect();
  });

  it('seeds idempotently, keeping what was changed after the first seed', async () => {
    await heroes.upsertSeed(seed('alpha'));
    await heroes.saveRenditions('alpha', 'a'.repeat(64), { width: 100, height: 50, placeholder: 'x', variants: [variant(100)] });
    const again = await heroes.upsertSeed({ ...seed('alpha'), name: 'Other name' });
    expect(again).toMatchObject({ _id: 'alpha', name: 'alpha', renditionsOf: 'a'.repeat(64), defaultRank: 0 });
    expect(again.variants).toHaveLength(1);
  });

  it('names exactly one default, also when it is claimed from several places at once', async () => {
    await Promise.all(['beta', 'gamma', 'delta'].map((id) => heroes.upsertSeed(seed(id))));
    await Promise.all(['beta', 'gamma', 'delta'].map((id) => heroes.claimDefaultIfNone(id)));
    const winner = (await heroes.findDefault())?._id as string;
    expect(['beta', 'gamma', 'delta']).toContain(winner);
    await heroes.claimDefaultIfNone('alpha');
    expect((await heroes.findDefault())?._id).toBe(winner);
    expect((await heroes.listAll())[0]?._id).toBe(winner);
  });

  it('moves the default with one update: the new one at once, never two', async () => {
    const before = (await heroes.findDefault())?._id as string;
    const target = before === 'gamma' ? 'delta' : 'gamma';
    const moved = await heroes.makeDefault(target);
    expect(moved?._id).toBe(target);
    expect((await heroes.findDefault())?._id).toBe(target);
    expect(await heroes.makeDefault('no-such-banner')).toBeNull();
    // Several at once: one of them wins, and it is the one the order names.
    await Promise.all(['alpha', 'beta', 'delta'].map((id) => heroes.makeDefault(id)));
    expect(['alpha', 'beta', 'delta']).toContain((await heroes.findDefault())?._id);
  });

  it('deletes a banner unless it is the default, and never makes a deleted one the default', async () => {
    const current = (await heroes.findDefault())?._id as string;
    expect(await heroes.deleteUnlessDefault(current)).toEqual({ refused: 'default' });
    expect(await heroes.deleteUnlessDefault('no-such-banner')).toEqual({ refused: 'missing' });
    await heroes.upsertSeed(seed('epsilon'));
    await heroes.upsertSeed(seed('zeta'));
    // Made the default, it can no longer be deleted.
    expect(await heroes.makeDefault('epsilon')).toMatchObject({ _id: 'epsilon' });
    expect(await heroes.deleteUnlessDefault('epsilon')).toEqual({ refused: 'default' });
    expect(await heroes.findById('epsilon')).not.toBeNull();
    // A deleted banner is not made the default afterwards.
    await heroes.makeDefault(current);
    expect('deleted' in (await heroes.deleteUnlessDefault('epsilon'))).toBe(true);
    expect(await heroes.makeDefault('epsilon')).toBeNull();
    expect((await heroes.findDefault())?._id).toBe(current);
    const removed = await heroes.deleteUnlessDefault('zeta');
    expect('deleted' in removed && removed.deleted._id).toBe('zeta');
    expect(await heroes.findById('zeta')).toBeNull();
  });

  it('adds a banner once per id, processing until its renditions come', async () => {
    const added = await heroes.insert({
      id: 'banner-1',
      name: 'Added',
      description: '',
      sourceKey: 'hero/banner-1/source',
      sourceHash: 'b'.repeat(64),
      promoteWhenReady: true,
    });
    expect(added).toMatchObject({ _id: 'banner-1', promoteWhenReady: true, defaultRank: 0 });
    expect(
      await heroes.insert({ id: 'banner-1', name: 'Again', description: '', sourceKey: 'x', sourceHash: 'c'.repeat(64), promoteWhenReady: false }),
    ).toBeNull();
    const page = await heroes.listPage({ cursor: null, limit: 2 });
    expect(page.docs).toHaveLength(2);
    const rest = await heroes.listPage({ cursor: page.nextCursor, limit: 60 });
    expect([...page.docs, ...rest.docs].map((doc) => doc._id)).toContain('banner-1');
    expect(rest.nextCursor).toBeNull();
  });

  it('keeps both results of a banner whose renditions and palette arrive at once at two replicas', async () => {
    // Two portfolio replicas: a connection and Redis turns each, on a database of their own.
    const processes = await connectTwoProcesses(uri.replace(/dal_hero_/, 'dal_hero_replicas_'), testProfile.serviceEnv.REDIS_URL);
    const [replicaA, replicaB] = processes.databases.map((replica) => new HeroImageRepository(replica.connection)) as [
      HeroImageRepository,
      HeroImageRepository,
    ];
    const ids = Array.from({ length: 12 }, (_, index) => `race-${index}`);
    try {
      await Promise.all(ids.map((id) => replicaA.upsertSeed(seed(id))));
      await Promise.all(
        ids.flatMap((id) => [
          replicaA.saveRenditions(id, 'a'.repeat(64), { width: 100, height: 50, placeholder: 'p', variants: [variant(100)] }),
          replicaB.savePalette(id, { dominantColor: '#102030', mood: 'cool', brightness: 'dark', colors: [{ hex: '#102030', percentage: 100 }] }),
          id.endsWith('0') ? replicaB.makeDefault(id) : Promise.resolve(null),
        ]),
      );
      for (const id of ids) {
        const saved = await replicaA.findById(id);
        expect({ id, variants: saved?.variants?.length, palette: saved?.colorAnalysisComplete }).toEqual({ id, variants: 1, palette: true });
      }
      // Made the default at one replica while deleted at the other: one of the two happens, never both.
      for (const id of ['race-1', 'race-2', 'race-3']) {
        const [made, deleted] = await Promise.all([replicaA.makeDefault(id), replicaB.deleteUnlessDefault(id)]);
        const kept = (await replicaA.findById(id)) !== null;
        expect({ id, kept, made: made?._id ?? null, deleted: 'deleted' in deleted }).toEqual(
          kept ? { id, kept, made: id, deleted: false } : { id, kept, made: null, deleted: true },
        );
      }
    } finally {
      await processes.close();
    }
  });

  it('keeps one selection per user and finds a custom hero by id for its palette', async () => {
    expect(await selections.saveGlobal('u1', 'alpha')).toBeNull();
    const custom = {
      heroId: 'custom-abc12345',
      photoId: 'abc12345',
      name: 'Mine',
      description: '',
      width: 100,
      height: 50,
      placeholder: null,
      variants: [variant(100)],
      colorPalette: null,
    };
    const previous = await selections.saveCustom('u1', custom);
    expect(previous).toMatchObject({ source: 'global', heroId: 'alpha' });
    expect(await selections.findByUser('u1')).toMatchObject({ source: 'custom', heroId: 'custom-abc12345', colorAnalysisComplete: false });
    const palette = { dominantColor: '#112233', mood: 'cool' as const, brightness: 'dark' as const, colors: [{ hex: '#112233', percentage: 100 }] };
    expect(await selections.saveCustomPalette('custom-abc12345', palette)).toBe(true);
    expect(await selections.markCustomPalettePending('u2', 'custom-abc12345')).toBe(false);
    expect(await selections.findByUser('u1')).toMatchObject({ colorPalette: palette, colorAnalysisComplete: true });
    expect((await selections.remove('u1'))?.heroId).toBe('custom-abc12345');
    expect(await selections.findByUser('u1')).toBeNull();
  });
});
