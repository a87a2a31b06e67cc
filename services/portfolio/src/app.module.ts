import { Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { MongoDatabase, TemplateRepository, TemplateSelectionRepository } from '@lumafolio/dal';
import { HEALTH_CHECKS, healthControllerFor, type HealthCheck, type Logger } from '@lumafolio/server-common';
import type { PortfolioConfig } from './config.js';
import { LOGGER, TEMPLATES_CACHE_TTL_MS } from './tokens.js';
import { TemplateSelectionController } from './templates/template-selection.controller.js';
import { TemplateSelectionService } from './templates/template-selection.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplatesService } from './templates/templates.service.js';

@Module({})
export class PortfolioModule implements OnApplicationShutdown {
  constructor(@Inject(MongoDatabase) private readonly database: MongoDatabase) {}

  static register(config: PortfolioConfig, database: MongoDatabase, logger: Logger): DynamicModule {
    const mongoCheck: HealthCheck = { name: 'mongodb', check: () => database.ping() };
    return {
      module: PortfolioModule,
      controllers: [healthControllerFor('portfolio'), TemplatesController, TemplateSelectionController],
      providers: [
        { provide: MongoDatabase, useValue: database },
        { provide: LOGGER, useValue: logger },
        { provide: TEMPLATES_CACHE_TTL_MS, useValue: config.TEMPLATES_CACHE_TTL_MS },
        { provide: HEALTH_CHECKS, useValue: [mongoCheck] },
        { provide: TemplateRepository, useFactory: () => new TemplateRepository(database.connection) },
        { provide: TemplateSelectionRepository, useFactory: () => new TemplateSelectionRepository(database.connection) },
        TemplatesService,
        TemplateSelectionService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.disconnect();
  }
}
