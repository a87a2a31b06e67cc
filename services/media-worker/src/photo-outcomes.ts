import { photoProcessedEvent, photoProcessingFailedEvent } from '@lumafolio/contracts';
import type { EventBus } from '@lumafolio/server-common';
import type { PhotoOutcomes } from './processor-deps.js';

/** A photo's processing that ended is announced as the media domain's fact (hints: the gateway pushes them to the owner). */
export function announcePhotoOutcomes(events: Pick<EventBus, 'publish'>): PhotoOutcomes {
  return {
    processed: (ownerId, photoId) => events.publish(photoProcessedEvent, { ownerId, photoId }),
    failed: (ownerId, photoId) => events.publish(photoProcessingFailedEvent, { ownerId, photoId }),
  };
}
