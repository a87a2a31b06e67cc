import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientGalleryDocument } from '@lumafolio/dal';

/** The unlisted link's secret: 128 random bits. */
export const newGalleryToken = () => randomBytes(16).toString('base64url');
export const newGalleryId = () => randomBytes(12).toString('hex');

/**
 * The unlock cookie's value: an HMAC of the gallery and its password hash, so it cannot be
 * made without the secret, and a new password (a new hash) shuts out every earlier visitor.
 */
export class GalleryAccessKeys {
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = Buffer.from(`client-gallery:${secret}`, 'utf8');
  }

  keyFor(gallery: Pick<ClientGalleryDocument, '_id' | 'passwordHash'>): string {
    return createHmac('sha256', this.secret)
      .update(`${gallery._id}\n${gallery.passwordHash ?? ''}`)
      .digest('base64url');
  }

  matches(gallery: Pick<ClientGalleryDocument, '_id' | 'passwordHash'>, given: string | null): boolean {
    if (!given) return false;
    const expected = Buffer.from(this.keyFor(gallery));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

export const isExpired = (gallery: Pick<ClientGalleryDocument, 'expiresAt'>, now = Date.now()) =>
  gallery.expiresAt !== null && gallery.expiresAt.getTime() <= now;
