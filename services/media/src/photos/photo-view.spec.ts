import { newPhotoDocument } from '@lumafolio/dal';
import { SignedImageUrls } from '@lumafolio/server-common';
import { firstThenShuffled, toPhoto } from './photo-view.js';
import { sanitizeDescription } from './description-html.js';

describe('firstThenShuffled', () => {
  it('keeps the first item first and every item exactly once', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    for (let run = 0; run < 20; run++) {
      const shuffled = firstThenShuffled(items);
      expect(shuffled[0]).toBe(0);
      expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    }
  });

  it('actually shuffles the rest', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 10 }, () => firstThenShuffled(items).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('handles empty and single lists', () => {
    expect(firstThenShuffled([])).toEqual([]);
    expect(firstThenShuffled(['a'])).toEqual(['a']);
  });
});

describe('sanitizeDescription', () => {
  it('keeps simple formatting and safe links', () => {
    expect(sanitizeDescription('<p>Golden <strong>hour</strong> at <a href="https://example.com">the lake</a></p>')).toBe(
      '<p>Golden <strong>hour</strong> at <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">the lake</a></p>',
    );
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty = '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">hi</a><p style="color:red">ok</p>';
    const clean = sanitizeDescription(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|style=|<img/i);
    expect(clean).toContain('hi');
    expect(clean).toContain('<p>ok</p>');
  });
});

describe('toPhoto image URLs', () => {
  const imageUrls = new SignedImageUrls('s'.repeat(32), () => Date.UTC(2026, 10, 24));
  const doc = (isPublic: boolean, key = 'photo/u1/abcdef12/w800.webp') => ({
    ...newPhotoDocument({
      _id: 'abcdef12',
      userId: 'u1',
      originalKey: 'photo/u1/abcdef12/original',
      mimeType: 'image/jpeg',
      originalBytes: 1,
      title: 't',
      description: '',
      aiAltText: null,
      aiTags: [],
      exif: null,
    }),
    isPublic,
    variants: [{ width: 800, height: 600, format: 'webp' as const, key, bytes: 1 }],
  });

  it("signs a public photo's variants", () => {
    const photo = toPhoto(doc(true), imageUrls, null);
    expect(photo.variants[0]?.url).toMatch(/^\/api\/images\/abcdef12\/w800\.webp\?o=u1&e=\d+&s=[\w-]{22}$/);
    expect(photo.imageUrl).toBe(photo.variants[0]?.url);
  });

  it('keeps the checked URL for a private photo, an original, and a variant stored elsewhere', () => {
    expect(toPhoto(doc(false), imageUrls, null).variants[0]?.url).toBe('/api/images/abcdef12/w800.webp');
    expect(toPhoto({ ...doc(true), variants: [] }, imageUrls, null).imageUrl).toBe('/api/images/abcdef12/original');
    expect(toPhoto(doc(true, 'legacy/abcdef12/w800.webp'), imageUrls, null).variants[0]?.url).toBe('/api/images/abcdef12/w800.webp');
  });

  describe('with a watermark (ADR 44)', () => {
    const watermarked = (isPublic: boolean) => ({
      ...doc(isPublic),
      publicVariants: {
        stamp: 'a1b2c3d4',
        variants: [{ width: 800, height: 600, format: 'webp' as const, key: 'photo/u1/abcdef12/w800-a1b2c3d4.webp', bytes: 2 }],
      },
    });

    it('gives visitors the signed watermarked variants', () => {
      const photo = toPhoto(watermarked(true), imageUrls, null, 'visitor');
      expect(photo.variants[0]?.url).toMatch(/^\/api\/images\/abcdef12\/w800-a1b2c3d4\.webp\?o=u1&e=\d+&s=[\w-]{22}$/);
      expect(photo.imageUrl).toBe(photo.variants[0]?.url);
    });

    it('gives the owner the clean variants by the checked URL only: a signed one would serve them to anyone', () => {
      expect(toPhoto(watermarked(true), imageUrls, null).variants[0]?.url).toBe('/api/images/abcdef12/w800.webp');
      expect(toPhoto(watermarked(true), imageUrls, null, 'owner').imageUrl).toBe('/api/images/abcdef12/w800.webp');
    });

    it('gives visitors the clean signed variants of a photo without watermarked ones (older documents, no watermark)', () => {
      expect(toPhoto(doc(true), imageUrls, null, 'visitor').variants[0]?.url).toMatch(/^\/api\/images\/abcdef12\/w800\.webp\?o=u1&/);
    });
  });
});
