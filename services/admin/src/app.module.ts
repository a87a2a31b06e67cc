import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, healthControllerFor } from '@lumafolio/server-common';

/** Admin-only use cases that span services, reached over RPC. */
@Module({
  controllers: [healthControllerFor('admin')],
  providers: [{ provide: HEALTH_CHECKS, useValue: [] }],
})
export class AdminModule {}
