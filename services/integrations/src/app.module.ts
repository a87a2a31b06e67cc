import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import {
  EmailLogRepository,
  GoogleConnectionRepository,
  GooglePhotoSetItemRepository,
  GooglePhotoSetRepository,
  MongoDatabase,
  createRedisLock,
} from '@lumafolio/dal';
import { googlePhotosSettingsOf } from '@lumafolio/google-photos';
import { AlbumSyncJobs, HEALTH_CHECKS, healthControllerFor, StorageModule, type HealthCheck } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { Redis } from 'ioredis';
import type { IntegrationsConfig } from './config.js';
import { EmailLogController } from './email-log/email-log.controller.js';
import { ConsentStates } from './google-photos/consent-states.js';
import { GoogleClients, GoogleSetup } from './google-photos/google-clients.js';
import { GoogleConnectionService } from './google-photos/google-connection.service.js';
import { GooglePhotosController } from './google-photos/google-photos.controller.js';
import { PhotoSetsService } from './google-photos/photo-sets.service.js';
import { SetCovers } from './google-photos/set-covers.js';
import { UserIntegrationsController } from './google-photos/user-integrations.controller.js';

const REDIS = Symbol('REDIS');

export interface IntegrationsDeps {
  database: MongoDatabase;
  redis: Redis;
  storage: ObjectStorage;
}

/** Google Photos import and outgoing e-mail with its delivery log. */
@Module({})
export class IntegrationsModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AlbumSyncJobs) private readonly jobs: AlbumSyncJobs,
  ) {}

  static register(config: IntegrationsConfig, deps: IntegrationsDeps): DynamicModule {
    const { database, redis, storage } = deps;
    const connections = new GoogleConnectionRepository(database.connection);
    const settings = googlePhotosSettingsOf(config);
    const google = settings ? new GoogleClients(settings, connections, createRedisLock(redis, 'google-token', { ttlMs: 30_000, waitMs: 30_000 })) : null;
    const jobs = new AlbumSyncJobs({ redisUrl: config.REDIS_URL, prefix: config.ALBUM_SYNC_QUEUE_PREFIX });
    const checks: HealthCheck[] = [
      { name: 'mongodb', check: () => database.ping() },
      { name: 'redis', check: async () => void (await redis.ping()) },
      { name: 'storage', check: () => storage.ping() },
    ];
    return {
      module: IntegrationsModule,
      imports: [StorageModule.forRoot(storage)],
      controllers: [healthControllerFor('integrations'), EmailLogController, GooglePhotosController, UserIntegrationsController],
      providers: [
        { provide: MongoDatabase, useValue: database },
        { provide: REDIS, useValue: redis },
        { provide: HEALTH_CHECKS, useValue: checks },
        { provide: EmailLogRepository, useFactory: () => new EmailLogRepository(database.connection) },
        { provide: GoogleConnectionRepository, useValue: connections },
        {
          provide: GooglePhotoSetRepository,
          useFactory: () => new GooglePhotoSetRepository(database.connection, { writeLock: createRedisLock(redis, 'google-photo-set') }),
        },
        { provide: GooglePhotoSetItemRepository, useFactory: () => new GooglePhotoSetItemRepository(database.connection) },
        { provide: GoogleSetup, useValue: new GoogleSetup(google) },
        { provide: ConsentStates, useFactory: () => new ConsentStates(redis) },
        { provide: AlbumSyncJobs, useValue: jobs },
        SetCovers,
        GoogleConnectionService,
        PhotoSetsService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    this.redis.disconnect();
    await this.database.disconnect();
  }
}
