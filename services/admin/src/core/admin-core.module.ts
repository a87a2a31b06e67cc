import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { AdminAuditRepository, MongoDatabase } from '@lumafolio/dal';
import { ConfigModule, RpcClient } from '@lumafolio/server-common';
import { AdminConfig } from '../config.js';

/**
 * What every admin feature module may inject without listing it: the settings, the RPC
 * client to the services that own the data, and the admin service's own repositories.
 */
@Global()
@Module({})
export class AdminCoreModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(RpcClient) private readonly rpc: RpcClient,
  ) {}

  static register(config: AdminConfig, database: MongoDatabase, rpc: RpcClient): DynamicModule {
    const providers = [
      { provide: MongoDatabase, useValue: database },
      { provide: RpcClient, useValue: rpc },
      { provide: AdminAuditRepository, useFactory: () => new AdminAuditRepository(database.connection) },
    ];
    return {
      module: AdminCoreModule,
      imports: [ConfigModule.forRoot(AdminConfig, config)],
      providers,
      exports: providers.map((provider) => provider.provide),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
    await this.database.disconnect();
  }
}
