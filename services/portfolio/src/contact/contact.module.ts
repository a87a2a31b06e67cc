import { Module, type DynamicModule } from '@nestjs/common';
import { ContactMessageRepository, type MongoDatabase } from '@lumafolio/dal';
import { RpcClient } from '@lumafolio/server-common';
import { ContactConfig } from './contact-config.js';
import { ContactEmailSweep } from './contact-email-sweep.js';
import { ContactNotifier } from './contact-notifier.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** Contact messages: stored here, announced by e-mail through the integrations service. */
@Module({})
export class ContactModule {
  static register(config: ContactConfig, deps: { database: MongoDatabase; rpc: RpcClient }): DynamicModule {
    return {
      module: ContactModule,
      controllers: [ContactController],
      providers: [
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
}
