import { describe, expect, it } from '@jest/globals';
import { rgbaToThumbHash } from 'thumbhash';
import { placeholderDataUrl, responsiveSource } from './placeholder';

describe('placeholderDataUrl', () => {
  it('decodes a base64 ThumbHash to a PNG data URL', () => {
    const rgba = new Uint8Array(4 * 4 * 4).fill(200);
    const hash = Buffer.from(rgbaToThumbHash(4, 4, rgba)).toString('base64');
    expect(placeholderDataUrl(hash)).toMatch(/^data:image\/png;base64,/);
  });

  it('is null when missing or unreadable', () => {
    expect(placeholderDataUrl(null)).toBeNull();
    expect(placeholderDataUrl('')).toBeNull();
    expect(placeholderDataUrl('%%%')).toBeNull();
  });
});

describe('responsiveSource', () => {
  it('lists the WebP variants by width', () => {
    const photo = {
      imageUrl: '/api/images/p1/original',
      variants: [
        { width: 800, height: 450, format: 'webp' as const, url: '/api/images/p1/w800.webp' },
        { width: 400, height: 225, format: 'webp' as const, url: '/api/images/p1/w400.webp' },
        { width: 400, height: 225, format: 'avif' as const, url: '/api/images/p1/w400.avif' },
      ],
    };
    expect(responsiveSource(photo)).toEqual({
      src: '/api/images/p1/w400.webp',
      srcSet: '/api/images/p1/w400.webp 400w, /api/images/p1/w800.webp 800w',
    });
  });

  it('uses the original while processing', () => {
    expect(responsiveSource({ imageUrl: '/api/images/p1/original', variants: [] })).toEqual({ src: '/api/images/p1/original', srcSet: undefined });
  });
});
