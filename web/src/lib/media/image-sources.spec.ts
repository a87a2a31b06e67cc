import { describe, expect, it } from '@jest/globals';
import { imageSources, intrinsicSize, type ImageVariant } from './image-sources';

const variant = (width: number, format: ImageVariant['format'] = 'webp'): ImageVariant => ({
  width,
  height: Math.round((width * 2) / 3),
  format,
  url: `/api/images/p1/${width}.${format}`,
});

describe('imageSources', () => {
  it('builds a srcset by width with a src near 1600 px', () => {
    const sources = imageSources({ url: '/original.jpg', width: 2400, height: 1600, variants: [variant(1600), variant(400), variant(2400), variant(800)] });
    expect(sources.srcSet).toBe('/api/images/p1/400.webp 400w, /api/images/p1/800.webp 800w, /api/images/p1/1600.webp 1600w, /api/images/p1/2400.webp 2400w');
    expect(sources.src).toBe('/api/images/p1/1600.webp');
    expect(sources.sources).toEqual([]);
  });

  it('offers AVIF as a <source> next to WebP on the <img>', () => {
    const sources = imageSources({ url: null, width: null, height: null, variants: [variant(400), variant(400, 'avif'), variant(800, 'avif')] });
    expect(sources.srcSet).toBe('/api/images/p1/400.webp 400w');
    expect(sources.sources).toEqual([{ type: 'image/avif', srcSet: '/api/images/p1/400.avif 400w, /api/images/p1/800.avif 800w' }]);
  });

  it('falls back to JPEG, then to the original while nothing is processed', () => {
    expect(imageSources({ url: '/o.jpg', width: 1, height: 1, variants: [variant(640, 'jpeg')] }).src).toBe('/api/images/p1/640.jpeg');
    expect(imageSources({ url: '/o.jpg', width: 1, height: 1, variants: [] })).toEqual({ src: '/o.jpg', srcSet: undefined, sources: [] });
  });

  it('uses the smallest variant as src when all are larger than 1600 px', () => {
    expect(imageSources({ url: null, width: null, height: null, variants: [variant(2400), variant(2000)] }).src).toBe('/api/images/p1/2000.webp');
  });
});

describe('intrinsicSize', () => {
  it("is the image's own size, else its largest variant's", () => {
    expect(intrinsicSize({ url: null, width: 3000, height: 2000, variants: [] })).toEqual({ width: 3000, height: 2000 });
    expect(intrinsicSize({ url: null, width: null, height: null, variants: [variant(800), variant(1600)] })).toEqual({ width: 1600, height: 1067 });
    expect(intrinsicSize({ url: null, width: null, height: null, variants: [] })).toBeNull();
  });
});
