import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { createRedisLock, PageViewRepository, type MongoDatabase } from '@lumafolio/dal';
import { PageViewInbox, RpcClient } from '@lumafolio/server-common';
import { Redis } from 'ioredis';
import { PageViewCollector } from './page-view-collector.js';
import { PAGE_VIEWS_LOCK } from './page-views-lock.js';
import { PageViewsConfig } from './page-views-config.js';
import { PageViewsController } from './page-views.controller.js';
import { PageViewsService } from './page-views.service.js';

const PAGE_VIEWS_REDIS = Symbol('PAGE_VIEWS_REDIS');

/** Page views (ADR 32): collected from the gateway's Redis inbox into day counts, read by the charts. */
@Module({})
export class PageViewsModule implements OnApplicationShutdown {
  constructor(@Inject(PAGE_VIEWS_REDIS) private readonly redis: Redis) {}

  static register(config: PageViewsConfig, deps: { database: MongoDatabase; rpc: RpcClient }): DynamicModule {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    return {
      module: PageViewsModule,
      controllers: [PageViewsController],
      providers: [
        { provide: PAGE_VIEWS_REDIS, useValue: redis },
        { provide: PageViewInbox, useValue: new PageViewInbox(redis, config.PAGE_VIEWS_PREFIX) },
        { provide: PAGE_VIEWS_LOCK, useValue: createRedisLock(redis, `${config.PAGE_VIEWS_PREFIX}:page-views`, { ttlMs: 60_000, waitMs: 120_000 }) },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: PageViewsConfig, useValue: config },
        { provide: PageViewRepository, useFactory: () => new PageViewRepository(deps.database.connection) },
        PageViewsService,
        PageViewCollector,
      ],
      exports: [PageViewsService],
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
