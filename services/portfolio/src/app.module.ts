import { Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { FirstStepsRepository, MongoDatabase, TemplateRepository, TemplateSelectionRepository } from '@lumafolio/dal';
import {
  ConfigModule,
  createObservedStorage,
  EventBus,
  HEALTH_CHECKS,
  type HealthCheck,
  healthControllerFor,
  QueueOperationsModule,
  RpcClient,
  StorageModule,
} from '@lumafolio/server-common';
import { PortfolioConfig } from './config.js';
import { ContactModule } from './contact/contact.module.js';
import { FirstStepsController } from './first-steps/first-steps.controller.js';
import { FirstStepsService } from './first-steps/first-steps.service.js';
import { HeroesModule } from './heroes/heroes.module.js';
import { PageViewsModule } from './page-views/page-views.module.js';
import { PublicPortfoliosController } from './profiles/public-portfolios.controller.js';
import { PublicPortfoliosService } from './profiles/public-portfolios.service.js';
import { TemplateSelectionController } from './templates/template-selection.controller.js';
import { TemplateSelectionService } from './templates/template-selection.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplatesService } from './templates/templates.service.js';
import { UserDataController } from './user-data/user-data.controller.js';

@Module({})
export class PortfolioModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  static register(config: PortfolioConfig, database: MongoDatabase, rpc: RpcClient, events: EventBus): DynamicModule {
    const mongoCheck: HealthCheck = { name: 'mongodb', check: () => database.ping() };
    return {
      module: PortfolioModule,
      imports: [
        ConfigModule.forRoot(PortfolioConfig, config),
        StorageModule.forRoot(createObservedStorage(config)),
        HeroesModule.register(config, { database, rpc, events }),
        ContactModule.register(config, { database, rpc }),
        PageViewsModule.register(config, { database, rpc }),
        QueueOperationsModule.forOwner('portfolio', { redisUrl: config.REDIS_URL, config }),
      ],
      controllers: [
        healthControllerFor('portfolio'),
        TemplatesController,
        TemplateSelectionController,
        PublicPortfoliosController,
        FirstStepsController,
        UserDataController,
      ],
      providers: [
        { provide: MongoDatabase, useValue: database },
        { provide: RpcClient, useValue: rpc },
        { provide: EventBus, useValue: events },
        { provide: HEALTH_CHECKS, useValue: [mongoCheck] },
        { provide: TemplateRepository, useFactory: () => new TemplateRepository(database.connection) },
        { provide: TemplateSelectionRepository, useFactory: () => new TemplateSelectionRepository(database.connection) },
        { provide: FirstStepsRepository, useFactory: () => new FirstStepsRepository(database.connection) },
        TemplatesService,
        TemplateSelectionService,
        PublicPortfoliosService,
        FirstStepsService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
    await this.events.close();
    await this.database.disconnect();
  }
}
