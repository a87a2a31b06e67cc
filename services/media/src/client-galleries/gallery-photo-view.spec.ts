import { newPhotoDocument, type PhotoDocument } from '@lumafolio/dal';
import { GalleryAccessKeys, isExpired } from './gallery-access.js';
import { downloadFileName, downloadVariant, toGalleryPhoto } from './gallery-photo-view.js';

function photo(title: string, widths: number[], mimeType: 'image/jpeg' | 'image/png' = 'image/jpeg'): PhotoDocument {
  const doc = newPhotoDocument({
    _id: 'p0000001',
    userId: 'u1',
    originalKey: 'photo/u1/p0000001/original',
    mimeType,
    originalBytes: 10,
    title,
    category: 'nature',
  });
  return {
    ...doc,
    variants: widths.map((width) => ({ width, height: width / 2, format: 'webp' as const, key: `photo/u1/p0000001/w${width}.webp`, bytes: 10 })),
  };
}

describe('client gallery downloads', () => {
  it('gives the widest variant up to the chosen size, or the narrowest when all are wider', () => {
    const doc = photo('Lake', [400, 800, 1600, 2400]);
    expect(downloadVariant(doc, 'w800')?.width).toBe(800);
    expect(downloadVariant(doc, 'w1600')?.width).toBe(1600);
    expect(downloadVariant(photo('Small', [400, 1000]), 'w2400')?.width).toBe(1000);
    expect(downloadVariant(photo('Wide', [1600, 2400]), 'w800')?.width).toBe(1600);
  });

  it('names the file after the photo, safe for a header', () => {
    const doc = photo('Sunset "over" the Lake / Ålesund', [800]);
    expect(downloadFileName(doc, doc.variants[0] ?? null)).toBe('sunset-over-the-lake-alesund-800.webp');
    expect(downloadFileName(photo('', [800], 'image/png'), null)).toBe('photo.png');
  });
});

describe('client gallery photos', () => {
  it("serves every file through the gallery's own URL", () => {
    const view = toGalleryPhoto(photo('Lake', [400, 800]), 'AAAAAAAAAAAAAAAAAAAAAA', 'Ada Lovelace');
    expect(view.variants.map((v) => v.url)).toEqual([
      '/api/client-gallery/AAAAAAAAAAAAAAAAAAAAAA/photos/p0000001/w400.webp',
      '/api/client-gallery/AAAAAAAAAAAAAAAAAAAAAA/photos/p0000001/w800.webp',
    ]);
    expect(view.imageUrl).toBe(view.variants[1]?.url);
  });
});

describe('client gallery access', () => {
  const keys = new GalleryAccessKeys('a-secret-of-at-least-thirty-two-chars');

  it('accepts only the key of the current password', () => {
    const gallery = { _id: 'g1', passwordHash: 'hash-1' };
    const key = keys.keyFor(gallery);
    expect(keys.matches(gallery, key)).toBe(true);
    expect(keys.matches({ ...gallery, passwordHash: 'hash-2' }, key)).toBe(false);
    expect(keys.matches({ ...gallery, _id: 'g2' }, key)).toBe(false);
    expect(keys.matches(gallery, null)).toBe(false);
    expect(new GalleryAccessKeys('another-secret-of-thirty-two-chars').matches(gallery, key)).toBe(false);
  });

  it('counts a gallery as expired from its expiry on', () => {
    const now = Date.UTC(2026, 10, 25);
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
    expect(isExpired({ expiresAt: new Date(now) }, now)).toBe(true);
    expect(isExpired({ expiresAt: new Date(now + 1) }, now)).toBe(false);
  });
});
