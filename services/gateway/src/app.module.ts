import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient, type Logger } from '@lumafolio/server-common';
import { AdminGuard } from './auth/admin.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { OidcClient } from './auth/oidc-client.js';
import { SessionGuard } from './auth/session.guard.js';
import { HealthController, READINESS_CHECKS } from './health/health.controller.js';
import type { HealthCheck } from '@lumafolio/server-common';
import { TemplateSelectionController } from './portfolio/template-selection.controller.js';
import { SessionsService } from './session/sessions.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { GATEWAY_LOGGER, PUBLIC_URL } from './tokens.js';
import { UsersController } from './users/users.controller.js';

export interface GatewayDependencies {
  rpc: RpcClient;
  sessions: SessionsService;
  oidc: OidcClient;
  logger: Logger;
  publicUrl: string;
  readinessChecks: HealthCheck[];
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, TemplatesController, AuthController, UsersController, TemplateSelectionController],
      providers: [
        { provide: RpcClient, useValue: deps.rpc },
        { provide: SessionsService, useValue: deps.sessions },
        { provide: OidcClient, useValue: deps.oidc },
        { provide: GATEWAY_LOGGER, useValue: deps.logger },
        { provide: PUBLIC_URL, useValue: deps.publicUrl },
        { provide: READINESS_CHECKS, useValue: deps.readinessChecks },
        SessionGuard,
        AdminGuard,
      ],
    };
  }
}
