import { HttpException, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { albumSyncItemResultSchema, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import type { Logger } from '@lumafolio/server-common';
import type { QueueEvents } from 'bullmq';

/** Open event streams per user (tabs and devices); more is refused. */
export const MAX_SYNC_STREAMS_PER_USER = 5;

type Listener = (progress: GooglePhotoSetProgress) => void;

/**
 * The album-sync queue's events (every gateway replica reads them all) turned into "your
 * set's progress", for the owner's open album pages: each item job's result names the owner
 * and carries its set's progress, so nothing is read per event.
 */
@Injectable()
export class AlbumSyncFeed implements OnApplicationShutdown {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly closers = new Set<() => void>();

  constructor(
    private readonly queueEvents: QueueEvents,
    logger: Logger,
  ) {
    queueEvents.on('completed', ({ returnvalue }) => this.onCompleted(returnvalue));
    queueEvents.on('error', (error) => logger.warn({ err: error }, 'album-sync queue events unavailable'));
  }

  subscribe(userId: string, listener: Listener, close: () => void): () => void {
    const own = this.listeners.get(userId) ?? new Set<Listener>();
    if (own.size >= MAX_SYNC_STREAMS_PER_USER) throw new HttpException('Too many open album pages. Close another tab and try again.', 429);
    own.add(listener);
    this.listeners.set(userId, own);
    this.closers.add(close);
    return () => {
      own.delete(listener);
      if (own.size === 0) this.listeners.delete(userId);
      this.closers.delete(close);
    };
  }

  async onApplicationShutdown(): Promise<void> {
    for (const close of [...this.closers]) close();
    await this.queueEvents.close();
  }

  private onCompleted(returnvalue: unknown): void {
    const result = albumSyncItemResultSchema.safeParse(returnvalue);
    if (!result.success) return;
    for (const listener of this.listeners.get(result.data.userId) ?? []) listener(result.data.progress);
  }
}
