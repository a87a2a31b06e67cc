import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@lumafolio/server-common';
import type { QueueEvents } from 'bullmq';
import { AlbumSyncEventsController } from './album-sync-events.controller.js';
import { AlbumSyncFeed } from './album-sync.feed.js';
import { GooglePhotosConnectController } from './google-photos-connect.controller.js';
import { GooglePhotosController } from './google-photos.controller.js';

export interface GooglePhotosModuleOptions {
  /** The album-sync queue's events: each imported item's set progress. */
  albumSyncQueueEvents: QueueEvents;
  logger: Logger;
}

/** Google Photos: connect, the album page's API, and its live progress. */
@Module({})
export class GooglePhotosModule {
  static register({ albumSyncQueueEvents, logger }: GooglePhotosModuleOptions): DynamicModule {
    return {
      module: GooglePhotosModule,
      controllers: [GooglePhotosConnectController, GooglePhotosController, AlbumSyncEventsController],
      providers: [{ provide: AlbumSyncFeed, useFactory: () => new AlbumSyncFeed(albumSyncQueueEvents, logger) }],
    };
  }
}
