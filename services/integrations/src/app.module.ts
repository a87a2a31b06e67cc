import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { EmailLogRepository, MongoDatabase } from '@lumafolio/dal';
import { HEALTH_CHECKS, healthControllerFor, type HealthCheck } from '@lumafolio/server-common';
import { EmailLogController } from './email-log/email-log.controller.js';

/** Google Photos import and outgoing e-mail with its delivery log. */
@Module({})
export class IntegrationsModule implements OnApplicationShutdown {
  constructor(@Inject(MongoDatabase) private readonly database: MongoDatabase) {}

  static register(database: MongoDatabase): DynamicModule {
    const checks: HealthCheck[] = [{ name: 'mongodb', check: () => database.ping() }];
    return {
      module: IntegrationsModule,
      controllers: [healthControllerFor('integrations'), EmailLogController],
      providers: [
        { provide: MongoDatabase, useValue: database },
        { provide: HEALTH_CHECKS, useValue: checks },
        { provide: EmailLogRepository, useFactory: () => new EmailLogRepository(database.connection) },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.disconnect();
  }
}
