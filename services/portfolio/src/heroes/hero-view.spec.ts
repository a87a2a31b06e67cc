import { adminHeroBannerSchema, heroSelectionSchema, heroImageSchema } from '@lumafolio/contracts';
import type { HeroImageDocument, HeroSelectionDocument } from '@lumafolio/dal';
import { isReady, largestVariant, NO_HERO, selectionOfCustom, selectionOfHero, toAdminHeroBanner, toHeroImage } from './hero-view.js';

const variant = (width: number, heroId = 'marigold') => ({
  width,
  height: width / 2,
  format: 'webp' as const,
  key: `hero/${heroId}/w${width}-0123456789ab.webp`,
  bytes: 10,
});

const hero = (overrides: Partial<HeroImageDocument> = {}): HeroImageDocument => ({
  _id: 'marigold',
  name: 'Marigold',
  description: 'A flower',
  sourceKey: 'hero/marigold/original.webp',
  sourceHash: 'a'.repeat(64),
  renditionsOf: 'a'.repeat(64),
  width: 2400,
  height: 1200,
  placeholder: 'abc=',
  variants: [variant(1280), variant(2400), variant(640)],
  defaultRank: 1,
  promoteWhenReady: false,
  colorPalette: null,
  colorAnalysisComplete: false,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

describe('hero views', () => {
  it('lists variants smallest first as gateway URLs, the largest as url and imageUrl', () => {
    const image = heroImageSchema.parse(toHeroImage(hero(), true));
    expect(image.variants.map((v) => v.width)).toEqual([640, 1280, 2400]);
    expect(image.url).toBe('/api/heroes/marigold/w2400-0123456789ab.webp');
    expect(image.imageUrl).toBe(image.url);
    expect(image).toMatchObject({ id: 'marigold', isDefault: true, placeholder: 'abc=' });
    expect(JSON.stringify(image)).not.toContain('hero/marigold/');
  });

  it('shows an added banner as processing until its variants exist, and which one is the default', () => {
    const added = hero({ _id: 'banner-1', sourceKey: 'hero/banner-1/source', variants: [] });
    expect(adminHeroBannerSchema.parse(toAdminHeroBanner(added, 'marigold'))).toMatchObject({
      status: 'processing',
      origin: 'added',
      isDefault: false,
      url: '',
    });
    expect(toAdminHeroBanner(hero(), 'marigold')).toMatchObject({ status: 'ready', origin: 'seeded', isDefault: true });
  });

  it('is ready only with variants', () => {
    expect(isReady(hero())).toBe(true);
    expect(isReady(hero({ variants: [] }))).toBe(false);
    // Written by an earlier release, before its renditions: not ready, never an error (every portfolio page asks).
    expect(isReady({})).toBe(false);
  });

  it('says where a selection came from', () => {
    expect(heroSelectionSchema.parse(selectionOfHero(hero(), 'default'))).toMatchObject({ id: 'marigold', source: 'default', name: 'Marigold' });
    const custom: HeroSelectionDocument = {
      _id: 'u1',
      source: 'custom',
      heroId: 'custom-abcdef123456',
      photoId: 'abcdef123456',
      name: 'Sunset',
      description: '',
      width: 1600,
      height: 800,
      placeholder: null,
      variants: [variant(400, 'custom-abcdef123456'), variant(1600, 'custom-abcdef123456')],
      colorPalette: null,
      colorAnalysisComplete: false,
      updatedAt: new Date(0),
    };
    expect(heroSelectionSchema.parse(selectionOfCustom(custom))).toMatchObject({
      id: 'custom-abcdef123456',
      source: 'custom',
      url: '/api/heroes/custom-abcdef123456/w1600-0123456789ab.webp',
    });
    expect(heroSelectionSchema.parse(NO_HERO)).toMatchObject({ source: 'none', url: null });
  });

  it('answers within the contract for a ready banner stored without its empty palette fields', () => {
    // What the hero list and a portfolio page read while a banner's palette is still on its way.
    const { colorPalette: _palette, colorAnalysisComplete: _complete, placeholder: _placeholder, ...stored } = hero();
    const sparse = stored as HeroImageDocument;
    expect(heroImageSchema.parse(toHeroImage(sparse, true))).toMatchObject({ colorPalette: null, colorAnalysisComplete: false, placeholder: null });
    expect(heroSelectionSchema.parse(selectionOfHero(sparse, 'default'))).toMatchObject({ source: 'default', colorPalette: null });
    expect(adminHeroBannerSchema.parse(toAdminHeroBanner(sparse, 'marigold'))).toMatchObject({ status: 'ready', colorAnalysisComplete: false });
  });

  it('finds the largest variant', () => {
    expect(largestVariant(hero().variants)?.width).toBe(2400);
    expect(largestVariant([])).toBeUndefined();
  });
});
