import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getOwnPhotoRpc, photoProcessedEvent, photoProcessingFailedEvent, type Photo } from '@lumafolio/contracts';
import { EventBus, RpcClient, type Logger } from '@lumafolio/server-common';
import { UserStreams } from '../http/user-streams.js';

/** Open event streams per user (tabs and devices); more is refused, so one user cannot hold many connections. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * The media domain's "a photo's processing ended" (ready or failed; every gateway replica
 * hears it, no queue group: each holds its own streams) turned into the photo as My Photos
 * shows it, for its owner's open event streams: read once per event, only when its owner
 * listens here. A lost one is caught up by the page itself (it asks again for the photos
 * still processing now and then, and whenever its stream reopens).
 */
@Injectable()
export class ProcessedPhotosFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly streams = new UserStreams<Photo>(MAX_STREAMS_PER_USER, 'Too many open photo streams. Close another tab and try again.');
  private readonly subscriptions: Array<{ unsubscribe(): void }> = [];

  constructor(
    private readonly events: EventBus,
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const announce = async ({ ownerId, photoId }: { ownerId: string; photoId: string }) => this.announce(ownerId, photoId);
    this.subscriptions.push(this.events.subscribe(photoProcessedEvent, null, announce), this.events.subscribe(photoProcessingFailedEvent, null, announce));
  }

  /** Calls `listener` for each of the user's photos that finishes; returns the unsubscribe. 429 past the per-user limit. */
  subscribe(userId: string, listener: (photo: Photo) => void, close: () => void): () => void {
    return this.streams.subscribe(userId, listener, close);
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.streams.closeAll();
  }

  private async announce(userId: string, photoId: string): Promise<void> {
    if (!this.streams.has(userId)) return;
    try {
      this.streams.send(userId, await this.rpc.call(getOwnPhotoRpc, { userId, photoId }));
    } catch (error) {
      // Deleted meanwhile, or media did not answer: the page's next look at it is the backstop.
      this.logger.warn({ err: error, photoId }, 'processed photo not announced');
    }
  }
}
