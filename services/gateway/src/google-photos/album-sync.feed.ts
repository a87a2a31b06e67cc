import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { photoSetProgressedEvent, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import { EventBus } from '@lumafolio/server-common';
import { UserStreams } from '../http/user-streams.js';

/** Open event streams per user (tabs and devices); more is refused. */
export const MAX_SYNC_STREAMS_PER_USER = 5;

/**
 * The integrations domain's "a set's import progressed" (every gateway replica hears it, no
 * queue group: each holds its own streams) pushed to the owner's open album pages: the
 * event carries the set's progress, so nothing is read per event. A lost one is caught up
 * by the page itself (it asks for its sets again now and then while one syncs, and
 * whenever its stream reopens).
 */
@Injectable()
export class AlbumSyncFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly streams = new UserStreams<GooglePhotoSetProgress>(MAX_SYNC_STREAMS_PER_USER, 'Too many open album pages. Close another tab and try again.');
  private subscription: { unsubscribe(): void } | null = null;

  constructor(private readonly events: EventBus) {}

  onApplicationBootstrap(): void {
    this.subscription = this.events.subscribe(photoSetProgressedEvent, null, async ({ ownerId, progress }) => this.streams.send(ownerId, progress));
  }

  subscribe(userId: string, listener: (progress: GooglePhotoSetProgress) => void, close: () => void): () => void {
    return this.streams.subscribe(userId, listener, close);
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
    this.streams.closeAll();
  }
}
