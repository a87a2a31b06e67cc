import type { Photo } from '@lumafolio/contracts';
import { canSaveHero, formatPercentage, heroCandidates, isCustomPhotoHero, srcSetOf } from './hero-choice';

describe('hero choice', () => {
  it('enables Save only with a choice for the selected option and not while saving', () => {
    expect(canSaveHero({ option: 'global', heroImageId: null, photoId: 'p1' }, false)).toBe(false);
    expect(canSaveHero({ option: 'global', heroImageId: 'marigold', photoId: null }, false)).toBe(true);
    expect(canSaveHero({ option: 'global', heroImageId: 'marigold', photoId: null }, true)).toBe(false);
    expect(canSaveHero({ option: 'custom', heroImageId: 'marigold', photoId: null }, false)).toBe(false);
    expect(canSaveHero({ option: 'custom', heroImageId: null, photoId: 'p1' }, false)).toBe(true);
  });

  it("recognises a custom photo hero by its id's prefix", () => {
    expect(isCustomPhotoHero('custom-abc12345')).toBe(true);
    expect(isCustomPhotoHero('marigold')).toBe(false);
    expect(isCustomPhotoHero(null)).toBe(false);
  });

  it('offers only processed photos', () => {
    const photo = (id: string, status: Photo['status'], variants = 1) =>
      ({ id, status, variants: Array.from({ length: variants }, () => ({ width: 400, height: 300, format: 'webp', url: '' })) }) as Photo;
    expect(heroCandidates([photo('a', 'ready'), photo('b', 'processing', 0), photo('c', 'failed', 0), photo('d', 'ready', 0)]).map((p) => p.id)).toEqual(['a']);
    expect(heroCandidates(null)).toEqual([]);
  });

  it('builds a srcset smallest first and formats percentages', () => {
    expect(
      srcSetOf([
        { width: 1280, url: '/b' },
        { width: 640, url: '/a' },
      ]),
    ).toBe('/a 640w, /b 1280w');
    expect(srcSetOf([])).toBeUndefined();
    expect(formatPercentage(12.345)).toBe('12.3%');
    expect(formatPercentage(40)).toBe('40%');
  });
});
