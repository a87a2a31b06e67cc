import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { planHeroWidths, thumbHashOf } from './hero-renditions.js';

describe('hero renditions', () => {
  it('plans the standard widths up to the source, never upscaling', () => {
    expect(planHeroWidths(2400)).toEqual([640, 1280, 1920, 2400]);
    expect(planHeroWidths(5000)).toEqual([640, 1280, 1920, 2400]);
    expect(planHeroWidths(1920)).toEqual([640, 1280, 1920]);
    expect(planHeroWidths(1500)).toEqual([640, 1280]);
    expect(planHeroWidths(500)).toEqual([500]);
  });

  it('makes a decodable ThumbHash placeholder', async () => {
    const image = sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366cc' } }).png();
    const hash = await thumbHashOf(sharp(await image.toBuffer()));
    const decoded = thumbHashToRGBA(Buffer.from(hash, 'base64'));
    expect(decoded.w / decoded.h).toBeCloseTo(2, 0);
  });
});
