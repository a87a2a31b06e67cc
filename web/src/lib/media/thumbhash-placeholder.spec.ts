import { describe, expect, it } from '@jest/globals';
import { rgbaToThumbHash } from 'thumbhash';
import { placeholderDataUrl } from './thumbhash-placeholder';

/** A 16×8 RGBA gradient encoded as a ThumbHash (base64), as the media worker stores it. */
function sampleHash(): string {
  const width = 16;
  const height = 8;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba.set([(i * 7) % 256, 120, 200, 255], i * 4);
  }
  return btoa(String.fromCharCode(...rgbaToThumbHash(width, height, rgba)));
}

describe('placeholderDataUrl', () => {
  it('decodes a ThumbHash into a PNG data URL, the same one each time', () => {
    const hash = sampleHash();
    const url = placeholderDataUrl(hash);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(placeholderDataUrl(hash)).toBe(url);
  });

  it('is null for a missing or unreadable hash', () => {
    expect(placeholderDataUrl(null)).toBeNull();
    expect(placeholderDataUrl('')).toBeNull();
    expect(placeholderDataUrl('%%%not base64%%%')).toBeNull();
  });
});
