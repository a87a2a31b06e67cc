import type { HeroSelection, Photo } from '@lumafolio/contracts';
import { previewImage } from './preview-image.js';

const hero = (source: HeroSelection['source'], url: string | null) => ({ source, url }) as HeroSelection;
const photo = (id: string, widths: number[], isPublic = true) =>
  ({ id, isPublic, variants: widths.map((width) => ({ width, height: width, format: 'webp', url: `/api/images/${id}/w${width}.webp` })) }) as unknown as Photo;
const avatar = '/api/avatars/u/abc.webp';

describe('previewImage', () => {
  it('prefers the hero the owner chose', () => {
    expect(previewImage(hero('custom', '/hero/custom.webp'), [photo('p1', [400])], avatar)).toBe('/hero/custom.webp');
    expect(previewImage(hero('global', '/hero/g.webp'), [], avatar)).toBe('/hero/g.webp');
  });

  it('then the largest rendition of the first processed featured photo', () => {
    expect(previewImage(hero('default', '/hero/default.webp'), [photo('p0', []), photo('p1', [400, 2400, 800])], avatar)).toBe('/api/images/p1/w2400.webp');
  });

  it('never a private photo', () => {
    expect(previewImage(null, [photo('secret', [800], false)], avatar)).toBe(avatar);
  });

  it('then the default hero, then the profile picture, then nothing', () => {
    expect(previewImage(hero('default', '/hero/default.webp'), [], avatar)).toBe('/hero/default.webp');
    expect(previewImage(hero('none', null), [], avatar)).toBe(avatar);
    expect(previewImage(null, [], null)).toBeNull();
  });
});
