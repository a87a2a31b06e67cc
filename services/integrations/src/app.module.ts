import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import {
  EmailLogRepository,
  GoogleConnectionRepository,
  GooglePhotoSetItemRepository,
  GooglePhotoSetRepository,
  MongoDatabase,
  createRedisLock,
  redisWriteTurns,
} from '@lumafolio/dal';
import { googlePhotosSettingsOf } from '@lumafolio/google-photos';
import {
  AlbumSyncJobs,
  HEALTH_CHECKS,
  IntegrationJobs,
  healthControllerFor,
  QueueOperationsModule,
  StorageModule,
  type HealthCheck,
} from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { Redis } from 'ioredis';
import type { IntegrationsConfig } from './config.js';
import { EmailController } from './email/email.controller.js';
import { OutgoingEmails } from './email/outgoing-emails.js';
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

/** Google Photos import, and outgoing e-mail (queued here for the integrations worker) with its delivery log. */
@Module({})
export class IntegrationsModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AlbumSyncJobs) private readonly jobs: AlbumSyncJobs,
    @Inject(IntegrationJobs) private readonly emailJobs: IntegrationJobs,
  ) {}

  static register(config: IntegrationsConfig, deps: IntegrationsDeps): DynamicModule {
    const { database, redis, storage } = deps;
    database.useWriteTurns(redisWriteTurns(redis));
    const connections = new GoogleConnectionRepository(database.connection);
    const settings = googlePhotosSettingsOf(config);
    const google = settings ? new GoogleClients(settings, connections, createRedisLock(redis, 'google-token', { ttlMs: 30_000, waitMs: 30_000 })) : null;
    const jobs = new AlbumSyncJobs({ redisUrl: config.REDIS_URL, prefix: config.ALBUM_SYNC_QUEUE_PREFIX });
    // Fails at once while Redis is away: the caller's answer then says the e-mail is not queued.
    const emailJobs = new IntegrationJobs({ redisUrl: config.REDIS_URL, prefix: config.INTEGRATIONS_QUEUE_PREFIX, failFastOffline: true });
    const checks: HealthCheck[] = [
      { name: 'mongodb', check: () => database.ping() },
      { name: 'redis', check: async () => void (await redis.ping()) },
      { name: 'storage', check: () => storage.ping() },
    ];
    return {
      module: IntegrationsModule,
      imports: [StorageModule.forRoot(storage), QueueOperationsModule.forOwner('integrations', { redisUrl: config.REDIS_URL, config })],
      controllers: [healthControllerFor('integrations'), EmailController, EmailLogController, GooglePhotosController, UserIntegrationsController],
      providers: [
        { provide: MongoDatabase, useValue: database },
        { provide: REDIS, useValue: redis },
        { provide: HEALTH_CHECKS, useValue: checks },
        { provide: EmailLogRepository, useFactory: () => new EmailLogRepository(database.connection) },
        { provide: GoogleConnectionRepository, useValue: connections },
        { provide: GooglePhotoSetRepository, useFactory: () => new GooglePhotoSetRepository(database.connection) },
        { provide: GooglePhotoSetItemRepository, useFactory: () => new GooglePhotoSetItemRepository(database.connection) },
        { provide: GoogleSetup, useValue: new GoogleSetup(google) },
        { provide: ConsentStates, useFactory: () => new ConsentStates(redis) },
        { provide: AlbumSyncJobs, useValue: jobs },
        { provide: IntegrationJobs, useValue: emailJobs },
        OutgoingEmails,
        SetCovers,
        GoogleConnectionService,
        PhotoSetsService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.jobs.close(), this.emailJobs.close()]);
    this.redis.disconnect();
    await this.database.disconnect();
  }
}
