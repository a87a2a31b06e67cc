import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { createAiProvider } from '@lumafolio/ai';
import {
  ClientGalleryFavouriteRepository,
  ClientGalleryRepository,
  CustomCategoryRepository,
  DisplayNameDirectory,
  MongoDatabase,
  PhotoAuditIndex,
  PhotoRepository,
  PhotoSourceRepository,
  StorageAuditRepository,
  WatermarkRepository,
  createRedisLock,
  projectionFailureLog,
  redisWriteTurns,
} from '@lumafolio/dal';
import { Redis } from 'ioredis';
import {
  ConfigModule,
  DecodeSlots,
  EventBus,
  HEALTH_CHECKS,
  healthControllerFor,
  ImageUrlRevocations,
  LOGGER,
  MediaJobs,
  QueueOperationsModule,
  RpcClient,
  SignedImageUrls,
  StorageModule,
  type HealthCheck,
  type Logger,
} from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { AiAnalysisController } from './ai/ai-analysis.controller.js';
import { AiAnalysisService } from './ai/ai-analysis.service.js';
import { ImageCheckController } from './image-check/image-check.controller.js';
import { ImageCheckService } from './image-check/image-check.service.js';
import { AvatarsController } from './avatars/avatars.controller.js';
import { AvatarsService } from './avatars/avatars.service.js';
import { ClientGalleriesController } from './client-galleries/client-galleries.controller.js';
import { ClientGalleriesService } from './client-galleries/client-galleries.service.js';
import { ClientGalleryVisitsService } from './client-galleries/client-gallery-visits.service.js';
import { GalleryAccessKeys } from './client-galleries/gallery-access.js';
import { CategoriesController } from './categories/categories.controller.js';
import { CategoriesService } from './categories/categories.service.js';
import { MediaConfig } from './config.js';
import { HeroPaletteOutcomes } from './heroes/hero-palette-outcomes.js';
import { HeroProcessingController } from './heroes/hero-processing.controller.js';
import { HeroCopyController } from './heroes/hero-copy.controller.js';
import { HeroCopyService } from './heroes/hero-copy.service.js';
import { PhotoJobs } from './jobs/photo-jobs.js';
import { PhotoSourcesController } from './photo-sources/photo-sources.controller.js';
import { PhotoJobsSweep } from './jobs/photo-jobs-sweep.js';
import { AdminPhotosController } from './photos/admin-photos.controller.js';
import { AdminPhotosService } from './photos/admin-photos.service.js';
import { PhotoListsController } from './photos/photo-lists.controller.js';
import { PhotoListsService } from './photos/photo-lists.service.js';
import { ListBucketsMigration } from './photos/list-buckets.migration.js';
import { PhotosController } from './photos/photos.controller.js';
import { DuplicatesController } from './duplicates/duplicates.controller.js';
import { DuplicatesService } from './duplicates/duplicates.service.js';
import { PhotographerNames } from './photos/photographer-names.js';
import { PhotosService } from './photos/photos.service.js';
import { BulkPhotosService } from './photos/bulk-photos.service.js';
import { PhotoArchivesService } from './photos/photo-archives.service.js';
import { PhotoDownloadsService } from './photos/photo-downloads.service.js';
import { PhotoViews } from './photos/photo-views.js';
import { StorageBrowserService } from './storage/storage-browser.service.js';
import { StorageController } from './storage/storage.controller.js';
import { StorageRepairService } from './storage/storage-repair.service.js';
import { StoreAuditService } from './storage/store-audit.service.js';
import { AI_PROVIDER, QUOTA_LOCK, MIGRATION_LOCK } from './tokens.js';
import { UploadHolds } from './uploads/upload-holds.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { UploadsService } from './uploads/uploads.service.js';
import { UserDataController } from './user-data/user-data.controller.js';
import { WatermarksController } from './watermarks/watermarks.controller.js';
import { WatermarksService } from './watermarks/watermarks.service.js';
import { PhotoReadModelUpkeep } from './read-model/photo-read-model.upkeep.js';

const LOCK_REDIS = Symbol('LOCK_REDIS');
const READ_MODEL_REDIS = Symbol('READ_MODEL_REDIS');

/** Photos, profile pictures, custom categories, storage usage; produces the media jobs. */
@Module({})
export class MediaModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(MediaJobs) private readonly jobs: MediaJobs,
    @Inject(LOCK_REDIS) private readonly lockRedis: Redis,
    @Inject(READ_MODEL_REDIS) private readonly readModelRedis: Redis,
    @Inject(EventBus) private readonly events: EventBus,
    @Inject(RpcClient) private readonly rpc: RpcClient,
  ) {}

  static register(config: MediaConfig, deps: { database: MongoDatabase; storage: ObjectStorage; events: EventBus; rpc: RpcClient }): DynamicModule {
    // While Redis is unreachable an add fails at once: the photo is left to the sweep instead of holding its request.
    const jobs = new MediaJobs({ redisUrl: config.REDIS_URL, prefix: config.MEDIA_QUEUE_PREFIX, failFastOffline: true });
    const lockRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    deps.database.useWriteTurns(redisWriteTurns(lockRedis));
    // Its own connection: visitors' pages are read from it, never behind a lock's polling.
    const readModelRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    const checks: HealthCheck[] = [
      { name: 'mongodb', check: () => deps.database.ping() },
      { name: 'queue', check: () => jobs.ping() },
      { name: 'storage', check: () => deps.storage.ping() },
    ];
    return {
      module: MediaModule,
      imports: [
        ConfigModule.forRoot(MediaConfig, config),
        StorageModule.forRoot(deps.storage),
        QueueOperationsModule.forOwner('media', { redisUrl: config.REDIS_URL, config }),
      ],
      controllers: [
        healthControllerFor('media'),
        UploadsController,
        PhotoSourcesController,
        PhotosController,
        DuplicatesController,
        PhotoListsController,
        AdminPhotosController,
        CategoriesController,
        AiAnalysisController,
        ImageCheckController,
        UserDataController,
        HeroCopyController,
        HeroProcessingController,
        AvatarsController,
        StorageController,
        ClientGalleriesController,
        WatermarksController,
      ],
      providers: [
        { provide: MongoDatabase, useValue: deps.database },
        { provide: MediaJobs, useValue: jobs },
        { provide: LOCK_REDIS, useValue: lockRedis },
        { provide: READ_MODEL_REDIS, useValue: readModelRedis },
        { provide: EventBus, useValue: deps.events },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: DecodeSlots, useValue: new DecodeSlots() },
        HeroPaletteOutcomes,
        { provide: QUOTA_LOCK, useValue: createRedisLock(lockRedis, 'quota') },
        { provide: MIGRATION_LOCK, useValue: createRedisLock(lockRedis, 'migration', { ttlMs: 15 * 60_000, waitMs: 15 * 60_000 }) },
        { provide: UploadHolds, useValue: new UploadHolds(lockRedis) },
        { provide: SignedImageUrls, useValue: new SignedImageUrls(config.IMAGE_URL_SECRET) },
        { provide: DisplayNameDirectory, useValue: new DisplayNameDirectory(readModelRedis, deps.database.connection.name) },
        PhotographerNames,
        PhotoViews,
        { provide: ImageUrlRevocations, useValue: new ImageUrlRevocations(lockRedis) },
        { provide: AI_PROVIDER, useValue: createAiProvider(config) },
        { provide: HEALTH_CHECKS, useValue: checks },
        {
          provide: PhotoRepository,
          useFactory: (logger: Logger) =>
            new PhotoRepository(deps.database.connection, {
              readModel: { redis: readModelRedis, onProjectionFailure: projectionFailureLog(logger) },
            }),
          inject: [LOGGER],
        },
        { provide: CustomCategoryRepository, useFactory: () => new CustomCategoryRepository(deps.database.connection) },
        { provide: PhotoSourceRepository, useFactory: () => new PhotoSourceRepository(deps.database.connection) },
        { provide: PhotoAuditIndex, useFactory: (photos: PhotoRepository) => new PhotoAuditIndex(photos), inject: [PhotoRepository] },
        { provide: StorageAuditRepository, useFactory: () => new StorageAuditRepository(deps.database.connection) },
        { provide: ClientGalleryRepository, useFactory: () => new ClientGalleryRepository(deps.database.connection) },
        { provide: ClientGalleryFavouriteRepository, useFactory: () => new ClientGalleryFavouriteRepository(deps.database.connection) },
        { provide: GalleryAccessKeys, useValue: new GalleryAccessKeys(config.IMAGE_URL_SECRET) },
        ClientGalleriesService,
        ClientGalleryVisitsService,
        { provide: WatermarkRepository, useFactory: () => new WatermarkRepository(deps.database.connection) },
        WatermarksService,
        ListBucketsMigration,
        PhotoReadModelUpkeep,
        PhotoJobs,
        PhotoJobsSweep,
        UploadsService,
        AiAnalysisService,
        ImageCheckService,
        PhotosService,
        BulkPhotosService,
        PhotoArchivesService,
        PhotoDownloadsService,
        DuplicatesService,
        PhotoListsService,
        AdminPhotosService,
        CategoriesService,
        HeroCopyService,
        AvatarsService,
        StorageBrowserService,
        StorageRepairService,
        StoreAuditService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    await this.events.close();
    await this.rpc.close();
    this.lockRedis.disconnect();
    this.readModelRedis.disconnect();
    await this.database.disconnect();
  }
}
