import { Module } from '@nestjs/common';
import { EventBus } from '@lumafolio/server-common';
import { AlbumSyncEventsController } from './album-sync-events.controller.js';
import { AlbumSyncFeed } from './album-sync.feed.js';
import { GooglePhotosConnectController } from './google-photos-connect.controller.js';
import { GooglePhotosController } from './google-photos.controller.js';

/** Google Photos: connect, the album page's API, and its live progress. */
@Module({
  controllers: [GooglePhotosConnectController, GooglePhotosController, AlbumSyncEventsController],
  providers: [{ provide: AlbumSyncFeed, useFactory: (events: EventBus) => new AlbumSyncFeed(events), inject: [EventBus] }],
})
export class GooglePhotosModule {}
