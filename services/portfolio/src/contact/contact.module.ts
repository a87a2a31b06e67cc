import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ContactMessageRepository, type MongoDatabase } from '@lumafolio/dal';
import { RpcClient } from '@lumafolio/server-common';
import { IntegrationsQueue } from '../jobs/integrations-queue.js';
import type { ContactConfig } from './contact-config.js';
import { ContactEmailSweep } from './contact-email-sweep.js';
import { ContactNotifier } from './contact-notifier.js';
import { CONTACT_EMAIL_SWEEP_INTERVAL_MS } from './contact-tokens.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** Contact messages: stored here, announced by e-mail through the integrations queue. */
@Module({})
export class ContactModule implements OnApplicationShutdown {
  constructor(@Inject(IntegrationsQueue) private readonly queue: IntegrationsQueue) {}

  static register(config: ContactConfig, deps: { database: MongoDatabase; rpc: RpcClient }): DynamicModule {
    const queue = new IntegrationsQueue(config.REDIS_URL, config.INTEGRATIONS_QUEUE_PREFIX);
    return {
      module: ContactModule,
      controllers: [ContactController],
      providers: [
        { provide: IntegrationsQueue, useValue: queue },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: CONTACT_EMAIL_SWEEP_INTERVAL_MS, useValue: config.CONTACT_EMAIL_SWEEP_INTERVAL_MS },
        { provide: ContactMessageRepository, useFactory: () => new ContactMessageRepository(deps.database.connection) },
        ContactNotifier,
        ContactService,
        ContactEmailSweep,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
