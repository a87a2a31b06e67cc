import { MEDIA_QUEUE, mediaJobId, type PhotoJobPayload } from '@lumafolio/contracts';
import { Queue } from 'bullmq';

/**
 * Produces the first media job of a new photo, `optimise`: it decodes the original once
 * for every derived product and queues the photo's ai-tag job itself. Job ids are deterministic, so a retried create
 * never queues the same work twice; retries back off exponentially. While Redis is
 * unreachable an add fails at once (no offline queue): the caller leaves the photo to
 * the sweep instead of holding its request.
 */
export class MediaQueue {
  private readonly queue: Queue;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue(MEDIA_QUEUE, {
      connection: { url: redisUrl, maxRetriesPerRequest: null, enableOfflineQueue: false },
      prefix,
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
    });
    // Reconnection is ioredis' job; a refused add is handled by the caller.
    this.queue.on('error', () => undefined);
  }

  async enqueuePhoto(payload: PhotoJobPayload): Promise<void> {
    await this.queue.add('optimise', payload, { jobId: mediaJobId('optimise', payload.photoId) });
  }

  /** A round trip to the queue's Redis. */
  async ping(): Promise<void> {
    await this.queue.count();
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
