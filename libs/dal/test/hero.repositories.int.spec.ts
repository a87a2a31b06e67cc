import { profile } from '@lumafolio/dev-stack';
import { HeroImageRepository, HeroSelectionRepository, MongoDatabase } from '../src/index.js';

const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/]+$/, `/dal_hero_${process.pid}`);
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
    expect(again).toMatchObject({ _id: 'alpha', name: 'alpha', renditionsOf: 'a'.repeat(64), isDefault: false });
    expect(again.variants).toHaveLength(1);
  });

  it('never has two defaults, even when both are claimed at once', async () => {
    await Promise.all(['beta', 'gamma', 'delta'].map((id) => heroes.upsertSeed(seed(id))));
    const claims = await Promise.all(['beta', 'gamma', 'delta'].map((id) => heroes.claimDefaultIfNone(id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const all = await heroes.listAll();
    expect(all.filter((h) => h.isDefault)).toHaveLength(1);
    expect(all[0]?.isDefault).toBe(true);
    const winner = all[0]?._id as string;
    expect(await heroes.claimDefaultIfNone(winner)).toBe(true);
    expect(await heroes.claimDefaultIfNone('alpha')).toBe(false);
    expect((await heroes.findDefault())?._id).toBe(winner);
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
