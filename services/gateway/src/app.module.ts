import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient } from '@lumafolio/server-common';
import { HealthController } from './health/health.controller.js';
import { TemplatesController } from './templates/templates.controller.js';

@Module({})
export class GatewayModule {
  static register(rpc: RpcClient): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, TemplatesController],
      providers: [{ provide: RpcClient, useValue: rpc }],
    };
  }
}
