import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient, type Logger } from '@lumafolio/server-common';
import type { QueueEvents } from 'bullmq';
import { AiAnalyzeController } from './ai-analyze.controller.js';
import { CategoriesController } from './categories.controller.js';
import { DecodeSlots } from './decode-slots.js';
import { ImagesController } from './images.controller.js';
import { PhotoEventsController } from './photo-events.controller.js';
import { PhotosController } from './photos.controller.js';
import { ProcessedPhotosFeed } from './processed-photos.feed.js';
import { ProfileImageController } from './profile-image.controller.js';
import { UploadController } from './upload.controller.js';

/** Photos: lists, uploads, edits, images, custom categories, AI suggestions, the profile picture. */
@Module({})
export class PhotosModule {
  /** `mediaQueueEvents`: the media queue's events, for photos that finished processing. */
  static register(mediaQueueEvents: QueueEvents, logger: Logger): DynamicModule {
    return {
      module: PhotosModule,
      controllers: [
        PhotosController,
        PhotoEventsController,
        UploadController,
        ImagesController,
        CategoriesController,
        AiAnalyzeController,
        ProfileImageController,
      ],
      providers: [
        { provide: DecodeSlots, useValue: new DecodeSlots() },
        { provide: ProcessedPhotosFeed, useFactory: (rpc: RpcClient) => new ProcessedPhotosFeed(mediaQueueEvents, rpc, logger), inject: [RpcClient] },
      ],
    };
  }
}
