import { Module, type DynamicModule } from '@nestjs/common';
import type { HealthCheck } from '@lumafolio/server-common';
import { HealthController, READINESS_CHECKS } from './health.controller.js';

/** /healthz (the process is up) and /readyz (everything it needs answers). */
@Module({})
export class HealthModule {
  static register(readinessChecks: HealthCheck[]): DynamicModule {
    return { module: HealthModule, controllers: [HealthController], providers: [{ provide: READINESS_CHECKS, useValue: readinessChecks }] };
  }
}
