import { SIGNED_IMAGE_URL_MAX_LIFETIME_S, SIGNED_IMAGE_URL_MIN_LIFETIME_S, SignedImageUrls, signedImageExpiry } from './signed-image-urls.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 10, 24, 17, 0, 0);
const ref = { ownerId: 'user_1', photoId: 'abc123def456', file: 'w800.webp' };

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const signer = (now = NOW, secret = SECRET) => new SignedImageUrls(secret, () => now);

describe('SignedImageUrls', () => {
  const url = signer().url(ref) as string;

  it('names the file and its owner, and verifies to the storage key', () => {
    expect(url).toMatch(/^\/api\/images\/abc123def456\/w800\.webp\?o=user_1&e=\d+&s=[A-Za-z0-9_-]{22}$/);
    expect(signer().verify(ref.photoId, ref.file, queryOf(url))).toEqual({
      ownerId: 'user_1',
      key: 'photo/user_1/abc123def456/w800.webp',
      contentType: 'image/webp',
      expiresAt: signedImageExpiry(NOW),
    });
  });

  it('mints the same URL all week, valid for 7 to 14 days', () => {
    const expiry = signedImageExpiry(NOW);
    const weekStart = (expiry - 2 * SIGNED_IMAGE_URL_MIN_LIFETIME_S) * 1000;
    expect(signer(weekStart).url(ref)).toBe(url);
    expect(signer(weekStart + SIGNED_IMAGE_URL_MIN_LIFETIME_S * 1000 - 1).url(ref)).toBe(url);
    expect(signer(weekStart + SIGNED_IMAGE_URL_MIN_LIFETIME_S * 1000).url(ref)).not.toBe(url);
    for (const now of [weekStart, weekStart + SIGNED_IMAGE_URL_MIN_LIFETIME_S * 1000 - 1]) {
      const lifetime = signedImageExpiry(now) - now / 1000;
      expect(lifetime).toBeGreaterThanOrEqual(SIGNED_IMAGE_URL_MIN_LIFETIME_S);
      expect(lifetime).toBeLessThanOrEqual(SIGNED_IMAGE_URL_MAX_LIFETIME_S);
    }
  });

  it('never signs an original', () => {
    expect(signer().url({ ...ref, file: 'original' })).toBeNull();
    expect(signer().verify(ref.photoId, 'original', queryOf(url))).toBeNull();
  });

  it('refuses an expired URL', () => {
    const expiresAt = signedImageExpiry(NOW) * 1000;
    expect(signer(expiresAt - 1).verify(ref.photoId, ref.file, queryOf(url))).not.toBeNull();
    expect(signer(expiresAt).verify(ref.photoId, ref.file, queryOf(url))).toBeNull();
  });

  it('refuses a URL signed with another key', () => {
    expect(signer(NOW, 'another-secret-of-at-least-32-characters').verify(ref.photoId, ref.file, queryOf(url))).toBeNull();
  });

  it.each([
    ['another photo', { photoId: 'abc123def457' }, {}],
    ['another file', { file: 'w1600.webp' }, {}],
    ['another format', { file: 'w800.avif' }, {}],
    ['another owner', {}, { o: 'user_2' }],
    ['a later expiry', {}, { e: String(signedImageExpiry(NOW) + SIGNED_IMAGE_URL_MIN_LIFETIME_S) }],
    ['a changed signature', {}, { s: 'A'.repeat(22) }],
    ['a longer signature', {}, { s: `${queryOf(url).s}A` }],
  ])('refuses %s under the same signature', (_name, path: Partial<typeof ref>, query: Record<string, string>) => {
    const target = { ...ref, ...path };
    expect(signer().verify(target.photoId, target.file, { ...queryOf(url), ...query })).toBeNull();
  });

  it.each([
    ['no query', undefined],
    ['null', null],
    ['a string', 'o=user_1'],
    ['an empty query', {}],
    ['repeated parameters', { ...queryOf(url), s: [queryOf(url).s, queryOf(url).s] }],
    ['a non-numeric expiry', { ...queryOf(url), e: '1e12' }],
    ['a negative expiry', { ...queryOf(url), e: '-1' }],
    ['a huge expiry', { ...queryOf(url), e: '9'.repeat(400) }],
    ['an owner with a path', { ...queryOf(url), o: '../user_1' }],
    ['an owner with a slash', { ...queryOf(url), o: 'user_1/x' }],
    ['a signature with padding', { ...queryOf(url), s: `${queryOf(url).s}==` }],
    ['a multibyte signature', { ...queryOf(url), s: 'é'.repeat(22) }],
    ['an object for a signature', { ...queryOf(url), s: { length: 22 } }],
    ['a megabyte of signature', { ...queryOf(url), s: 'A'.repeat(1024 * 1024) }],
  ])('refuses hostile input (%s) without throwing', (_name, query: unknown) => {
    expect(signer().verify(ref.photoId, ref.file, query)).toBeNull();
  });

  it.each([
    ['a path in the photo id', '../abc123def456'],
    ['an upper-case photo id', 'ABC123DEF456'],
  ])('refuses %s', (_name, photoId) => {
    expect(signer().verify(photoId, ref.file, queryOf(url))).toBeNull();
  });

  it('refuses a path in the file name', () => {
    expect(signer().verify(ref.photoId, '../w800.webp', queryOf(url))).toBeNull();
  });
});
