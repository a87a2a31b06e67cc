import { Module, type DynamicModule } from '@nestjs/common';
import type { MongoDatabase } from '@lumafolio/dal';
import { HEALTH_CHECKS, healthControllerFor, type HealthCheck, type RpcClient } from '@lumafolio/server-common';
import { AiInsightsModule } from './ai-insights/ai-insights.module.js';
import { AuditModule } from './audit/audit.module.js';
import type { AdminConfig } from './config.js';
import { AdminCoreModule } from './core/admin-core.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { HeroesModule } from './heroes/heroes.module.js';
import { OverviewModule } from './overview/overview.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { StorageModule } from './storage/storage.module.js';
import { UsersModule } from './users/users.module.js';

/** The admin dashboard's use cases: one module per tab, each on AdminCoreModule. */
@Module({})
export class AdminModule {
  static register(config: AdminConfig, database: MongoDatabase, rpc: RpcClient): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        AdminCoreModule.register(config, database, rpc),
        AuditModule,
        OverviewModule,
        UsersModule,
        MessagesModule,
        HeroesModule,
        PhotosModule,
        StorageModule,
        JobsModule,
        AiInsightsModule,
      ],
      controllers: [healthControllerFor('admin')],
      providers: [
        // Its Redis is only the AI insights' cache (a miss when unreachable): not a health check.
        { provide: HEALTH_CHECKS, useValue: [{ name: 'mongodb', check: () => database.ping() }] satisfies HealthCheck[] },
      ],
    };
  }
}
