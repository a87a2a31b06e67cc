import { createHmac, timingSafeEqual } from 'node:crypto';
import { photoIdSchema, signedImageQuerySchema } from '@lumafolio/contracts';

const DAY_S = 24 * 60 * 60;
/** Expiries fall on week boundaries: every URL minted within one week is the same string. */
export const SIGNED_IMAGE_URL_BUCKET_S = 7 * DAY_S;
/** A URL is minted valid to the end of the week after the current one: between 7 and 14 days. */
export const SIGNED_IMAGE_URL_MIN_LIFETIME_S = SIGNED_IMAGE_URL_BUCKET_S;
export const SIGNED_IMAGE_URL_MAX_LIFETIME_S = 2 * SIGNED_IMAGE_URL_BUCKET_S;
/** 132 bits of HMAC-SHA256, base64url. */
const SIGNATURE_CHARS = 22;
/** Public variants only (watermarked ones too, ADR 44): an original keeps the camera's metadata and is never signed. */
const SIGNABLE_FILE = /^w\d{2,5}(-[a-f0-9]{8,32})?\.(webp|avif|jpeg)$/;

export interface ImageFileRef {
  ownerId: string;
  photoId: string;
  /** `w{width}.{format}` */
  file: string;
}

export interface VerifiedImageFile {
  ownerId: string;
  /** The storage key, derived from the URL alone. */
  key: string;
  contentType: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Where a photo's files are stored (the media worker writes its variants there). */
export const photoFileKey = ({ ownerId, photoId, file }: ImageFileRef) => `photo/${ownerId}/${photoId}/${file}`;

export const signedImageExpiry = (nowMs: number) => (Math.floor(nowMs / 1000 / SIGNED_IMAGE_URL_BUCKET_S) + 2) * SIGNED_IMAGE_URL_BUCKET_S;

/**
 * Signed, expiring URLs of public variants (ADR 24): media mints them, the gateway serves
 * them with no RPC and no database read. The signature covers the storage key and the
 * expiry, so nothing in the URL can be changed to reach another file or live longer.
 */
export class SignedImageUrls {
  private readonly secret: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  /** `/api/images/{photoId}/{file}?o=…&e=…&s=…`; null for a file that is never signed (an original). */
  url(ref: ImageFileRef): string | null {
    if (!SIGNABLE_FILE.test(ref.file)) return null;
    const expiresAt = signedImageExpiry(this.now());
    const signature = this.signature(photoFileKey(ref), expiresAt);
    return `/api/images/${ref.photoId}/${ref.file}?o=${ref.ownerId}&e=${expiresAt}&s=${signature}`;
  }

  /** The file a signed URL names, if its query is well formed, its signature right and its time not up; else null. */
  verify(photoId: string, file: string, query: unknown): VerifiedImageFile | null {
    if (!SIGNABLE_FILE.test(file) || !photoIdSchema.safeParse(photoId).success) return null;
    const parsed = signedImageQuerySchema.safeParse(query);
    if (!parsed.success) return null;
    const { o: ownerId, e: expiresAt, s: signature } = parsed.data;
    if (expiresAt * 1000 <= this.now()) return null;
    const key = photoFileKey({ ownerId, photoId, file });
    const expected = Buffer.from(this.signature(key, expiresAt), 'ascii');
    const given = Buffer.from(signature, 'ascii');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { ownerId, key, contentType: `image/${file.slice(file.lastIndexOf('.') + 1)}`, expiresAt };
  }

  private signature(key: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expiresAt}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  }
}
