import { publicContentChangedEvent } from '@lumafolio/contracts';
import type { ProjectedPhoto } from '@lumafolio/dal';
import type { EventBus } from '@lumafolio/server-common';

/** A page of a watermark redo changes 25 photos of one owner in a row: one announcement for them. */
const COALESCE_MS = 100;

/**
 * A job that changed a public photo (its variants are ready, the AI filled its tags or alt
 * text, a watermark redo made its public variants) announces it, so the gateway drops that
 * portfolio's cached pages: from the photo as the read model's projection read it after the
 * write (ADR 46), so no document is read for it. Changes of one owner within 100 ms are one
 * announcement. Most photos are still private when their jobs end: nothing is announced then.
 */
export function announcePublicChanges(events: Pick<EventBus, 'publish'>): (photos: readonly ProjectedPhoto[]) => void {
  const waiting = new Set<string>();
  return (photos) => {
    for (const photo of photos) {
      if (!photo.isPublic || waiting.has(photo.userId)) continue;
      waiting.add(photo.userId);
      setTimeout(() => {
        waiting.delete(photo.userId);
        events.publish(publicContentChangedEvent, { ownerId: photo.userId });
      }, COALESCE_MS).unref();
    }
  };
}
