import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ContactMessageRepository, type MongoDatabase } from '@lumafolio/dal';
import { IntegrationJobs, RpcClient } from '@lumafolio/server-common';
import { ContactConfig } from './contact-config.js';
import { ContactEmailSweep } from './contact-email-sweep.js';
import { ContactNotifier } from './contact-notifier.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** Contact messages: stored here, announced by e-mail through the integrations queue. */
@Module({})
export class ContactModule implements OnApplicationShutdown {
  constructor(@Inject(IntegrationJobs) private readonly jobs: IntegrationJobs) {}

  static register(config: ContactConfig, deps: { database: MongoDatabase; rpc: RpcClient }): DynamicModule {
    const jobs = new IntegrationJobs({ redisUrl: config.REDIS_URL, prefix: config.INTEGRATIONS_QUEUE_PREFIX });
    return {
      module: ContactModule,
      controllers: [ContactController],
      providers: [
        { provide: IntegrationJobs, useValue: jobs },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: ContactConfig, useValue: config },
        { provide: ContactMessageRepository, useFactory: () => new ContactMessageRepository(deps.database.connection) },
        ContactNotifier,
        ContactService,
        ContactEmailSweep,
      ],
      exports: [ContactService],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}
