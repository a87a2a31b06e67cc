import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { HeroImageRepository, HeroSelectionRepository, redisWriteTurns, type MongoDatabase } from '@lumafolio/dal';
import { EventBus, PortfolioJobs, RpcClient } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { HeroBannerUrls } from './hero-banner-urls.js';
import { HeroBannersController } from './hero-banners.controller.js';
import { HeroBannersService } from './hero-banners.service.js';
import { HeroConfig } from './hero-config.js';
import { HeroImagesController } from './hero-images.controller.js';
import { HeroImagesService } from './hero-images.service.js';
import { HeroProcessing } from './hero-processing.js';
import { HeroResultsListener } from './hero-results.listener.js';
import { HeroResultsSweep } from './hero-results.sweep.js';
import { HeroResultsWorker } from './hero-results.worker.js';
import { HeroSeeder } from './hero-seeder.js';
import { HeroSelectionController } from './hero-selection.controller.js';
import { HeroSelectionService } from './hero-selection.service.js';

const LOCK_REDIS = Symbol('LOCK_REDIS');

/** Hero banners: the global ones (seeded), each user's selection, custom heroes from photos. */
@Module({})
export class HeroesModule implements OnApplicationShutdown {
  constructor(
    @Inject(PortfolioJobs) private readonly results: PortfolioJobs,
    @Inject(LOCK_REDIS) private readonly lockRedis: Redis,
  ) {}

  /** `rpc` is the service's own client (closed by the service), shared with every module. */
  static register(config: HeroConfig, deps: { database: MongoDatabase; rpc: RpcClient; events: EventBus }): DynamicModule {
    const lockRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    deps.database.useWriteTurns(redisWriteTurns(lockRedis));
    return {
      module: HeroesModule,
      controllers: [HeroImagesController, HeroSelectionController, HeroBannersController],
      providers: [
        { provide: PortfolioJobs, useFactory: () => new PortfolioJobs({ redisUrl: config.REDIS_URL, prefix: config.PORTFOLIO_QUEUE_PREFIX }) },
        { provide: LOCK_REDIS, useValue: lockRedis },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: EventBus, useValue: deps.events },
        { provide: HeroImageRepository, useFactory: () => new HeroImageRepository(deps.database.connection) },
        { provide: HeroSelectionRepository, useFactory: () => new HeroSelectionRepository(deps.database.connection) },
        HeroImagesService,
        HeroBannersService,
        HeroBannerUrls,
        HeroSelectionService,
        HeroSeeder,
        { provide: HeroConfig, useValue: config },
        HeroProcessing,
        HeroResultsWorker,
        HeroResultsListener,
        HeroResultsSweep,
      ],
      exports: [HeroSelectionService],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.results.close();
    this.lockRedis.disconnect();
  }
}
