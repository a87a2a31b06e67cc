import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { HeroImageRepository, HeroSelectionRepository, type MongoDatabase } from '@lumafolio/dal';
import { EventBus, MediaJobs, RpcClient } from '@lumafolio/server-common';
import { HeroBannersController } from './hero-banners.controller.js';
import { HeroBannersService } from './hero-banners.service.js';
import { HeroConfig } from './hero-config.js';
import { HeroImagesController } from './hero-images.controller.js';
import { HeroImagesService } from './hero-images.service.js';
import { HeroResultsWorker } from './hero-results.worker.js';
import { HeroSeeder } from './hero-seeder.js';
import { HeroSelectionController } from './hero-selection.controller.js';
import { HeroSelectionService } from './hero-selection.service.js';

/** Hero banners: the global ones (seeded), each user's selection, custom heroes from photos. */
@Module({})
export class HeroesModule implements OnApplicationShutdown {
  constructor(@Inject(MediaJobs) private readonly jobs: MediaJobs) {}

  /** `rpc` is the service's own client (closed by the service), shared with every module. */
  static register(config: HeroConfig, deps: { database: MongoDatabase; rpc: RpcClient; events: EventBus }): DynamicModule {
    return {
      module: HeroesModule,
      controllers: [HeroImagesController, HeroSelectionController, HeroBannersController],
      providers: [
        { provide: MediaJobs, useFactory: () => new MediaJobs({ redisUrl: config.REDIS_URL, prefix: config.MEDIA_QUEUE_PREFIX }) },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: EventBus, useValue: deps.events },
        { provide: HeroImageRepository, useFactory: () => new HeroImageRepository(deps.database.connection) },
        { provide: HeroSelectionRepository, useFactory: () => new HeroSelectionRepository(deps.database.connection) },
        HeroImagesService,
        HeroBannersService,
        HeroSelectionService,
        HeroSeeder,
        { provide: HeroConfig, useValue: config },
        HeroResultsWorker,
      ],
      exports: [HeroSelectionService],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}
