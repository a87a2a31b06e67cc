import type { Redis } from 'ioredis';
import { SIGNED_IMAGE_URL_MAX_LIFETIME_S } from './signed-image-urls.js';

/** Outlives every URL minted before it (plus an hour of clock skew between the services). */
const MARKER_TTL_S = SIGNED_IMAGE_URL_MAX_LIFETIME_S + 60 * 60;
const photoMarker = (photoId: string) => `image-urls:revoked:photo:${photoId}`;
const ownerMarker = (ownerId: string) => `image-urls:revoked:owner:${ownerId}`;

/**
 * Signed image URLs that must stop working before they expire (ADR 24): a photo made
 * private or deleted, or every photo of a deleted account. Media writes the markers, the
 * gateway reads both of a request's in one round trip; a marker lives as long as the
 * longest-lived URL it could stop, then goes by itself.
 */
export class ImageUrlRevocations {
  constructor(private readonly redis: Pick<Redis, 'set' | 'del' | 'mget' | 'pipeline'>) {}

  async revokePhoto(photoId: string): Promise<void> {
    await this.redis.set(photoMarker(photoId), '1', 'EX', MARKER_TTL_S);
  }

  /** The photo is public again: its URLs (old ones included) may be served again. */
  async restorePhoto(photoId: string): Promise<void> {
    await this.redis.del(photoMarker(photoId));
  }

  /** Many photos made private at once (a bulk action): one round trip. */
  async revokePhotos(photoIds: readonly string[]): Promise<void> {
    if (photoIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const photoId of photoIds) pipeline.set(photoMarker(photoId), '1', 'EX', MARKER_TTL_S);
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async restorePhotos(photoIds: readonly string[]): Promise<void> {
    if (photoIds.length === 0) return;
    await this.redis.del(...photoIds.map(photoMarker));
  }

  async revokeOwner(ownerId: string): Promise<void> {
    await this.redis.set(ownerMarker(ownerId), '1', 'EX', MARKER_TTL_S);
  }

  async isRevoked(ownerId: string, photoId: string): Promise<boolean> {
    const markers = await this.redis.mget(photoMarker(photoId), ownerMarker(ownerId));
    return markers.some((marker) => marker !== null);
  }
}
