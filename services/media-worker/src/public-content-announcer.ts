import { publicContentChangedEvent } from '@lumafolio/contracts';
import type { PhotoRepository } from '@lumafolio/dal';
import type { EventBus } from '@lumafolio/server-common';
import type { Job, Worker } from 'bullmq';

/**
 * A job that changed what visitors see of a public photo (its variants are ready, or the AI
 * filled its tags or alt text) announces it, so the gateway drops that portfolio's cached
 * pages. Most photos are still private when their jobs end: nothing is announced then.
 */
export function announcePublicChanges(worker: Worker, photos: Pick<PhotoRepository, 'findOwned'>, events: Pick<EventBus, 'publish'>): void {
  worker.on('completed', (job: Job, result: unknown) => {
    // A page of a watermark redo changed the images of this owner's public photos (ADR 44).
    if (job.name === 'watermark-redo') {
      if ((result as { changed?: number } | null)?.changed) events.publish(publicContentChangedEvent, { ownerId: (job.data as { userId: string }).userId });
      return;
    }
    if (!changedWhatVisitorsSee(job.name, result)) return;
    const { userId, photoId } = job.data as { userId: string; photoId: string };
    void photos
      .findOwned(userId, photoId)
      .then((photo) => {
        if (photo?.isPublic) events.publish(publicContentChangedEvent, { ownerId: userId });
      })
      .catch(() => undefined);
  });
}

function changedWhatVisitorsSee(jobName: string, result: unknown): boolean {
  const outcome = result as { status?: string; written?: { aiTags?: boolean; aiAltText?: boolean } } | null;
  if (jobName === 'optimise') return outcome?.status === 'ready';
  if (jobName.startsWith('ai-tag')) return Boolean(outcome?.written?.aiTags || outcome?.written?.aiAltText);
  return jobName === 'palette' && outcome?.status !== 'deleted';
}
