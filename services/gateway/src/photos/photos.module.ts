import { Module, type DynamicModule } from '@nestjs/common';
import { EventBus, ImageUrlRevocations, RpcClient, SignedImageUrls, type Logger } from '@lumafolio/server-common';
import { AiAnalyzeController } from './ai-analyze.controller.js';
import { CategoriesController } from './categories.controller.js';
import { ImageFiles } from './image-files.service.js';
import { ImagesController } from './images.controller.js';
import { PhotoCountsController } from './photo-counts.controller.js';
import { BulkPhotosController } from './bulk-photos.controller.js';
import { PhotoArchiveLinks } from './archive/photo-archive-links.js';
import { PhotoArchivesController } from './archive/photo-archives.controller.js';
import { PhotoDownloadController } from './download/photo-download.controller.js';
import { DuplicatesController } from './duplicates.controller.js';
import { PhotoEventsController } from './photo-events.controller.js';
import { PhotosController } from './photos.controller.js';
import { ProcessedPhotosFeed } from './processed-photos.feed.js';
import { ProfileImageController } from './profile-image.controller.js';
import { ResumableUploadController, ResumableUploadDiscoveryController } from './resumable/resumable-upload.controller.js';
import { FinishedUploads } from './resumable/finished-uploads.js';
import { ResumableUploads } from './resumable/resumable-uploads.js';
import { UnfinishedUploads } from './resumable/unfinished-uploads.js';
import { UploadCreationKeys } from './resumable/upload-creation-keys.js';
import { UploadController } from './upload.controller.js';
import { WatermarkController } from './watermark.controller.js';

export interface PhotosModuleOptions {
  logger: Logger;
  /** Public variants' signed URLs, checked without asking media (ADR 24). */
  signedImageUrls: SignedImageUrls;
  imageUrlRevocations: ImageUrlRevocations;
  /** Which photo each lately finished resumable upload became (in Redis). */
  finishedUploads: FinishedUploads;
  /** How many unfinished resumable uploads each user has (in Redis). */
  unfinishedUploads: UnfinishedUploads;
  /** Which upload each of a user's idempotency keys made (in Redis): a creation sent again gets the same one. */
  uploadCreationKeys: UploadCreationKeys;
  /** ZIP download links of My Photos' selection (in Redis). */
  photoArchiveLinks: PhotoArchiveLinks;
}

/** Photos: lists, uploads, edits, images, custom categories, AI suggestions, the profile picture. */
@Module({})
export class PhotosModule {
  static register({
    logger,
    signedImageUrls,
    imageUrlRevocations,
    finishedUploads,
    unfinishedUploads,
    uploadCreationKeys,
    photoArchiveLinks,
  }: PhotosModuleOptions): DynamicModule {
    return {
      module: PhotosModule,
      controllers: [
        PhotosController,
        PhotoEventsController,
        PhotoCountsController,
        BulkPhotosController,
        PhotoArchivesController,
        PhotoDownloadController,
        DuplicatesController,
        UploadController,
        ResumableUploadController,
        ResumableUploadDiscoveryController,
        ImagesController,
        CategoriesController,
        AiAnalyzeController,
        ProfileImageController,
        WatermarkController,
      ],
      providers: [
        { provide: SignedImageUrls, useValue: signedImageUrls },
        { provide: ImageUrlRevocations, useValue: imageUrlRevocations },
        { provide: FinishedUploads, useValue: finishedUploads },
        { provide: UnfinishedUploads, useValue: unfinishedUploads },
        { provide: UploadCreationKeys, useValue: uploadCreationKeys },
        { provide: PhotoArchiveLinks, useValue: photoArchiveLinks },
        ImageFiles,
        ResumableUploads,
        {
          provide: ProcessedPhotosFeed,
          useFactory: (events: EventBus, rpc: RpcClient) => new ProcessedPhotosFeed(events, rpc, logger),
          inject: [EventBus, RpcClient],
        },
      ],
    };
  }
}
