import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { albumSyncItemResultSchema, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import type { Logger } from '@lumafolio/server-common';
import type { QueueEvents } from 'bullmq';
import { UserStreams } from '../http/user-streams.js';

/** Open event streams per user (tabs and devices); more is refused. */
export const MAX_SYNC_STREAMS_PER_USER = 5;

/**
 * The album-sync queue's events (every gateway replica reads them all) turned into "your
 * set's progress", for the owner's open album pages: each item job's result names the owner
 * and carries its set's progress, so nothing is read per event.
 */
@Injectable()
export class AlbumSyncFeed implements OnApplicationShutdown {
  private readonly streams = new UserStreams<GooglePhotoSetProgress>(MAX_SYNC_STREAMS_PER_USER, 'Too many open album pages. Close another tab and try again.');

  constructor(
    private readonly queueEvents: QueueEvents,
    logger: Logger,
  ) {
    queueEvents.on('completed', ({ returnvalue }) => this.onCompleted(returnvalue));
    queueEvents.on('error', (error) => logger.warn({ err: error }, 'album-sync queue events unavailable'));
  }

  subscribe(userId: string, listener: (progress: GooglePhotoSetProgress) => void, close: () => void): () => void {
    return this.streams.subscribe(userId, listener, close);
  }

  async onApplicationShutdown(): Promise<void> {
    this.streams.closeAll();
    await this.queueEvents.close();
  }

  /** A job for a removed set answers null: nothing to tell. */
  private onCompleted(returnvalue: unknown): void {
    const result = albumSyncItemResultSchema.safeParse(returnvalue);
    if (result.success) this.streams.send(result.data.userId, result.data.progress);
  }
}
