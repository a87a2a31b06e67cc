import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { getOwnPhotoRpc, mediaJobId, photoProcessedResultSchema, type Photo } from '@lumafolio/contracts';
import { RpcClient, type Logger } from '@lumafolio/server-common';
import type { QueueEvents } from 'bullmq';
import { UserStreams } from '../http/user-streams.js';

/** Open event streams per user (tabs and devices); more is refused, so one user cannot hold many connections. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * The media queue's events (every gateway replica reads them all) turned into "this photo of
 * yours is ready", for the owner's open event streams: the `optimise` job's result names
 * the owner and the photo, and the photo is read once per event, only when its owner listens.
 */
@Injectable()
export class ProcessedPhotosFeed implements OnApplicationShutdown {
  private readonly streams = new UserStreams<Photo>(MAX_STREAMS_PER_USER, 'Too many open photo streams. Close another tab and try again.');

  constructor(
    private readonly queueEvents: QueueEvents,
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
  ) {
    queueEvents.on('completed', ({ jobId, returnvalue }) => this.onCompleted(jobId, returnvalue));
    queueEvents.on('failed', ({ jobId }) => this.onFailed(jobId));
    queueEvents.on('error', (error) => logger.warn({ err: error }, 'media queue events unavailable'));
  }

  /** Calls `listener` for each of the user's photos that finishes; returns the unsubscribe. 429 past the per-user limit. */
  subscribe(userId: string, listener: (photo: Photo) => void, close: () => void): () => void {
    return this.streams.subscribe(userId, listener, close);
  }

  async onApplicationShutdown(): Promise<void> {
    this.streams.closeAll();
    await this.queueEvents.close();
  }

  private onCompleted(jobId: string, returnvalue: unknown): void {
    const result = photoProcessedResultSchema.safeParse(returnvalue);
    if (!result.success || jobId !== mediaJobId('optimise', result.data.photoId)) return;
    this.announce(result.data.userId, result.data.photoId);
  }

  /**
   * A photo that cannot be processed (its job failed for good) names no owner: each user
   * listening here is asked for it, and only its owner gets it (the read is ownership-checked).
   */
  private onFailed(jobId: string): void {
    const prefix = mediaJobId('optimise', '');
    if (!jobId.startsWith(prefix)) return;
    for (const userId of this.streams.users()) this.announce(userId, jobId.slice(prefix.length), { quiet: true });
  }

  private announce(userId: string, photoId: string, { quiet = false } = {}): void {
    if (!this.streams.has(userId)) return;
    this.rpc
      .call(getOwnPhotoRpc, { userId, photoId })
      .then((photo) => this.streams.send(userId, photo))
      .catch((error: unknown) => {
        if (!quiet) this.logger.warn({ err: error, photoId }, 'processed photo not announced');
      });
  }
}
