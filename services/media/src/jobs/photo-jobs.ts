import { Injectable } from '@nestjs/common';
import { PhotoRepository, type PhotoDocument } from '@lumafolio/dal';
import { InjectLogger, withTimeout, type Logger, MediaJobs } from '@lumafolio/server-common';

/** An unreachable queue answers within this; the photo then waits for the sweep. */
const QUEUE_TIMEOUT_MS = 3_000;
const SWEEP_BATCH = 100;

type QueueablePhoto = Pick<PhotoDocument, '_id' | 'userId' | 'originalKey'>;

/**
 * Queues the processing of stored photos. A photo is marked once its jobs are queued;
 * one whose jobs could not be queued (Redis down) stays unmarked and is queued by the
 * sweep. Deterministic job ids make queueing twice harmless; a photo whose processing
 * finished before is processed again.
 */
@Injectable()
export class PhotoJobs {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly jobs: MediaJobs,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async queueOrLeaveForSweep(photo: QueueablePhoto): Promise<void> {
    try {
      await this.queuePhoto(photo);
    } catch (error) {
      this.logger.warn({ err: error, photoId: photo._id }, 'photo jobs not queued; the sweep will queue them');
    }
  }

  /** Queues the photos created before `before` whose jobs are not queued yet; resolves with how many. */
  async sweep(before: Date): Promise<number> {
    const pending = await this.photos.listUnqueued(before, SWEEP_BATCH);
    for (const photo of pending) await this.queuePhoto(photo);
    if (pending.length > 0) this.logger.info({ queued: pending.length }, 'queued the jobs of photos left behind');
    return pending.length;
  }

  /** Queues a photo's processing now; fails when the queue cannot be reached. */
  async queuePhoto(photo: QueueablePhoto): Promise<void> {
    const payload = { userId: photo.userId, photoId: photo._id, storageKey: photo.originalKey };
    // A finished job of the same photo may still be kept (a restored original, files to
    // regenerate): it is replaced; a pending one is left to run.
    await withTimeout(this.jobs.addUnlessPending('optimise', payload), QUEUE_TIMEOUT_MS, `the media queue did not answer within ${QUEUE_TIMEOUT_MS} ms`);
    await this.photos.markJobsQueued(photo._id);
  }
}
